import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/community";
import { Banner, SelectInput, TextArea, TextInput } from "~/components/admin/record-fields";
import { Pagination } from "~/components/ui/pagination";
import { COMMUNITY_LIMITS, EVENT_KINDS, EVENT_TIME_ZONES } from "~/domain/community/community";
import { EventSchema } from "~/domain/community/community.schemas";
import { createEvent, deleteEvent, eventsForAdmin, type EventView } from "~/domain/community/events.server";
import { listReportedPosts, moderatePost } from "~/domain/community/forums.server";
import { errorData } from "~/lib/error-status.server";
import { formatDateTimeUtc, formatNumber } from "~/lib/format";
import { fieldErrors, readForm } from "~/lib/http.server";
import { servicesContext } from "~/lib/services.server";
import { SITE_NAME } from "~/lib/site";
import { requireAdmin } from "~/routes/guards.server";

export const meta: Route.MetaFunction = () => [{ title: `Community | Admin | ${SITE_NAME}` }];

const MAX_PAGE = 10_000;

/** The forums' reported posts waiting for a moderator, and the hub's events. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  await requireAdmin(request, services, "community");
  const page = Math.min(MAX_PAGE, Math.max(1, Math.trunc(Number(new URL(request.url).searchParams.get("page"))) || 1));
  const [reports, events] = await Promise.all([listReportedPosts(services.db, page), eventsForAdmin(services.db)]);
  return { ...reports, page, events };
}

type ActionData = {
  ok: boolean;
  message: string;
  intent: string;
  fields?: Record<string, string>;
  values?: Record<string, string>;
};

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const admin = await requireAdmin(request, services, "community");
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  try {
    if (intent === "schedule") {
      const entries = Object.fromEntries(form);
      const values = Object.fromEntries(
        Object.entries(entries).map(([key, value]) => [key, String(value).slice(0, 3000)]),
      );
      const parsed = EventSchema.safeParse(entries);
      if (!parsed.success) {
        return data<ActionData>(
          { ok: false, intent, message: "Some fields are not valid", fields: fieldErrors(parsed.error), values },
          { status: 400 },
        );
      }
      try {
        await createEvent(services.db, admin, parsed.data);
      } catch (error) {
        return errorData<ActionData>(
          services,
          error,
          ({ message, fields }) => ({ ok: false, intent, message, fields, values }),
          "scheduling an event failed",
        );
      }
      return data<ActionData>({ ok: true, intent, message: `Scheduled "${parsed.data.title}".` });
    }
    if (intent === "remove-event") {
      await deleteEvent(services.db, admin, Number(form.get("eventId")));
      return data<ActionData>({ ok: true, intent, message: "The event was removed." });
    }
    const decision = form.get("decision");
    if (intent === "moderate" && (decision === "hide" || decision === "keep")) {
      const reply = String(form.get("replyId") ?? "");
      await moderatePost(
        services.db,
        admin,
        { threadId: Number(form.get("threadId")), replyId: reply === "" ? null : Number(reply) },
        decision,
      );
      return data<ActionData>({
        ok: true,
        intent,
        message: decision === "hide" ? "The post is hidden." : "The post stays; its reports are closed.",
      });
    }
    return data<ActionData>({ ok: false, intent, message: "Unknown action" }, { status: 400 });
  } catch (error) {
    return errorData<ActionData>(
      services,
      error,
      ({ message }) => ({ ok: false, intent, message }),
      "a community action failed",
    );
  }
}

const button = "inline-flex min-h-11 items-center rounded-lg px-4 text-sm font-semibold disabled:opacity-70";

export default function Community({ loaderData, actionData }: Route.ComponentProps) {
  const { posts, total, page, totalPages, events } = loaderData;
  return (
    <section className="space-y-8">
      <div>
        <h1 className="font-serif text-2xl font-bold text-brand-800">Community</h1>
        <p className="mt-1 text-sm text-slate-600">
          Posts that members reported, and the events on the community hub&apos;s calendar.
        </p>
      </div>
      {actionData && actionData.intent !== "schedule" && (
        <Banner tone={actionData.ok ? "success" : "error"}>{actionData.message}</Banner>
      )}

      <section aria-labelledby="reported-heading" className="space-y-4">
        <h2 id="reported-heading" className="text-lg font-semibold text-brand-800">
          Reported posts ({formatNumber(total)})
        </h2>
        {posts.length === 0 ? (
          <p className="rounded-xl border border-slate-200 bg-white px-6 py-8 text-center text-slate-600">
            No post is waiting for a moderator.
          </p>
        ) : (
          <ul className="space-y-4">
            {posts.map((post) => (
              <li
                key={`${post.thread_id}:${post.reply_id ?? "opening"}`}
                className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
              >
                <h3 className="font-semibold text-brand-800">
                  {post.reply_id === null ? "Discussion" : "Reply in"}{" "}
                  <a href={`/community/discussions/${post.thread_id}`} className="text-brand-700 underline">
                    {post.thread_title}
                  </a>
                </h3>
                <p className="mt-1 text-sm text-slate-600">
                  {`${post.forum_title} · by ${post.author} · posted ${formatDateTimeUtc(post.posted_at)}`}
                </p>
                <p className="mt-3 text-sm whitespace-pre-line text-slate-800">{post.body}</p>
                <p className="mt-3 text-sm text-red-800">
                  {`Reported ${post.reports === 1 ? "once" : `${post.reports} times`}, first ${formatDateTimeUtc(post.first_reported_at)}: ${post.reasons.join("; ")}`}
                </p>
                <Form method="post" className="mt-3 flex flex-wrap gap-2">
                  <input type="hidden" name="intent" value="moderate" />
                  <input type="hidden" name="threadId" value={post.thread_id} />
                  <input type="hidden" name="replyId" value={post.reply_id ?? ""} />
                  <button
                    type="submit"
                    name="decision"
                    value="hide"
                    className={`${button} bg-red-700 text-white hover:bg-red-800`}
                  >
                    Hide the post
                  </button>
                  <button
                    type="submit"
                    name="decision"
                    value="keep"
                    className={`${button} border border-slate-300 bg-white text-brand-700 hover:bg-slate-50`}
                  >
                    Keep it
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        )}
        <Pagination
          page={page}
          totalPages={totalPages}
          hrefFor={(target) => `/admin/community?page=${target}`}
          label="Reported post pages"
        />
      </section>

      <section aria-labelledby="events-heading" className="space-y-4">
        <h2 id="events-heading" className="text-lg font-semibold text-brand-800">
          Events
        </h2>
        <EventList title="Coming up" events={events.upcoming} removable empty="No event is scheduled." />
        <ScheduleEvent actionData={actionData?.intent === "schedule" ? actionData : undefined} />
        {events.past.length > 0 && <EventList title="Ended" events={events.past} removable={false} empty="" />}
      </section>
    </section>
  );
}

function EventList({
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
                    className={`${button} border border-red-300 bg-white text-red-800 hover:bg-red-50`}
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

function ScheduleEvent({ actionData }: { actionData: ActionData | undefined }) {
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
        className={`${button} bg-brand-700 text-white hover:bg-brand-800`}
      >
        Schedule the event
      </button>
    </Form>
  );
}
