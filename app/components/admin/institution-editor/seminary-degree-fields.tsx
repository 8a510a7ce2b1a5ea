import { SelectInput, TextInput } from "~/components/admin/record-fields";
import {
  degreeField,
  degreeOnlineField,
  SEMINARY_DEGREE_LABELS,
  SEMINARY_DEGREES,
} from "~/domain/institutions/seminary-degrees";
import { type EditorPartProps, FLAG_OPTIONS, GRID_CLASS, SECTION_CLASS } from "./editor-fields";

/** Seminary Degrees: each degree offered and fully online, the accreditor's approval, and the source. */
export function SeminaryDegreeFields({ f, initial }: EditorPartProps) {
  return (
    <section className={SECTION_CLASS} aria-labelledby="section-seminary-degrees">
      <h2 id="section-seminary-degrees" className="font-serif text-lg font-bold text-brand-800">
        Seminary Degrees
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Leave a degree as Not yet verified unless a page states it; any Yes or No needs that page and the day it was
        checked.
      </p>
      <div className={GRID_CLASS}>
        {SEMINARY_DEGREES.flatMap((degree) => [
          <SelectInput
            key={degreeField(degree)}
            {...f(degreeField(degree))}
            label={`${SEMINARY_DEGREE_LABELS[degree]} Offered`}
            options={FLAG_OPTIONS}
            placeholder="Not yet verified"
            defaultValue={initial(degreeField(degree))}
          />,
          <SelectInput
            key={degreeOnlineField(degree)}
            {...f(degreeOnlineField(degree))}
            label={`${SEMINARY_DEGREE_LABELS[degree]} Fully Online`}
            options={FLAG_OPTIONS}
            placeholder="Not yet verified"
            defaultValue={initial(degreeOnlineField(degree))}
          />,
        ])}
        <SelectInput
          {...f("degrees_online_approved")}
          label="Online Degrees Approved by the Accreditor"
          options={FLAG_OPTIONS}
          placeholder="Not yet verified"
          defaultValue={initial("degrees_online_approved")}
        />
        <TextInput
          {...f("degrees_source_url")}
          label="Degrees Source (web address)"
          inputMode="url"
          placeholder="https://"
          defaultValue={initial("degrees_source_url")}
        />
        <TextInput
          {...f("degrees_verified_on")}
          label="Degrees Last Verified"
          type="date"
          defaultValue={initial("degrees_verified_on")}
        />
      </div>
    </section>
  );
}
