import { SelectInput, TextInput } from "~/components/admin/record-fields";
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
        <fieldset className="sm:col-span-2">
          <legend className="text-sm font-semibold text-slate-700">Association Membership</legend>
          <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
            {ASSOCIATIONS.map((association) => (
              <label key={association} className="inline-flex min-h-6 items-center gap-2 text-sm text-slate-700">
                <input
                  type="checkbox"
                  name={f("associations").name}
                  value={association}
                  defaultChecked={institution?.associations.includes(association) ?? false}
                  className="size-5 rounded border-slate-300 accent-brand-700"
                />
                {association} ({ASSOCIATION_NAMES[association]})
              </label>
            ))}
          </div>
          <p className="mt-1 text-sm text-slate-600">
            {institution?.associations_source
              ? `Source: ${institution.associations_source}${institution.associations_source_year ? ` (${institution.associations_source_year})` : ""}; a change is shown as the administrator's.`
              : "Tick only what the association's own member list shows."}
          </p>
          {f("associations")
            .errors?.slice(0, 1)
            .map((message) => (
              <p key={message} className="mt-1 text-sm font-medium text-red-700" role="alert">
                {message}
              </p>
            ))}
        </fieldset>
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
