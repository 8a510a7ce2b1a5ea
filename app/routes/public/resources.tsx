import {
  ArrowRight as arrowRightDrawing,
  BadgeCheck as badgeCheckDrawing,
  Church as churchDrawing,
  HandCoins as handCoinsDrawing,
  Lightbulb as lightbulbDrawing,
  MapPin as mapPinDrawing,
} from "lucide";
import { Link } from "react-router";
import type { Route } from "./+types/resources";
import { ArticleCard } from "~/components/articles/article-card";
import { ArticleFilters, articleListUrl } from "~/components/articles/article-filters";
import { ArticlesUnavailable } from "~/components/articles/articles-unavailable";
import { categoryStyle } from "~/components/articles/category-style";
import { readArticlePageParams } from "~/domain/articles/article.schemas";
import { getCategoryCounts, listArticles, listFeaturedArticles } from "~/domain/articles/articles.server";
import { CATEGORY_DESCRIPTIONS } from "~/db/article-categories";
import { ACCREDITATION_ARTICLE_PATH } from "~/domain/institutions/accreditation-explained";
import { searchInstitutions } from "~/domain/institutions/institution-search.server";
import { SearchParamsSchema } from "~/domain/institutions/institution.schemas";
import { searchHref } from "~/domain/institutions/search-options";
import { DEGREE_FILTER_LABELS, type DegreeFilter } from "~/domain/institutions/seminary-degrees";
import { formatNumber } from "~/lib/format";
import { publicUrlFrom } from "~/lib/root-data";
import { pageMeta } from "~/lib/seo";
import { servicesContext } from "~/lib/services.server";
import { GUEST_CACHED } from "~/lib/guest-cache";
import { icon } from "~/components/ui/icon";

const ArrowRight = icon(arrowRightDrawing);
const BadgeCheck = icon(badgeCheckDrawing);
const Church = icon(churchDrawing);
const HandCoins = icon(handCoinsDrawing);
const Lightbulb = icon(lightbulbDrawing);
const MapPin = icon(mapPinDrawing);

/** The ministry pathways, in the order a future minister reads them: the degrees, then the fully online MDiv. */
const PATHWAY_FILTERS: readonly DegreeFilter[] = ["mdiv", "theology_master", "dmin", "phd", "mdiv_online"];

/** How many articles the Browse by Category block shows before linking to the full list. */
const BROWSE_LIMIT = 6;

/** The same for every guest: the guest response cache may keep it. */
export const handle = GUEST_CACHED;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const { category, featured } = readArticlePageParams(new URL(request.url));
  // The ministry pathways are the search's own degree filters with their counts (one rule for both:
  // seminary-degrees.ts), and every seminary.
  const [featuredArticles, counts, browse, directory] = await Promise.all([
    listFeaturedArticles(db),
    getCategoryCounts(db),
    listArticles(db, { category: category || undefined, featured: featured || undefined, limit: BROWSE_LIMIT }),
    searchInstitutions(db, SearchParamsSchema.parse({ page_size: "1" })),
  ]);
  const seminaries = directory.facets.institution_type.find((entry) => entry.value === "Seminary")?.count ?? 0;
  const pathways = [
    ...PATHWAY_FILTERS.map((filter) => ({
      to: searchHref({ seminary_degree: filter }),
      label: DEGREE_FILTER_LABELS[filter],
      count: directory.degree_counts[filter],
    })),
    { to: searchHref({ institution_type: "Seminary" }), label: "Every seminary", count: seminaries },
  ];
  return { featuredArticles, counts, browse, filters: { search: "", category, featured }, pathways };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Educational Resources",
    description:
      "Guidance articles for every step toward Christian higher education: choosing a school, applying, paying for it, seminary and ministry training.",
    publicUrl: publicUrlFrom(matches),
    path: "/resources",
  });

