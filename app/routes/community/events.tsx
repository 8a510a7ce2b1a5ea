import { Link } from "react-router";
import type { Route } from "./+types/events";
import { EventCard } from "~/components/community/event-card";
import { Pagination } from "~/components/ui/pagination";
import { countUpcomingEvents, upcomingEvents } from "~/domain/community/events.server";
import { publicUrlFrom } from "~/lib/root-data";
import { pageMeta } from "~/lib/seo";
import { servicesContext } from "~/lib/services.server";

const EVENTS_PAGE_SIZE = 20;
const MAX_PAGE = 10_000;

/** Every event of the community calendar that has not ended, the soonest first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = Math.min(MAX_PAGE, Math.max(1, Math.trunc(Number(new URL(request.url).searchParams.get("page"))) || 1));
  const { db } = context.get(servicesContext);
  const [events, total] = await Promise.all([
    upcomingEvents(db, EVENTS_PAGE_SIZE, (page - 1) * EVENTS_PAGE_SIZE),
    countUpcomingEvents(db),
  ]);
  return { events, total, page, totalPages: Math.max(1, Math.ceil(total / EVENTS_PAGE_SIZE)) };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Upcoming Events | Community",
    description:
      "Webinars, question-and-answer sessions and campus events of the Christian Education Directory community, each in its own time zone.",
    publicUrl: publicUrlFrom(matches),
    path: "/community/events",
  });

export default function Events({ loaderData }: Route.ComponentProps) {
  const { events, total, page, totalPages } = loaderData;
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-10 sm:py-14">
      <Link to="/community" className="inline-block py-1 text-sm text-brand-700 underline">
        Community Hub
      </Link>
      <h1 className="mt-2 font-serif text-3xl font-bold text-brand-800">Upcoming Events</h1>
      <p className="mt-2 text-slate-700">
        {total === 0
          ? "No events are scheduled. When one is, it is listed here with its date and time."
          : `${total.toLocaleString("en-US")} ${total === 1 ? "event has" : "events have"} not ended yet, the soonest first. Each is shown in the time zone it is held in.`}
      </p>
      {events.length > 0 && (
        <ul className="mt-6 space-y-4">
          {events.map((event) => (
            <EventCard key={event.id} event={event} heading="h2" />
          ))}
        </ul>
      )}
      <div className="mt-6">
        <Pagination
          page={page}
          totalPages={totalPages}
          hrefFor={(target) => `/community/events?page=${target}`}
          label="Event pages"
        />
      </div>
    </section>
  );
}
