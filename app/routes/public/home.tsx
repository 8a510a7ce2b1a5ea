import {
  ArrowRight as arrowRightDrawing,
  BookOpen as bookOpenDrawing,
  Briefcase as briefcaseDrawing,
  Church as churchDrawing,
  GraduationCap as graduationCapDrawing,
  Quote as quoteDrawing,
  ShieldAlert as shieldAlertDrawing,
  X as xDrawing,
} from "lucide";
import { Link } from "react-router";
import type { Route } from "./+types/home";
import { InstitutionCard } from "~/components/institutions/institution-card";
import { listTestimonials } from "~/domain/articles/articles.server";
import {
  getDirectoryTotals,
  listFeaturedInstitutions,
  listFilterOptions,
} from "~/domain/institutions/institutions.server";
import { roundedCount } from "~/lib/counts";
import { publicUrlFrom } from "~/lib/root-data";
import { pageMeta } from "~/lib/seo";
import { versionInStamp } from "~/lib/data-stamp";
import { requestContext, servicesContext } from "~/lib/services.server";
import { SITE_NAME, SITE_TAGLINE } from "~/lib/site";
import { HomeSearch } from "~/components/search/home-search";
import { GUEST_CACHED } from "~/lib/guest-cache";
import { icon } from "~/components/ui/icon";

const ArrowRight = icon(arrowRightDrawing);
const BookOpen = icon(bookOpenDrawing);
const Briefcase = icon(briefcaseDrawing);
const Church = icon(churchDrawing);
const GraduationCap = icon(graduationCapDrawing);
const Quote = icon(quoteDrawing);
const ShieldAlert = icon(shieldAlertDrawing);
const X = icon(xDrawing);

/** The same for every guest: the guest response cache may keep it. */
export const handle = GUEST_CACHED;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const dataVersion = versionInStamp(context.get(requestContext).publicDataStamp, "institutions");
  const [featured, totals, options, testimonials] = await Promise.all([
    listFeaturedInstitutions(db),
    getDirectoryTotals(db, dataVersion),
    listFilterOptions(db, dataVersion),
    listTestimonials(db),
  ]);
  const accessDenied = new URL(request.url).searchParams.get("error") === "access_denied";
  // Rounded here, on the server: the page ships no rounding code.
  const counts = { institutions: roundedCount(totals.institutions), countries: roundedCount(totals.countries) };
  return { featured, totals, counts, options, testimonials, accessDenied };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: SITE_NAME,
    description:
      "Find Christian colleges, universities, seminaries and Bible colleges: search by place, denomination and type, and read guidance for every step.",
    publicUrl: publicUrlFrom(matches),
    path: "/",
  });

const AUDIENCES = [
  {
    title: "High School Students",
    text: "Compare campuses, majors and costs, and plan your applications with confidence.",
    to: "/resources?category=High+School+Students",
    icon: GraduationCap,
  },
  {
    title: "Career Switchers",
    text: "Find flexible and online programs that fit a working life and a new direction.",
    to: "/resources?category=Career+Switchers",
    icon: Briefcase,
  },
  {
    title: "Ministry Focused",
    text: "Explore seminaries that prepare pastors, chaplains, missionaries and teachers.",
    to: "/search?institution_type=Seminary",
    icon: Church,
  },
] as const;

