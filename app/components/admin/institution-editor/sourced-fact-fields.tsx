/**
 * The institution editor's facts that the directory holds from several sources (tuition, the
 * accreditor, enrolment, online-only, federal aid): each field says which source and year the value shown came
 * from, and that a value typed in stays until a source of a later year reports the fact, which then
 * replaces it (app/db/current-facts.ts); a fact a page states (a school abroad's recognition) names
 * that page, and an edit replaces it for good.
 */
import { ownFactSource, provenanceLine, provenanceText } from "~/domain/institutions/fact-sources";
import type { Institution } from "~/domain/institutions/institution.schemas";
import { sourceLabel } from "~/domain/outcomes/outcome-measures";
import { TextInput } from "~/components/admin/record-fields";

/** The fields whose value comes from the newest of several sources (or an administrator). */
type SourcedFact =
  | "tuition"
  | "tuition_out_of_state"
  | "accreditor"
  | "student_body_size"
  | "online_programs"
  | "financial_aid_available";

/**
 * " Source: College Scorecard institution file, 2023-24; a value entered here is kept until a
 * source of a later year reports it." (with a leading space, to follow a field's own hint); empty
 * for a new institution.
 */
export function factSourceNote(institution: Institution | null, fact: SourcedFact): string {
  if (!institution) return "";
  // A page that states the fact (a school abroad's recognition): later seeds never replace an edit.
  const page = ownFactSource(institution, fact);
  if (page) {
    return ` Source: ${provenanceText(provenanceLine(page))}; a value entered here replaces it, and later updates of the data leave it.`;
  }
  const origin = sourceLabel(institution[`${fact}_source`], institution[`${fact}_year`]);
  if (!origin) return " No source reports it yet; a value entered here is shown as the administrator's.";
  const counts = fact === "student_body_size" && institution.student_body_size_measure === "undergraduate";
  return ` Source: ${origin}${counts ? " (undergraduates only)" : ""}; a value entered here is kept until a source of a later year reports it.`;
}

type SourcedField = "tuition" | "tuition_out_of_state" | "accreditor";

interface Props {
  /** The form's field props (id, name, errors), as the editor gives them. */
  field: (name: SourcedField) => { id: string; name: string; errors?: string[] };
  /** The field's value as the form starts. */
  initial: (name: SourcedField) => string;
  institution: Institution | null;
}

/** Tuition in-state and out-of-state, and the accreditor, each with where its value came from. */
export function SourcedFactFields({ field, initial, institution }: Props) {
  return (
    <>
      <TextInput
        {...field("tuition")}
        label="Tuition and Fees, In-State"
        inputMode="numeric"
        description={`Dollars a year for a full-time undergraduate; leave empty if not known.${factSourceNote(institution, "tuition")}`}
        defaultValue={initial("tuition")}
      />
      <TextInput
        {...field("tuition_out_of_state")}
        label="Tuition and Fees, Out-of-State"
        inputMode="numeric"
        description={`Dollars a year; leave empty if not known.${factSourceNote(institution, "tuition_out_of_state")}`}
        defaultValue={initial("tuition_out_of_state")}
      />
      <TextInput
        {...field("accreditor")}
        label="Accreditor"
        description={`The institutional accreditor's name; leave empty if none.${factSourceNote(institution, "accreditor")}`}
        defaultValue={initial("accreditor")}
        className="sm:col-span-2"
      />
    </>
  );
}
