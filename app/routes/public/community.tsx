import {
  CalendarDays as calendarDaysDrawing,
  Clock as clockDrawing,
  HeartHandshake as heartHandshakeDrawing,
  MessagesSquare as messagesSquareDrawing,
  Plus as plusDrawing,
  School as schoolDrawing,
  ShieldCheck as shieldCheckDrawing,
  Sparkles as sparklesDrawing,
  Users as usersDrawing,
} from "lucide";
import { Link } from "react-router";
import type { Route } from "./+types/community";
import { useSessionUser } from "~/components/layout/use-session-user";
import { publicUrlFrom } from "~/lib/root-data";
import { pageMeta } from "~/lib/seo";
import { GUEST_CACHED } from "~/lib/guest-cache";
import { icon, type IconComponent } from "~/components/ui/icon";

const CalendarDays = icon(calendarDaysDrawing);
const Clock = icon(clockDrawing);
const HeartHandshake = icon(heartHandshakeDrawing);
const MessagesSquare = icon(messagesSquareDrawing);
const Plus = icon(plusDrawing);
const School = icon(schoolDrawing);
const ShieldCheck = icon(shieldCheckDrawing);
const Sparkles = icon(sparklesDrawing);
const Users = icon(usersDrawing);

/** The same for every guest: the guest response cache may keep it. */
export const handle = GUEST_CACHED;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Community Hub",
    description:
      "Meet students, parents, pastors and educators exploring Christian higher education: discussion forums, live events and stories from people on the same road.",
    publicUrl: publicUrlFrom(matches),
    path: "/community",
  });

const STATS: Array<{ value: string; label: string; icon: IconComponent }> = [
  { value: "2,500+", label: "Community Members", icon: Users },
  { value: "450+", label: "Discussions", icon: MessagesSquare },
  { value: "180+", label: "Schools Reviewed", icon: School },
  { value: "120+", label: "Success Stories", icon: Sparkles },
];

interface Forum {
  title: string;
  description: string;
  posts: number;
  members: number;
  latest: string;
}

const FORUMS: Forum[] = [
  {
    title: "Choosing a School",
    description: "Compare notes on campuses, programs and the questions that helped you decide.",
    posts: 128,
    members: 940,
    latest: "Small college or large university?",
  },
  {
    title: "Paying for College",
    description: "Scholarships, aid offers and budgeting tips from people who have been through it.",
    posts: 96,
    members: 780,
    latest: "Comparing two aid offers side by side",
  },
  {
    title: "Seminary and Graduate Study",
    description: "Degree choices, admissions and everyday life as a seminarian.",
    posts: 74,
    members: 410,
    latest: "MDiv or MA in theology?",
  },
  {
    title: "Discerning a Call to Ministry",
    description: "Talk through a sense of calling with others who are listening for the same thing.",
    posts: 63,
    members: 520,
    latest: "How did you know it was time?",
  },
  {
    title: "Adult and Online Learners",
    description: "Balancing study with work, family and church, one semester at a time.",
    posts: 58,
    members: 460,
    latest: "Study routines that actually work",
  },
  {
    title: "Parents and Families",
    description: "For parents and guardians supporting a student through the search and the first year.",
    posts: 41,
    members: 350,
    latest: "Letting go during the first semester",
  },
];

interface CommunityEvent {
  title: string;
  date: string;
  time: string;
  description: string;
  type: string;
}

const EVENTS: CommunityEvent[] = [
  {
    title: "Paying for a Christian College: Live Q&A",
    date: "First Tuesday of each month",
    time: "7:00 PM Eastern",
    description: "Bring your questions about the FAFSA, scholarships and comparing financial aid offers.",
    type: "Webinar",
  },
  {
    title: "Seminary Information Evening",
    date: "Third Thursday of each month",
    time: "8:00 PM Eastern",
    description: "Current students and graduates talk about degree choices, workload and formation.",
    type: "Virtual Panel",
  },
  {
    title: "Planning Your Campus Visits",
    date: "Second Saturday of each month",
    time: "11:00 AM Eastern",
    description: "Build a visit plan and a list of questions that show you what daily life is really like.",
    type: "Workshop",
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

export default function Community() {
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
              <button type="button" className={primaryButton}>
                <Plus className="size-5" aria-hidden="true" />
                New Post
              </button>
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
          {STATS.map((stat) => (
            <li key={stat.label} className="rounded-xl border border-slate-200 bg-white p-5 text-center shadow-sm">
              <stat.icon className="mx-auto size-7 text-gold-700" aria-hidden="true" />
              <p className="mt-2 font-serif text-3xl font-bold text-brand-800">{stat.value}</p>
              <p className="mt-1 text-sm text-slate-700">{stat.label}</p>
            </li>
          ))}
        </ul>
      </section>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:px-8">
        <div className="space-y-10">
          <section aria-labelledby="forums-heading">
            <h2 id="forums-heading" className="font-serif text-3xl font-bold text-brand-800">
              Discussion Forums
            </h2>
            <ul className="mt-6 grid gap-4 md:grid-cols-2">
              {FORUMS.map((forum) => (
                <li
                  key={forum.title}
                  className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
                >
                  <h3 className="font-serif text-lg font-bold text-brand-800">{forum.title}</h3>
                  <p className="mt-1 text-sm text-slate-700">{forum.description}</p>
                  <p className="mt-3 flex gap-4 text-sm text-slate-600">
                    <span>{forum.posts} posts</span>
                    <span>{forum.members} members</span>
                  </p>
                  <p className="mt-auto border-t border-slate-100 pt-3 text-sm text-slate-700">
                    <span className="font-semibold">Latest:</span> {forum.latest}
                  </p>
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
          <ul className="mt-6 space-y-4">
            {EVENTS.map((event) => (
              <li key={event.title} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
                <span className="inline-block rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700">
                  {event.type}
                </span>
                <h3 className="mt-2 font-serif text-lg font-bold text-brand-800">{event.title}</h3>
                <p className="mt-2 flex items-center gap-2 text-sm text-slate-700">
                  <CalendarDays className="size-4 shrink-0" aria-hidden="true" />
                  {event.date}
                </p>
                <p className="mt-1 flex items-center gap-2 text-sm text-slate-700">
                  <Clock className="size-4 shrink-0" aria-hidden="true" />
                  {event.time}
                </p>
                <p className="mt-2 text-sm text-slate-700">{event.description}</p>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
