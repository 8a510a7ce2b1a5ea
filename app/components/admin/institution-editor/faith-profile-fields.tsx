import { CheckboxGroup, SelectInput, TextInput } from "~/components/admin/record-fields";
import {
  BIBLE_CREDITS_MAX,
  CHAPEL_KINDS,
  CHAPEL_LABELS,
  CHAPEL_TIMES_MAX,
  CHAPEL_TIMES_MIN,
  COVENANT_TOPIC_LABELS,
  COVENANT_TOPICS,
} from "~/domain/institutions/faith-profile";
import type { Institution } from "~/domain/institutions/institution.schemas";
import { type EditorPartProps, FLAG_OPTIONS, GRID_CLASS, SECTION_CLASS } from "./editor-fields";

/** Faith & Campus Life: each fact 'Not yet verified' until a source is given with the day it was checked. */
export function FaithProfileFields({ f, initial, institution }: EditorPartProps & { institution: Institution | null }) {
  return (
    <section className={SECTION_CLASS} aria-labelledby="section-faith-profile">
      <h2 id="section-faith-profile" className="font-serif text-lg font-bold text-brand-800">
        Faith &amp; Campus Life
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Leave a fact at &quot;Not yet verified&quot; unless the school&apos;s own pages state it; give the page you
        checked and the date.
      </p>
      <div className={GRID_CLASS}>
        <TextInput
          {...f("faith_statement_url")}
          label="Statement of Faith (link)"
          type="url"
          inputMode="url"
          placeholder="https://www.example.edu/about/beliefs"
          defaultValue={initial("faith_statement_url")}
          className="sm:col-span-2"
        />
        {(
          [
            ["faith_affirmed_by_students", "Students Affirm It"],
            ["faith_affirmed_by_faculty", "Faculty Affirm It"],
            ["faith_affirmed_by_staff", "Staff Affirm It"],
            ["faith_affirmed_by_board", "Board Affirms It"],
          ] as const
        ).map(([name, label]) => (
          <SelectInput
            key={name}
            {...f(name)}
            label={label}
            options={FLAG_OPTIONS}
            placeholder="Not yet verified"
            defaultValue={initial(name)}
          />
        ))}
        <SelectInput
          {...f("chapel")}
          label="Chapel"
          options={CHAPEL_KINDS.map((kind) => ({ value: kind, label: CHAPEL_LABELS[kind] }))}
          placeholder="Not yet verified"
          defaultValue={initial("chapel")}
        />
        <TextInput
          {...f("chapel_times_per_week")}
          label="Chapel Times per Week"
          inputMode="numeric"
          description={`${CHAPEL_TIMES_MIN} to ${CHAPEL_TIMES_MAX}; only when chapel is required.`}
          defaultValue={initial("chapel_times_per_week")}
        />
        <SelectInput
          {...f("lifestyle_covenant")}
          label="Lifestyle Covenant"
          options={FLAG_OPTIONS}
          placeholder="Not yet verified"
          defaultValue={initial("lifestyle_covenant")}
        />
        <TextInput
          {...f("bible_credits_required")}
          label="Required Bible or Theology Credits"
          inputMode="numeric"
          description={`0 to ${BIBLE_CREDITS_MAX}; leave empty if not yet verified.`}
          defaultValue={initial("bible_credits_required")}
        />
        <CheckboxGroup
          name={f("covenant_topics").name}
          legend="Covenant Topics"
          options={COVENANT_TOPICS.map((topic) => ({ value: topic, label: COVENANT_TOPIC_LABELS[topic] }))}
          checked={institution?.covenant_topics ?? []}
          description="Only with a lifestyle covenant."
          errors={f("covenant_topics").errors}
          className="sm:col-span-2"
        />
        <SelectInput
          {...f("pastor_reference_required")}
          label="Pastor's Reference for Admission"
          options={[
            { value: "true", label: "Required" },
            { value: "false", label: "Not required" },
          ]}
          placeholder="Not yet verified"
          defaultValue={initial("pastor_reference_required")}
        />
        <TextInput
          {...f("faith_profile_verified_on")}
          label="Last Verified"
          type="date"
          description="The date you checked the source; not in the future."
          defaultValue={initial("faith_profile_verified_on")}
        />
        <TextInput
          {...f("faith_profile_source_url")}
          label="Profile Source (link)"
          type="url"
          inputMode="url"
          placeholder="https://www.example.edu/student-life"
          description="Required with any fact above."
          defaultValue={initial("faith_profile_source_url")}
          className="sm:col-span-2"
        />
      </div>
    </section>
  );
}
