import { SelectInput, TextArea } from "~/components/admin/record-fields";
import { CAMPUS_TYPES, TUITION_RANGES } from "~/domain/institutions/institution-form.schemas";
import { type EditorPartProps, FLAG_OPTIONS, GRID_CLASS, SECTION_CLASS } from "./editor-fields";

/** Details: campus, tuition range, financial aid, online programmes and the short description. */
export function DetailsFields({ f, initial }: EditorPartProps) {
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
          defaultValue={initial("tuition_range")}
        />
        <SelectInput
          {...f("financial_aid_available")}
          label="Financial Aid Available"
          options={FLAG_OPTIONS}
          placeholder="Not reported"
          defaultValue={initial("financial_aid_available")}
        />
        <SelectInput
          {...f("online_programs")}
          label="Online Programs"
          options={FLAG_OPTIONS}
          placeholder="Not reported"
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
