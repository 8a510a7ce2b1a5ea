import { SelectInput, TextArea } from "~/components/admin/record-fields";
import { CAMPUS_TYPES, TUITION_RANGES } from "~/domain/institutions/institution-form.schemas";
import type { Institution } from "~/domain/institutions/institution.schemas";
import { type EditorPartProps, FLAG_OPTIONS, GRID_CLASS, SECTION_CLASS } from "./editor-fields";
import { factSourceNote, SourcedFactFields } from "./sourced-fact-fields";

/**
 * Details: campus, tuition (with the source and year of the value shown), the accreditor, financial
 * aid, online programmes and the short description.
 */
export function DetailsFields({ f, initial, institution }: EditorPartProps & { institution: Institution | null }) {
  return (
    <section className={SECTION_CLASS} aria-labelledby="section-details">
      <h2 id="section-details" className="font-serif text-lg font-bold text-brand-800">
        Details
      </h2>
      <div className={GRID_CLASS}>
        <SelectInput
          {...f("campus_type")}
          label="Campus Type"
          options={CAMPUS_TYPES}
          placeholder="Not specified"
          defaultValue={initial("campus_type")}
        />
        <SelectInput
          {...f("tuition_range")}
          label="Tuition Range"
          options={TUITION_RANGES}
          placeholder="Not specified"
          description="Follows the tuition: a new tuition sets it, a cleared one clears it."
          defaultValue={initial("tuition_range")}
        />
        <SourcedFactFields field={f} initial={initial} institution={institution} />
        <SelectInput
          {...f("financial_aid_available")}
          label="Financial Aid Available"
          options={FLAG_OPTIONS}
          placeholder="Not reported"
          description={`Takes part in federal student aid (Title IV).${factSourceNote(institution, "financial_aid_available")}`}
          defaultValue={initial("financial_aid_available")}
        />
        <SelectInput
          {...f("online_programs")}
          label="Online Programs"
          options={FLAG_OPTIONS}
          placeholder="Not reported"
          description={factSourceNote(institution, "online_programs").trim() || undefined}
          defaultValue={initial("online_programs")}
        />
        <TextArea
          {...f("description")}
          label="Description"
          rows={4}
          defaultValue={initial("description")}
          className="sm:col-span-2"
        />
      </div>
    </section>
  );
}
