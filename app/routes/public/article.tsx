import {
  ArrowLeft as arrowLeftDrawing,
  ArrowRight as arrowRightDrawing,
  ChevronRight as chevronRightDrawing,
  Clock as clockDrawing,
} from "lucide";
import { useEffect } from "react";
import { data, isRouteErrorResponse, Link, useRouteError } from "react-router";
import type { Route } from "./+types/article";
import { countArticleView } from "~/clients/article-views";
import { ArticleCard } from "~/components/articles/article-card";
import { ArticleFaq } from "~/components/articles/article-faq";
import { CategoryBadge } from "~/components/articles/category-badge";
import { ShareActions } from "~/components/articles/share-actions";
import type { ArticleSummary } from "~/domain/articles/article.schemas";
import { articleBreadcrumbs, articleMeta } from "~/domain/articles/article-seo";
import { getArticleBySlug, getArticleNeighbours, listRelatedArticles } from "~/domain/articles/articles.server";
import { formatDate } from "~/lib/format";
import { publicUrlFrom } from "~/lib/root-data";
import { pageTitle } from "~/lib/seo";
import { servicesContext } from "~/lib/services.server";
import { GUEST_CACHED } from "~/lib/guest-cache";
import { icon } from "~/components/ui/icon";

const ArrowLeft = icon(arrowLeftDrawing);
const ArrowRight = icon(arrowRightDrawing);
const ChevronRight = icon(chevronRightDrawing);
const Clock = icon(clockDrawing);

/** The same for every guest: the guest response cache may keep it. */
export const handle = GUEST_CACHED;

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const found = await getArticleBySlug(db, params.slug);
  if (!found) throw data({ message: "Article not found" }, { status: 404 });
  const [related, neighbours] = await Promise.all([listRelatedArticles(db, found), getArticleNeighbours(db, found)]);
  // The page shows the rendered body; the stored text need not travel to the browser.
  const { content: _stored, ...article } = found;
  return { article, related, neighbours };
}

export const meta: Route.MetaFunction = ({ data: loaded, matches, error }) => {
  if (!loaded) {
    const notFound = isRouteErrorResponse(error) && error.status === 404;
    return [{ title: pageTitle(notFound ? "Article Not Found" : "Error Loading Article") }];
  }
  return articleMeta({ article: loaded.article, faqs: loaded.article.faqs, publicUrl: publicUrlFrom(matches) });
};

/** One count per visit (this browser tab's session); a failure is only logged. */
function useCountView(slug: string) {
  useEffect(() => {
    const key = `article-viewed:${slug}`;
    try {
      if (sessionStorage.getItem(key)) return;
      sessionStorage.setItem(key, "1");
    } catch {
      // Storage blocked: count this view anyway.
    }
    countArticleView(slug);
  }, [slug]);
}

const SCHOOL_LINKS = [
  { to: "/search?institution_type=University", label: "Christian Universities" },
  { to: "/search?institution_type=Seminary", label: "Seminaries" },
  { to: "/search?institution_type=Bible+College", label: "Bible Colleges" },
];

