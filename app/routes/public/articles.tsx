import { useNavigation } from "react-router";
import type { Route } from "./+types/articles";
import { ArticleCard } from "~/components/articles/article-card";
import { ArticleFilters, articleListUrl } from "~/components/articles/article-filters";
import { ArticlePagination } from "~/components/articles/article-pagination";
import { ArticlesUnavailable } from "~/components/articles/articles-unavailable";
import { readArticlePageParams } from "~/domain/articles/article.schemas";
import { getCategoryCounts, listArticles } from "~/domain/articles/articles.server";
import { publicUrlFrom } from "~/lib/root-data";
import { pageMeta } from "~/lib/seo";
import { servicesContext } from "~/lib/services.server";
import { GUEST_CACHED } from "~/lib/guest-cache";

const PATH = "/resources/articles";

/** The same for every guest: the guest response cache may keep it. */
export const handle = GUEST_CACHED;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const params = readArticlePageParams(new URL(request.url));
  const [list, counts] = await Promise.all([
    listArticles(db, {
      search: params.search || undefined,
      category: params.category || undefined,
      featured: params.featured || undefined,
      page: params.page,
    }),
    getCategoryCounts(db),
  ]);
  return { list, categories: counts.map((entry) => entry.category), params };
}

export const meta: Route.MetaFunction = ({ matches, data }) => {
  const category = data?.params.category;
  return pageMeta({
    title: category ? `${category} Articles` : "All Articles",
    description: category
      ? `Guidance articles for ${category.toLowerCase()}: practical advice on Christian colleges, seminaries and Bible schools.`
      : "Every guidance article in one place: search by topic, filter by category, and find practical advice on Christian higher education.",
    publicUrl: publicUrlFrom(matches),
    path: articleListUrl(PATH, { category }),
  });
};

export default function Articles({ loaderData }: Route.ComponentProps) {
  const { list, categories, params } = loaderData;
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === PATH;
  const { total, page, totalPages } = list.pagination;
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      <h1 className="font-serif text-4xl font-bold text-brand-800">All Articles</h1>
      <p className="mt-3 max-w-2xl text-lg text-slate-700">
        Practical guidance for every step toward Christian higher education.
      </p>

      <div className="mt-8">
        <ArticleFilters action={PATH} categories={categories} values={params} label="Search and filter articles" />
      </div>

      <div
        aria-live="polite"
        className="mt-6 flex flex-wrap items-baseline justify-between gap-2 text-sm text-slate-700"
      >
        {list.articles.length > 0 && (
          <>
            <p>
              Showing {list.articles.length} of {total} articles
            </p>
            <p>
              Page {page} of {totalPages}
            </p>
          </>
        )}
      </div>

      <div aria-busy={loading} className={loading ? "opacity-60 transition-opacity" : "transition-opacity"}>
        {list.articles.length > 0 ? (
          <div className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {list.articles.map((article) => (
              <ArticleCard key={article.id} article={article} headingLevel={2} />
            ))}
          </div>
        ) : (
          <div className="mt-4 rounded-xl border border-dashed border-slate-300 px-6 py-12 text-center">
            <h2 className="font-serif text-2xl font-bold text-brand-800">No Articles Found</h2>
            <p className="mt-2 text-slate-700">
              {params.search
                ? `No articles found matching "${params.search}"`
                : "No articles found matching your criteria."}
            </p>
          </div>
        )}
      </div>

      <ArticlePagination
        page={page}
        totalPages={totalPages}
        hrefFor={(target) => articleListUrl(PATH, { ...params, page: target })}
      />
    </div>
  );
}

export function ErrorBoundary() {
  return <ArticlesUnavailable />;
}