const GUIDANCE = [
  {
    icon: Lightbulb,
    title: "Start with your calling",
    text: "Write down what you hope to study and why. A clear sense of purpose makes every later choice easier.",
    link: { to: "/resources/articles?category=General+Guidance", label: "Read general guidance" },
  },
  {
    icon: BadgeCheck,
    title: "Check accreditation",
    text: "Accreditation affects financial aid, credit transfer and how others read your degree. Confirm it before you apply.",
    link: { to: ACCREDITATION_ARTICLE_PATH, label: "Understanding accreditation" },
  },
  {
    icon: HandCoins,
    title: "Plan the real cost",
    text: "Look at the net price after grants and scholarships, and file the FAFSA each year if you study in the U.S.",
    link: { to: "/resources/articles?search=financial+aid", label: "Find financial aid articles" },
  },
  {
    icon: MapPin,
    title: "Visit before you decide",
    text: "Sit in on a class, attend chapel and talk with students. A visit shows what a brochure cannot.",
    link: { to: "/resources/articles?search=visit", label: "Plan a campus visit" },
  },
];

export default function Resources({ loaderData }: Route.ComponentProps) {
  const { featuredArticles, counts, browse, filters, pathways } = loaderData;
  const categories = counts.map((entry) => entry.category);
  const viewAll = articleListUrl("/resources/articles", filters);
  return (
    <>
      <section className="surface-dark bg-gradient-to-br from-brand-800 via-brand-700 to-brand-600 text-white">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8 lg:py-20">
          <h1 className="font-serif text-4xl font-bold sm:text-5xl">Educational Resources</h1>
          <p className="mt-4 max-w-2xl text-lg text-brand-100">
            Clear, practical guidance for students, career switchers, future ministers and their families, from choosing
            a school to paying for it.
          </p>
          <Link
            to="/resources/articles"
            className="mt-8 inline-flex min-h-11 items-center gap-2 rounded-lg bg-gold-500 px-6 py-3 font-semibold text-brand-900 hover:bg-gold-300"
          >
            Browse All Articles
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </div>
      </section>

      <section
        id="ministry-pathways"
        className="mx-auto max-w-7xl scroll-mt-20 px-4 pt-14 sm:px-6 lg:px-8"
        aria-labelledby="pathways-heading"
      >
        <h2 id="pathways-heading" className="flex items-center gap-2 font-serif text-3xl font-bold text-brand-800">
          <Church className="size-7 shrink-0 text-brand-700" aria-hidden="true" />
          Ministry Pathways
        </h2>
        <p className="mt-2 max-w-3xl text-slate-700">
          Preparing for pastoral ministry, chaplaincy, teaching or missions? Find seminaries by the degree you need. A
          school counts under a degree when it awarded that degree in at least one year 2020-2024 (IPEDS completions),
          unless the school or our editors have verified otherwise; &ldquo;fully online&rdquo; counts only schools whose
          own pages say so, once verified.
        </p>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {pathways.map((pathway) => (
            <li key={pathway.to}>
              <Link
                to={pathway.to}
                className="flex h-full min-h-11 flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm hover:border-brand-300 hover:shadow-md"
              >
                <span className="font-serif text-lg font-bold text-brand-800">{pathway.label}</span>
                <span className="mt-1 text-sm text-slate-700">
                  {formatNumber(pathway.count)} {pathway.count === 1 ? "school" : "schools"}
                </span>
              </Link>
            </li>
          ))}
        </ul>
        <Link
          to="/resources/articles?category=Ministry+Students"
          className="mt-4 inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          Guidance for ministry students
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </section>

      {featuredArticles.length > 0 && (
        <section className="mx-auto max-w-7xl px-4 pt-14 sm:px-6 lg:px-8" aria-labelledby="featured-articles">
          <h2 id="featured-articles" className="font-serif text-3xl font-bold text-brand-800">
            Featured Articles
          </h2>
          <div className="mt-6 grid gap-6 md:grid-cols-3">
            {featuredArticles.map((article) => (
              <ArticleCard key={article.id} article={article} />
            ))}
          </div>
        </section>
      )}

      <section className="mx-auto max-w-7xl px-4 pt-14 sm:px-6 lg:px-8" aria-labelledby="browse-heading">
        <h2 id="browse-heading" className="font-serif text-3xl font-bold text-brand-800">
          Browse by Category
        </h2>
        <div className="mt-6">
          <ArticleFilters
            action="/resources"
            categories={categories}
            values={filters}
            withSearch={false}
            label="Browse articles by category"
          />
        </div>
        <p className="mt-6 text-sm text-slate-700" aria-live="polite">
          Showing {browse.articles.length} of {browse.pagination.total} articles
        </p>
        {browse.articles.length > 0 ? (
          <div className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {browse.articles.map((article) => (
              <ArticleCard key={article.id} article={article} />
            ))}
          </div>
        ) : (
          <p className="mt-4 rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-700">
            No articles found matching your criteria.
          </p>
        )}
        {browse.pagination.total > browse.articles.length && (
          <Link
            to={viewAll}
            className="mt-6 inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 hover:underline"
          >
            View all {browse.pagination.total} articles
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        )}
      </section>

      <section className="mx-auto max-w-7xl px-4 pt-14 sm:px-6 lg:px-8" aria-labelledby="categories-heading">
        <h2 id="categories-heading" className="font-serif text-3xl font-bold text-brand-800">
          Resource Categories
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {counts.map(({ category, count }) => {
            const style = categoryStyle(category);
            const Icon = style.icon;
            return (
              <li key={category}>
                <Link
                  to={articleListUrl("/resources/articles", { category })}
                  className={`flex h-full flex-col rounded-xl border border-t-4 border-slate-200 bg-white p-5 shadow-sm transition hover:shadow-md ${style.accent}`}
                >
                  <span className={`inline-flex size-10 items-center justify-center rounded-lg ${style.tile}`}>
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <span className="mt-3 font-serif text-lg font-bold text-brand-800">{category}</span>
                  {CATEGORY_DESCRIPTIONS[category] && (
                    <span className="mt-1 text-sm text-slate-700">{CATEGORY_DESCRIPTIONS[category]}</span>
                  )}
                  <span className="mt-auto pt-3 text-sm font-semibold text-brand-700">
                    {count} {count === 1 ? "article" : "articles"}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </section>

      <section className="mx-auto max-w-7xl px-4 pt-14 sm:px-6 lg:px-8" aria-labelledby="guidance-heading">
        <h2 id="guidance-heading" className="font-serif text-3xl font-bold text-brand-800">
          General Guidance
        </h2>
        <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {GUIDANCE.map((card) => (
            <div key={card.title} className="flex flex-col rounded-xl bg-brand-50 p-6">
              <card.icon className="size-7 text-brand-700" aria-hidden="true" />
              <h3 className="mt-3 font-serif text-lg font-bold text-brand-800">{card.title}</h3>
              <p className="mt-2 text-sm text-slate-700">{card.text}</p>
              <Link
                to={card.link.to}
                className="mt-auto inline-block pt-4 text-sm font-semibold text-brand-700 hover:underline"
              >
                {card.link.label}
              </Link>
            </div>
          ))}
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
        <div className="surface-dark rounded-2xl bg-brand-800 px-6 py-10 text-center text-white sm:px-12">
          <h2 className="font-serif text-3xl font-bold">Ready to find your school?</h2>
          <p className="mx-auto mt-3 max-w-2xl text-brand-100">
            Search Christian colleges, universities, seminaries and Bible colleges by place, denomination and type.
          </p>
          <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
            <Link
              to="/search"
              className="inline-flex min-h-11 items-center justify-center rounded-lg bg-gold-500 px-6 py-3 font-semibold text-brand-900 hover:bg-gold-300"
            >
              Search the Directory
            </Link>
            <Link
              to="/community"
              className="inline-flex min-h-11 items-center justify-center rounded-lg border border-white/60 px-6 py-3 font-semibold text-white hover:bg-white/10"
            >
              Join the Community
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}

export function ErrorBoundary() {
  return <ArticlesUnavailable />;
}
