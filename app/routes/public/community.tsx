import {
  BookOpen as bookOpenDrawing,
  CalendarDays as calendarDaysDrawing,
  Globe as globeDrawing,
  HeartHandshake as heartHandshakeDrawing,
  School as schoolDrawing,
  ShieldCheck as shieldCheckDrawing,
  Sparkles as sparklesDrawing,
} from "lucide";
import { Link } from "react-router";
import type { Route } from "./+types/community";
import { useSessionUser } from "~/components/layout/use-session-user";
import { TESTIMONIALS_CATEGORY } from "~/db/article-categories";
import { getCategoryCounts } from "~/domain/articles/articles.server";
import { EventCard } from "~/components/community/event-card";
import { countUpcomingEvents, upcomingEvents } from "~/domain/community/events.server";
import { forumSummaries } from "~/domain/community/forums.server";
import { getDirectoryTotals } from "~/domain/institutions/institutions.server";
import { versionInStamp } from "~/lib/data-stamp";
import { formatDateTimeUtc } from "~/lib/format";
import { requestContext, servicesContext } from "~/lib/services.server";
import { publicUrlFrom } from "~/lib/root-data";
import { pageMeta } from "~/lib/seo";
import { icon, type IconComponent } from "~/components/ui/icon";

const BookOpen = icon(bookOpenDrawing);
const CalendarDays = icon(calendarDaysDrawing);
/** The soonest events the hub shows; the events page lists them all. */
const HUB_EVENTS = 3;
const Globe = icon(globeDrawing);
const HeartHandshake = icon(heartHandshakeDrawing);
const School = icon(schoolDrawing);
const ShieldCheck = icon(shieldCheckDrawing);
const Sparkles = icon(sparklesDrawing);

