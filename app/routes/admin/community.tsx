import { data, Form } from "react-router";
import type { Route } from "./+types/community";
import { Banner } from "~/components/admin/record-fields";
import { adminButton, EventList, ScheduleEvent, type CommunityActionData } from "~/components/community/admin-events";
import { ReportedWordsNote } from "~/components/community/reported-words";
import { Pagination } from "~/components/ui/pagination";
import { EventSchema } from "~/domain/community/community.schemas";
import { createEvent, deleteEvent, eventsForAdmin } from "~/domain/community/events.server";
import { listHiddenPosts, listReportedPosts, moderatePost, restorePost } from "~/domain/community/forums.server";
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
  const [reports, hidden, events] = await Promise.all([
    listReportedPosts(services.db, page),
    listHiddenPosts(services.db),
    eventsForAdmin(services.db),
  ]);
  return { ...reports, page, hidden, events };
}

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
        return data<CommunityActionData>(
          { ok: false, intent, message: "Some fields are not valid", fields: fieldErrors(parsed.error), values },
          { status: 400 },
        );
      }
      try {
        await createEvent(services.db, admin, parsed.data);
      } catch (error) {
        return errorData<CommunityActionData>(
          services,
          error,
          ({ message, fields }) => ({ ok: false, intent, message, fields, values }),
          "scheduling an event failed",
        );
      }
      return data<CommunityActionData>({ ok: true, intent, message: `Scheduled "${parsed.data.title}".` });
    }
    if (intent === "remove-event") {
      await deleteEvent(services.db, admin, Number(form.get("eventId")));
      return data<CommunityActionData>({ ok: true, intent, message: "The event was removed." });
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
      return data<CommunityActionData>({
        ok: true,
        intent,
        message: decision === "hide" ? "The post is hidden." : "The post stays; its reports are closed.",
      });
    }
    if (intent === "restore") {
      const reply = String(form.get("replyId") ?? "");
      await restorePost(services.db, admin, {
        threadId: Number(form.get("threadId")),
        replyId: reply === "" ? null : Number(reply),
      });
      return data<CommunityActionData>({ ok: true, intent, message: "The post is back on the site." });
    }
    return data<CommunityActionData>({ ok: false, intent, message: "Unknown action" }, { status: 400 });
  } catch (error) {
    return errorData<CommunityActionData>(
      services,
      error,
      ({ message }) => ({ ok: false, intent, message }),
      "a community action failed",
    );
  }
}

export default function Community({ loaderData, actionData }: Route.ComponentProps) {
  const { posts, total, page, totalPages, hidden, events } = loaderData;
  return (
    <section className="space-y-8">
      <div>
        <h1 className="font-serif text-2xl font-bold text-brand-800">Community</h1>
        <p className="mt-1 text-sm text-slate-600">
          Posts that members reported, posts the moderators hid, and the events on the community hub&apos;s calendar.
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
                  {post.edited_at && ` · edited ${formatDateTimeUtc(post.edited_at)}`}
                </p>
                <p className="mt-3 text-sm break-words whitespace-pre-line text-slate-800">{post.body}</p>
                <ReportedWordsNote words={post.reported_words} />
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
                    className={`${adminButton} bg-red-700 text-white hover:bg-red-800`}
                  >
                    Hide the post
                  </button>
                  <button
                    type="submit"
                    name="decision"
                    value="keep"
                    className={`${adminButton} border border-slate-300 bg-white text-brand-700 hover:bg-slate-50`}
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

      <section aria-labelledby="hidden-heading" className="space-y-4">
        <h2 id="hidden-heading" className="text-lg font-semibold text-brand-800">
          Hidden posts ({formatNumber(hidden.total)})
        </h2>
        {hidden.posts.length === 0 ? (
          <p className="text-sm text-slate-600">No post is hidden.</p>
        ) : (
          <>
            {hidden.total > hidden.posts.length && (
              <p className="text-sm text-slate-600">{`The ${hidden.posts.length} most recently hidden.`}</p>
            )}
            <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
              {hidden.posts.map((post) => (
                <li
                  key={`${post.thread_id}:${post.reply_id ?? "opening"}`}
                  className="flex flex-wrap items-start justify-between gap-3 px-4 py-3"
                >
                  <div className="min-w-0 flex-1">
                    <p className="font-semibold break-words text-brand-800">
                      {`${post.reply_id === null ? "Discussion" : "Reply in"} "${post.thread_title}"`}
                    </p>
                    <p className="text-sm text-slate-600">
                      {`${post.forum_title} · by ${post.author} · hidden ${formatDateTimeUtc(post.hidden_at)}`}
                    </p>
                    <p className="mt-1 line-clamp-3 text-sm break-words whitespace-pre-line text-slate-800">
                      {post.body}
                    </p>
                  </div>
                  <Form method="post">
                    <input type="hidden" name="intent" value="restore" />
                    <input type="hidden" name="threadId" value={post.thread_id} />
                    <input type="hidden" name="replyId" value={post.reply_id ?? ""} />
                    <button
                      type="submit"
                      className={`${adminButton} border border-slate-300 bg-white text-brand-700 hover:bg-slate-50`}
                    >
                      Restore
                      <span className="sr-only">{` the ${post.reply_id === null ? "discussion" : "reply in"} ${post.thread_title}`}</span>
                    </button>
                  </Form>
                </li>
              ))}
            </ul>
          </>
        )}
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
