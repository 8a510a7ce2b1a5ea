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
import { getDirectoryTotals } from "~/domain/institutions/institutions.server";
import { versionInStamp } from "~/lib/data-stamp";
import { requestContext, servicesContext } from "~/lib/services.server";
import { publicUrlFrom } from "~/lib/root-data";
import { pageMeta } from "~/lib/seo";
import { GUEST_CACHED } from "~/lib/guest-cache";
import { icon, type IconComponent } from "~/components/ui/icon";

const BookOpen = icon(bookOpenDrawing);
const CalendarDays = icon(calendarDaysDrawing);
const Globe = icon(globeDrawing);
const HeartHandshake = icon(heartHandshakeDrawing);
const School = icon(schoolDrawing);
const ShieldCheck = icon(shieldCheckDrawing);
const Sparkles = icon(sparklesDrawing);

/** The same for every guest: the guest response cache may keep it (its figures follow the data stamp). */
export const handle = GUEST_CACHED;

/**
 * The hub's figures, all counted from the data: listed schools and their countries, published
 * guidance articles, and published stories (the Testimonials category, as on the home page).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const dataVersion = versionInStamp(context.get(requestContext).publicDataStamp, "institutions");
  const [totals, categories] = await Promise.all([getDirectoryTotals(db, dataVersion), getCategoryCounts(db)]);
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

/** The forum topics: until discussions open, each leads to the guidance written for it. */
const TOPICS: Array<{ title: string; description: string; to: string }> = [
  {
    title: "Choosing a School",
    description: "Compare notes on campuses, programs and the questions that helped you decide.",
    to: "/resources?category=High+School+Students",
  },
  {
    title: "Paying for College",
    description: "Scholarships, aid offers and budgeting tips from people who have been through it.",
    to: "/resources/articles/financial-aid-christian-education",
  },
  {
    title: "Seminary and Graduate Study",
    description: "Degree choices, admissions and everyday life as a seminarian.",
    to: "/resources?category=Seminary+Students",
  },
  {
    title: "Discerning a Call to Ministry",
    description: "Talk through a sense of calling with others who are listening for the same thing.",
    to: "/resources?category=Ministry+Students",
  },
  {
    title: "Adult and Online Learners",
    description: "Balancing study with work, family and church, one semester at a time.",
    to: "/resources?category=Adult+Learners",
  },
  {
    title: "Parents and Families",
    description: "For parents and guardians supporting a student through the search and the first year.",
    to: "/resources?category=General+Guidance",
  },
];

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
              <Link to="/resources" className={primaryButton}>
                Browse the Guides
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
              The forums are not open yet. Until they are, each topic leads to the guides written for it.
            </p>
            <ul className="mt-6 grid gap-4 md:grid-cols-2">
              {TOPICS.map((topic) => (
                <li
                  key={topic.title}
                  className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
                >
                  <h3 className="font-serif text-lg font-bold text-brand-800">{topic.title}</h3>
                  <p className="mt-1 text-sm text-slate-700">{topic.description}</p>
                  <Link
                    to={topic.to}
                    className="mt-auto block border-t border-slate-100 pt-3 text-sm font-semibold text-brand-700 underline underline-offset-2"
                  >
                    Read the guides<span className="sr-only"> on {topic.title}</span>
                  </Link>
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
          <p className="mt-6 flex gap-2 rounded-xl border border-slate-200 bg-white p-5 text-sm text-slate-700 shadow-sm">
            <CalendarDays className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            No events are scheduled. When one is, it is listed here with its date and time.
          </p>
        </section>
      </div>
    </>
  );
}
