import { CheckboxGroup, SelectInput, TextInput } from "~/components/admin/record-fields";
import { ASSOCIATION_NAMES, ASSOCIATIONS } from "~/domain/institutions/associations";
import {
  ACCREDITATION_STATUSES,
  DENOMINATIONS,
  FOUNDED_YEAR_MIN,
  INSTITUTION_TYPES,
} from "~/domain/institutions/institution-form.schemas";
import type { Institution } from "~/domain/institutions/institution.schemas";
import { type EditorPartProps, GRID_CLASS, SECTION_CLASS } from "./editor-fields";

interface Props extends EditorPartProps {
  institution: Institution | null;
  currentYear: number;
}

/** Basic Information: name, type, denomination, accreditation, website, founding year, memberships, size and slug. */
export function BasicInformationFields({ f, initial, institution, currentYear }: Props) {
  const isNew = institution === null;
  return (
    <section className={SECTION_CLASS} aria-labelledby="section-basic-information">
      <h2 id="section-basic-information" className="font-serif text-lg font-bold text-brand-800">
        Basic Information
      </h2>
      <div className={GRID_CLASS}>
        <TextInput
          {...f("institution_name")}
          label="Institution Name"
          required
          defaultValue={initial("institution_name")}
          className="sm:col-span-2"
        />
        <SelectInput
          {...f("institution_type")}
          label="Institution Type"
          required
          options={INSTITUTION_TYPES}
          placeholder="Select type"
          defaultValue={initial("institution_type")}
        />
        <SelectInput
          {...f("denomination")}
          label="Denomination"
          required
          options={DENOMINATIONS}
          placeholder="Select denomination"
          defaultValue={initial("denomination")}
        />
        <SelectInput
          {...f("accreditation_status")}
          label="Accreditation Status"
          required
          options={ACCREDITATION_STATUSES}
          placeholder="Select accreditation status"
          defaultValue={initial("accreditation_status")}
        />
        <TextInput
          {...f("website")}
          label="Website"
          type="url"
          inputMode="url"
          placeholder="https://www.example.edu"
          defaultValue={initial("website")}
        />
        <TextInput
          {...f("founded_year")}
          label="Founded Year"
          inputMode="numeric"
          description={`${FOUNDED_YEAR_MIN} to ${currentYear}; leave empty if not known.${
            institution?.founded_source
              ? ` Source: ${institution.founded_source}${institution.founded_source_year ? ` (${institution.founded_source_year})` : ""}; a new year is shown as the administrator's.`
              : ""
          }`}
          defaultValue={initial("founded_year")}
        />
        <CheckboxGroup
          name={f("associations").name}
          legend="Association Membership"
          options={ASSOCIATIONS.map((association) => ({
            value: association,
            label: `${association} (${ASSOCIATION_NAMES[association]})`,
          }))}
          checked={institution?.associations ?? []}
          description={
            institution?.associations_source
              ? `Source: ${institution.associations_source}${institution.associations_source_year ? ` (${institution.associations_source_year})` : ""}; a change is shown as the administrator's.`
              : "Tick only what the association's own member list shows."
          }
          errors={f("associations").errors}
          className="sm:col-span-2"
        />
        <TextInput
          {...f("student_body_size")}
          label="Student Body Size"
          inputMode="numeric"
          description="Number of students; leave empty if not known."
          defaultValue={initial("student_body_size")}
        />
        <TextInput
          {...f("slug")}
          label="URL Slug"
          description={
            isNew ? "Leave empty to make one from the name." : "Leave empty to make a new one from the name."
          }
          defaultValue={initial("slug")}
          className="sm:col-span-2"
        />
      </div>
    </section>
  );
}