export default function Home({ loaderData }: Route.ComponentProps) {
  const { featured, totals, counts, options, testimonials, accessDenied } = loaderData;
  return (
    <>
      {accessDenied && (
        <div role="alert" className="border-b border-amber-200 bg-amber-50">
          <div className="mx-auto flex max-w-7xl items-start gap-3 px-4 py-3 sm:px-6 lg:px-8">
            <ShieldAlert className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
            <p className="flex-1 text-sm text-amber-900">
              <strong className="font-semibold">Administrator access required.</strong> The admin area needs an
              administrator account. Sign in with an administrator account, or ask an administrator to give you access.
            </p>
            <Link
              to="/"
              replace
              preventScrollReset
              className="inline-flex size-8 shrink-0 items-center justify-center rounded-md text-amber-900 hover:bg-amber-100"
            >
              <X className="size-5" aria-hidden="true" />
              <span className="sr-only">Dismiss notice</span>
            </Link>
          </div>
        </div>
      )}

      <section className="surface-dark bg-gradient-to-br from-brand-800 via-brand-700 to-brand-600 text-white">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[minmax(0,1fr)_16rem] lg:items-end lg:px-8 lg:py-20">
          <div>
            <p className="text-sm font-semibold tracking-wide text-gold-300 uppercase">{SITE_TAGLINE}</p>
            <h1 className="mt-3 max-w-3xl font-serif text-4xl font-bold sm:text-5xl">
              Find the Christian college, seminary or Bible school that fits your calling
            </h1>
            <p className="mt-5 max-w-2xl text-lg text-brand-100">
              Search {counts.institutions} schools in {counts.countries}{" "}
              {totals.countries === 1 ? "country" : "countries"}, with facts from official sources.
            </p>
            <HomeSearch options={options} />
          </div>
          <dl className="grid grid-cols-2 gap-6 lg:grid-cols-1 lg:rounded-2xl lg:bg-white/10 lg:p-6">
            <div>
              <dt className="text-sm text-brand-100">Schools listed</dt>
              <dd className="font-serif text-3xl font-bold">{counts.institutions}</dd>
            </div>
            <div>
              <dt className="text-sm text-brand-100">Countries</dt>
              <dd className="font-serif text-3xl font-bold">{counts.countries}</dd>
            </div>
          </dl>
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8" aria-labelledby="audiences-heading">
        <h2 id="audiences-heading" className="font-serif text-3xl font-bold text-brand-800">
          Where are you on your path?
        </h2>
        <div className="mt-8 grid gap-6 md:grid-cols-3">
          {AUDIENCES.map(({ title, text, to, icon: Icon }) => (
            <article
              key={title}
              className="relative flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm transition hover:shadow-md"
            >
              <Icon className="size-10 text-gold-500" aria-hidden="true" />
              <h3 className="mt-4 font-serif text-xl font-bold text-brand-800">
                <Link to={to} className="after:absolute after:inset-0 hover:underline">
                  {title}
                </Link>
              </h3>
              <p className="mt-2 flex-1 text-slate-600">{text}</p>
              <span className="mt-4 inline-flex items-center gap-1 font-semibold text-brand-700" aria-hidden="true">
                Explore <ArrowRight className="size-4" />
              </span>
            </article>
          ))}
        </div>
      </section>

      <section className="bg-slate-50" aria-labelledby="featured-heading">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
          <div className="flex items-end justify-between gap-4">
            <h2 id="featured-heading" className="font-serif text-3xl font-bold text-brand-800">
              Featured Institutions
            </h2>
            <Link to="/search" className="font-semibold whitespace-nowrap text-brand-700 hover:underline">
              View All
            </Link>
          </div>
          <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {featured.map((institution) => (
              <InstitutionCard key={institution.id} institution={institution} />
            ))}
          </div>
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8" aria-labelledby="testimonials-heading">
        <h2 id="testimonials-heading" className="font-serif text-3xl font-bold text-brand-800">
          What families and students say
        </h2>
        {testimonials.length ? (
          <div className="mt-8 grid gap-6 md:grid-cols-3">
            {testimonials.map((testimonial) => (
              <figure key={testimonial.slug} className="flex flex-col rounded-xl bg-brand-50 p-6">
                <Quote className="size-8 text-gold-500" aria-hidden="true" />
                <blockquote className="mt-3 flex-1 text-slate-700">{testimonial.quote}</blockquote>
                <figcaption className="mt-4 font-semibold text-brand-800">
                  {testimonial.name}
                  <Link
                    to={`/resources/articles/${testimonial.slug}`}
                    className="block py-1 text-sm font-normal text-brand-700 underline underline-offset-2"
                  >
                    Read the story<span className="sr-only"> of {testimonial.name}</span>
                  </Link>
                </figcaption>
              </figure>
            ))}
          </div>
        ) : (
          <p className="mt-4 max-w-2xl text-slate-700">
            No stories yet: we publish only what real students, families and counselors tell us, with their permission.
            Has the directory helped you choose a school?{" "}
            <Link to="/contact?topic=story" className="font-semibold text-brand-700 underline underline-offset-2">
              Share your story
            </Link>
            .
          </p>
        )}
      </section>

      <section className="surface-dark bg-brand-800 text-white" aria-labelledby="cta-heading">
        <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-14 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
          <div>
            <h2 id="cta-heading" className="font-serif text-3xl font-bold">
              Ready to find your school?
            </h2>
            <p className="mt-2 max-w-xl text-brand-100">
              Search every school in the directory by name, place, denomination and type.
            </p>
          </div>
          <Link
            to="/search"
            className="inline-flex min-h-12 items-center gap-2 rounded-lg bg-gold-500 px-6 py-3 font-semibold text-brand-900 hover:bg-gold-300"
          >
            <BookOpen className="size-5" aria-hidden="true" />
            Start Searching
          </Link>
        </div>
      </section>
    </>
  );
}
