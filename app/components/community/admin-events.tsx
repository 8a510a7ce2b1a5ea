/** The hub's events in the admin area: the lists with their Remove buttons, and the form that schedules one. */
import { Form, useNavigation } from "react-router";
import { Banner, SelectInput, TextArea, TextInput } from "~/components/admin/record-fields";
import { COMMUNITY_LIMITS, EVENT_KINDS, EVENT_TIME_ZONES } from "~/domain/community/community";
import type { EventView } from "~/domain/community/community.schemas";

/** What the admin page's action answered. */
export interface CommunityActionData {
  ok: boolean;
  message: string;
  intent: string;
  fields?: Record<string, string>;
  values?: Record<string, string>;
}

export const adminButton =
  "inline-flex min-h-11 items-center rounded-lg px-4 text-sm font-semibold disabled:opacity-70";

export function EventList({
  title,
  events,
  removable,
  empty,
}: {
  title: string;
  events: EventView[];
  removable: boolean;
  empty: string;
}) {
  return (
    <div>
      <h3 className="font-semibold text-slate-800">{title}</h3>
      {events.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{empty}</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {events.map((event) => (
            <li key={event.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
              <div className="min-w-0">
                <p className="font-semibold text-brand-800">{event.title}</p>
                <p className="text-sm text-slate-600">{`${event.kind_label} · ${event.date}, ${event.time}`}</p>
              </div>
              {removable && (
                <Form method="post">
                  <input type="hidden" name="intent" value="remove-event" />
                  <input type="hidden" name="eventId" value={event.id} />
                  <button
                    type="submit"
                    className={`${adminButton} border border-red-300 bg-white text-red-800 hover:bg-red-50`}
                  >
                    Remove<span className="sr-only"> {event.title}</span>
                  </button>
                </Form>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function ScheduleEvent({ actionData }: { actionData: CommunityActionData | undefined }) {
  const navigation = useNavigation();
  const failed = actionData && !actionData.ok ? actionData : undefined;
  const errorOf = (field: string) => (failed?.fields?.[field] ? [failed.fields[field]] : undefined);
  const value = (field: string, fallback = "") => failed?.values?.[field] ?? fallback;
  // A scheduled event clears the form: the key changes with each answer.
  return (
    <Form
      method="post"
      key={actionData?.ok ? actionData.message : "schedule"}
      noValidate
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      aria-labelledby="schedule-heading"
    >
      <h3 id="schedule-heading" className="font-semibold text-slate-800">
        Schedule an event
      </h3>
      {actionData && <Banner tone={actionData.ok ? "success" : "error"}>{actionData.message}</Banner>}
      <input type="hidden" name="intent" value="schedule" />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput
          id="event-title"
          name="title"
          label="Title"
          required
          maxLength={COMMUNITY_LIMITS.eventTitleMax}
          defaultValue={value("title")}
          errors={errorOf("title")}
        />
        <SelectInput
          id="event-kind"
          name="kind"
          label="Type"
          required
          placeholder="Choose a type"
          options={EVENT_KINDS}
          defaultValue={value("kind")}
          errors={errorOf("kind")}
        />
        <TextInput
          id="event-date"
          name="date"
          type="date"
          label="Date"
          required
          defaultValue={value("date")}
          errors={errorOf("date")}
        />
        <TextInput
          id="event-time"
          name="time"
          type="time"
          label="Start time"
          required
          defaultValue={value("time")}
          errors={errorOf("time")}
        />
        <TextInput
          id="event-minutes"
          name="minutes"
          type="number"
          inputMode="numeric"
          label="Length in minutes"
          required
          defaultValue={value("minutes", "60")}
          errors={errorOf("minutes")}
        />
        <SelectInput
          id="event-zone"
          name="timeZone"
          label="Time zone"
          required
          options={EVENT_TIME_ZONES}
          defaultValue={value("timeZone", "America/Chicago")}
          errors={errorOf("timeZone")}
          description="The date and time are read in this zone, and shown in it."
        />
      </div>
      <TextArea
        id="event-description"
        name="description"
        label="Description"
        required
        rows={3}
        maxLength={COMMUNITY_LIMITS.eventDescriptionMax}
        defaultValue={value("description")}
        errors={errorOf("description")}
      />
      <TextInput
        id="event-url"
        name="url"
        type="url"
        label="Link to join or register"
        description="Optional; a full https:// address."
        defaultValue={value("url")}
        errors={errorOf("url")}
      />
      <button
        type="submit"
        disabled={navigation.state === "submitting"}
        className={`${adminButton} bg-brand-700 text-white hover:bg-brand-800`}
      >
        Schedule the event
      </button>
    </Form>
  );
}