const sidebarLink = "flex min-h-11 items-center justify-between gap-2 py-2 text-brand-700 hover:underline";

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { article, related, neighbours } = loaderData;
  useCountView(article.slug);
  const crumbs = articleBreadcrumbs(article);
  const heading = article.headline || article.title;
  const category = article.category;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8 print:max-w-none print:p-0">
      <div className="print:hidden">
        <Link
          to="/resources"
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to Resources
        </Link>
        <nav aria-label="Breadcrumb" className="mt-2">
          <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-600">
            {crumbs.map((crumb, index) => (
              <li key={crumb.path} className="flex items-center gap-1">
                {index > 0 && <ChevronRight className="size-4 shrink-0 text-slate-400" aria-hidden="true" />}
                {index === crumbs.length - 1 ? (
                  <span aria-current="page" className="line-clamp-1 text-slate-700">
                    {crumb.name}
                  </span>
                ) : (
                  <Link to={crumb.path} className="inline-block py-1 hover:text-brand-700 hover:underline">
                    {crumb.name}
                  </Link>
                )}
              </li>
            ))}
          </ol>
        </nav>
      </div>

      <div className="mt-6 grid gap-10 lg:grid-cols-[minmax(0,1fr)_18rem] print:block">
        <article className="min-w-0">
          <header>
            {category && <CategoryBadge category={category} />}
            <h1 className="mt-3 font-serif text-3xl leading-tight font-bold text-brand-900 sm:text-4xl">{heading}</h1>
            {article.sub_headline && <p className="mt-3 text-lg text-slate-700 sm:text-xl">{article.sub_headline}</p>}
            <div className="mt-5 flex flex-wrap items-center justify-between gap-4 border-y border-slate-200 py-3">
              <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
                {article.published_at && (
                  <time dateTime={article.published_at}>{formatDate(article.published_at)}</time>
                )}
                <span className="inline-flex items-center gap-1">
                  <Clock className="size-4" aria-hidden="true" />
                  {article.reading_time_minutes} min read
                </span>
              </p>
              <ShareActions title={heading} text={article.excerpt ?? article.title} />
            </div>
          </header>

          {article.header_image_path && (
            <img
              src={article.header_image_path}
              alt=""
              className="mt-6 aspect-[1200/630] w-full rounded-xl object-cover"
            />
          )}

          {article.tldr && (
            <section
              aria-labelledby="tldr-heading"
              className="mt-8 rounded-xl border-l-4 border-gold-500 bg-gold-100/60 p-5"
            >
              <h2 id="tldr-heading" className="text-sm font-bold tracking-wide text-gold-700 uppercase">
                TL;DR
              </h2>
              <p className="mt-2 text-slate-800">{article.tldr}</p>
            </section>
          )}

          <div className="article-body mt-8" dangerouslySetInnerHTML={{ __html: article.content_html }} />

          <ArticleFaq faqs={article.faqs} />

          {(neighbours.previous || neighbours.next) && (
            <nav aria-label="More articles" className="mt-12 grid gap-4 sm:grid-cols-2 print:hidden">
              {neighbours.previous ? (
                <NeighbourLink article={neighbours.previous} direction="previous" />
              ) : (
                <span className="hidden sm:block" />
              )}
              {neighbours.next && <NeighbourLink article={neighbours.next} direction="next" />}
            </nav>
          )}
        </article>

        <aside aria-label="More resources" className="space-y-6 lg:sticky lg:top-24 lg:self-start print:hidden">
          <div className="rounded-xl border border-slate-200 bg-white p-5">
            <h2 className="font-serif text-lg font-bold text-brand-800">Find Schools</h2>
            <ul className="mt-2 divide-y divide-slate-100">
              {SCHOOL_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={sidebarLink}>
                    {link.label}
                    <ChevronRight className="size-4" aria-hidden="true" />
                  </Link>
                </li>
              ))}
            </ul>
          </div>
          <div className="rounded-xl border border-slate-200 bg-white p-5">
            <h2 className="font-serif text-lg font-bold text-brand-800">Keep Exploring</h2>
            <ul className="mt-2 divide-y divide-slate-100">
              {category && (
                <li>
                  <Link to={`/resources?category=${encodeURIComponent(category)}`} className={sidebarLink}>
                    More for {category}
                    <ChevronRight className="size-4" aria-hidden="true" />
                  </Link>
                </li>
              )}
              <li>
                <Link to="/search" className={sidebarLink}>
                  Search All Schools
                  <ChevronRight className="size-4" aria-hidden="true" />
                </Link>
              </li>
              <li>
                <Link to="/community" className={sidebarLink}>
                  Join the Community
                  <ChevronRight className="size-4" aria-hidden="true" />
                </Link>
              </li>
            </ul>
          </div>
        </aside>
      </div>

      {related.length > 0 && (
        <section aria-labelledby="related-heading" className="mt-16 print:hidden">
          <h2 id="related-heading" className="font-serif text-2xl font-bold text-brand-800">
            Related Articles
          </h2>
          <div className="mt-6 grid gap-6 md:grid-cols-3">
            {related.map((item) => (
              <ArticleCard key={item.id} article={item} />
            ))}
          </div>
        </section>
      )}
    </div>
  );
}

function NeighbourLink({ article, direction }: { article: ArticleSummary; direction: "previous" | "next" }) {
  const isNext = direction === "next";
  return (
    <Link
      to={`/resources/articles/${article.slug}`}
      rel={isNext ? "next" : "prev"}
      className={`flex flex-col gap-1 rounded-xl border border-slate-200 bg-white p-4 hover:border-brand-500 hover:shadow-sm ${isNext ? "sm:col-start-2 sm:items-end sm:text-right" : ""}`}
    >
      <span className="inline-flex items-center gap-1 text-sm font-semibold text-slate-600">
        {!isNext && <ArrowLeft className="size-4" aria-hidden="true" />}
        {isNext ? "Next Article" : "Previous Article"}
        {isNext && <ArrowRight className="size-4" aria-hidden="true" />}
      </span>
      <span className="font-serif font-bold text-brand-800">{article.title}</span>
    </Link>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <section className="mx-auto max-w-xl px-4 py-24 text-center">
        <h1 className="font-serif text-3xl font-bold text-brand-800">
          Article Not Found
          {/* The catalogue's message reads as one sentence to assistive technology. */}
          <span className="sr-only">{": "}</span>
        </h1>
        <p className="mt-4 text-slate-700">The article you're looking for doesn't exist or has been moved.</p>
        <Link
          to="/resources"
          className="mt-8 inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
        >
          Browse All Resources
        </Link>
      </section>
    );
  }
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center" role="alert">
      <h1 className="font-serif text-3xl font-bold text-brand-800">Error Loading Article</h1>
      <p className="mt-4 text-slate-700">Failed to fetch article</p>
      <Link
        to="/resources"
        className="mt-8 inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
      >
        Back to Resources
      </Link>
    </section>
  );
}
