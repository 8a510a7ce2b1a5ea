import { Link } from "react-router";
import type { Route } from "./+types/home";
import { InstitutionCard } from "~/components/institutions/institution-card";
import { getDirectoryTotals, listFeaturedInstitutions } from "~/domain/institutions/institutions.server";
import { formatNumber } from "~/lib/format";
import { publicUrlFrom } from "~/lib/root-data";
import { pageMeta } from "~/lib/seo";
import { servicesContext } from "~/lib/services.server";
import { SITE_NAME, SITE_TAGLINE } from "~/lib/site";

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const [featured, totals] = await Promise.all([listFeaturedInstitutions(db), getDirectoryTotals(db)]);
  return { featured, totals };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: SITE_NAME,
    description:
      "Find Christian colleges, universities, seminaries and Bible colleges: search by place, denomination and type, and read guidance for every step.",
    publicUrl: publicUrlFrom(matches),
    path: "/",
  });

/** Rounds down to a friendly '1,000+' style figure. */
function plus(value: number) {
  if (value >= 1000) return `${formatNumber(Math.floor(value / 1000) * 1000)}+`;
  if (value >= 100) return `${Math.floor(value / 100) * 100}+`;
  if (value >= 10) return `${Math.floor(value / 10) * 10}+`;
  return String(value);
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { featured, totals } = loaderData;
  return (
    <>
      <section className="bg-gradient-to-br from-brand-800 via-brand-700 to-brand-600 text-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8 lg:py-24">
          <p className="text-sm font-semibold tracking-wide text-gold-300 uppercase">{SITE_TAGLINE}</p>
          <h1 className="mt-3 max-w-3xl font-serif text-4xl font-bold sm:text-5xl">
            Find the Christian college, seminary or Bible school that fits your calling
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-brand-100">
            {plus(totals.institutions)} schools in {plus(totals.countries)} countries, with facts from official sources.
          </p>
          <Link
            to="/search"
            className="mt-8 inline-block rounded-lg bg-gold-500 px-6 py-3 font-semibold text-brand-900 hover:bg-gold-300"
          >
            Search the Directory
          </Link>
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8" aria-labelledby="featured-heading">
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
      </section>
    </>
  );
}