/**
 * The hub's figures, all counted from the data: listed schools and their countries, published
 * guidance articles, and published stories (the Testimonials category, as on the home page); the
 * forums with their newest discussion, and the events that have not ended. Not kept by the guest
 * cache: a post or an event's end changes it at once.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const dataVersion = versionInStamp(context.get(requestContext).publicDataStamp, "institutions");
  const [totals, categories, forums, events, eventCount] = await Promise.all([
    getDirectoryTotals(db, dataVersion),
    getCategoryCounts(db),
    forumSummaries(db),
    upcomingEvents(db, HUB_EVENTS),
    countUpcomingEvents(db),
  ]);
  const stories = categories.find((entry) => entry.category === TESTIMONIALS_CATEGORY)?.count ?? 0;
  const articles = categories.reduce((sum, entry) => sum + entry.count, 0) - stories;
  const number = (value: number) => value.toLocaleString("en-US");
  return {
    stats: [
      { value: number(totals.institutions), label: "Schools Listed", icon: "school" },
      { value: number(totals.countries), label: "Countries", icon: "globe" },
      { value: number(articles), label: "Guidance Articles", icon: "book" },
      { value: number(stories), label: "Success Stories", icon: "sparkles" },
    ] as const,
    forums,
    events,
    eventCount,
  };
}

const STAT_ICONS: Record<"school" | "globe" | "book" | "sparkles", IconComponent> = {
  school: School,
  globe: Globe,
  book: BookOpen,
  sparkles: Sparkles,
};

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Community Hub",
    description:
      "Students, parents, pastors and educators exploring Christian higher education: guidance by topic, stories from people on the same road, and the community's guidelines.",
    publicUrl: publicUrlFrom(matches),
    path: "/community",
  });

const GUIDELINES = [
  "Be kind, and assume good faith in others, especially when you disagree.",
  "Share your own experience; no advertising or recruiting for a school.",
  "Keep personal details private: no phone numbers, addresses or student records.",
  "Discuss differences in belief and practice with respect and humility.",
  "Check facts about aid, admissions and accreditation with official sources.",
  "Report anything harmful to the moderators instead of replying to it.",
];

const primaryButton =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-gold-500 px-6 py-3 font-semibold text-brand-900 hover:bg-gold-300";
const secondaryButton =
  "inline-flex min-h-11 items-center justify-center rounded-lg border border-white/60 px-6 py-3 font-semibold text-white hover:bg-white/10";

export default function Community({ loaderData }: Route.ComponentProps) {
  const user = useSessionUser();
  return (
    <>
      <section className="surface-dark bg-gradient-to-br from-brand-800 via-brand-700 to-brand-600 text-white">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8 lg:py-20">
          <h1 className="font-serif text-4xl font-bold sm:text-5xl">Community Hub</h1>
          <p className="mt-4 max-w-2xl text-lg text-brand-100">
            You are not choosing alone. Meet students, parents, pastors and educators who are asking the same questions
            about Christian higher education, and learn from those a few steps ahead.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            {user ? (
              <Link to="/community/new" className={primaryButton}>
                New Post
              </Link>
            ) : (
              <>
                <Link to="/signup" className={primaryButton}>
                  Join the Community
                </Link>
                <Link to="/login" className={secondaryButton}>
                  Sign In
                </Link>
              </>
            )}
          </div>
        </div>
      </section>

      <section aria-label="Community in numbers" className="mx-auto max-w-7xl px-4 pt-12 sm:px-6 lg:px-8">
        <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {loaderData.stats.map((stat) => {
            const Icon = STAT_ICONS[stat.icon];
            return (
              <li key={stat.label} className="rounded-xl border border-slate-200 bg-white p-5 text-center shadow-sm">
                <Icon className="mx-auto size-7 text-gold-700" aria-hidden="true" />
                <p className="mt-2 font-serif text-3xl font-bold text-brand-800">{stat.value}</p>
                <p className="mt-1 text-sm text-slate-700">{stat.label}</p>
              </li>
            );
          })}
        </ul>
      </section>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:px-8">
        <div className="space-y-10">
          <section aria-labelledby="forums-heading">
            <h2 id="forums-heading" className="font-serif text-3xl font-bold text-brand-800">
              Discussion Forums
            </h2>
            <p className="mt-2 text-slate-700">
              Ask, answer and share what you have learned. Anyone can read; members who are signed in can post.
            </p>
            <ul className="mt-6 grid gap-4 md:grid-cols-2">
              {loaderData.forums.map((forum) => (
                <li
                  key={forum.slug}
                  className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
                >
                  <h3 className="font-serif text-lg font-bold text-brand-800">
                    <Link to={`/community/forums/${forum.slug}`} className="underline-offset-2 hover:underline">
                      {forum.title}
                    </Link>
                  </h3>
                  <p className="mt-1 text-sm text-slate-700">{forum.description}</p>
                  <p className="mt-3 text-sm text-slate-600">
                    {`${forum.discussions.toLocaleString("en-US")} ${forum.discussions === 1 ? "discussion" : "discussions"} · ${forum.replies.toLocaleString("en-US")} ${forum.replies === 1 ? "reply" : "replies"}`}
                  </p>
                  <div className="mt-auto border-t border-slate-100 pt-3 text-sm">
                    {forum.latest ? (
                      <p className="text-slate-700">
                        Latest:{" "}
                        <Link
                          to={`/community/discussions/${forum.latest.id}`}
                          className="font-semibold text-brand-700 underline underline-offset-2"
                        >
                          {forum.latest.title}
                        </Link>
                        <span className="block text-slate-600">{formatDateTimeUtc(forum.latest.last_post_at)}</span>
                      </p>
                    ) : (
                      <p className="text-slate-600">
                        No discussions yet.{" "}
                        <Link to={forum.guides} className="font-semibold text-brand-700 underline underline-offset-2">
                          Read the guides<span className="sr-only"> on {forum.title}</span>
                        </Link>
                      </p>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="guidelines-heading" className="rounded-xl bg-brand-50 p-6">
            <h2
              id="guidelines-heading"
              className="flex items-center gap-2 font-serif text-2xl font-bold text-brand-800"
            >
              <ShieldCheck className="size-6 text-brand-700" aria-hidden="true" />
              Community Guidelines
            </h2>
            <ul className="mt-4 grid gap-3 text-sm text-slate-800 sm:grid-cols-2">
              {GUIDELINES.map((rule) => (
                <li key={rule} className="flex gap-2">
                  <HeartHandshake className="mt-0.5 size-4 shrink-0 text-gold-700" aria-hidden="true" />
                  {rule}
                </li>
              ))}
            </ul>
          </section>
        </div>

        <section aria-labelledby="events-heading">
          <h2 id="events-heading" className="font-serif text-2xl font-bold text-brand-800">
            Upcoming Events
          </h2>
          {loaderData.events.length === 0 ? (
            <p className="mt-6 flex gap-2 rounded-xl border border-slate-200 bg-white p-5 text-sm text-slate-700 shadow-sm">
              <CalendarDays className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              No events are scheduled. When one is, it is listed here with its date and time.
            </p>
          ) : (
            <>
              <ul className="mt-6 space-y-4">
                {loaderData.events.map((event) => (
                  <EventCard key={event.id} event={event} />
                ))}
              </ul>
              {loaderData.eventCount > loaderData.events.length && (
                <Link
                  to="/community/events"
                  className="mt-4 inline-block py-1 text-sm font-semibold text-brand-700 underline underline-offset-2"
                >
                  {`See all ${loaderData.eventCount.toLocaleString("en-US")} upcoming events`}
                </Link>
              )}
            </>
          )}
        </section>
      </div>
    </>
  );
}
