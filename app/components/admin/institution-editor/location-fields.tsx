import { TextInput } from "~/components/admin/record-fields";
import { type EditorPartProps, GRID_CLASS, SECTION_CLASS } from "./editor-fields";

/** Location: the address, as parts and as the page shows it. */
export function LocationFields({ f, initial }: EditorPartProps) {
  return (
    <section className={SECTION_CLASS} aria-labelledby="section-location">
      <h2 id="section-location" className="font-serif text-lg font-bold text-brand-800">
        Location
      </h2>
      <div className={GRID_CLASS}>
        <TextInput
          {...f("street_address")}
          label="Street Address"
          defaultValue={initial("street_address")}
          className="sm:col-span-2"
        />
        <TextInput {...f("city")} label="City" defaultValue={initial("city")} />
        <TextInput {...f("state_province")} label="State / Province" defaultValue={initial("state_province")} />
        <TextInput {...f("postal_code")} label="Postal Code" defaultValue={initial("postal_code")} />
        <TextInput {...f("country")} label="Country" defaultValue={initial("country")} />
        <TextInput
          {...f("full_address")}
          label="Full Address"
          description="As it should appear on the institution page."
          defaultValue={initial("full_address")}
          className="sm:col-span-2"
        />
      </div>
    </section>
  );
}
