import { Clock as clockDrawing, Star as starDrawing } from "lucide";
import { Link } from "react-router";
import type { ArticleSummary } from "~/domain/articles/article.schemas";
import { formatDate } from "~/lib/format";
import { CategoryBadge } from "./category-badge";
import { categoryStyle } from "./category-style";
import { icon } from "~/components/ui/icon";

const Clock = icon(clockDrawing);
const Star = icon(starDrawing);

export function ArticleCard({ article, headingLevel = 3 }: { article: ArticleSummary; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article
      className={`group relative flex flex-col overflow-hidden rounded-xl border border-t-4 border-slate-200 bg-white shadow-sm transition hover:shadow-md ${categoryStyle(article.category).accent}`}
    >
      {article.header_image_path && (
        <img src={article.header_image_path} alt="" loading="lazy" className="aspect-[16/9] w-full object-cover" />
      )}
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap items-center gap-2">
          {article.category && <CategoryBadge category={article.category} />}
          {article.featured && (
            <span className="inline-flex items-center gap-1 rounded-full bg-gold-100 px-2.5 py-0.5 text-xs font-semibold text-gold-700">
              <Star className="size-3" aria-hidden="true" />
              Featured
            </span>
          )}
        </div>
        <Heading className="mt-3 font-serif text-lg leading-snug font-bold text-brand-800">
          <Link
            to={`/resources/articles/${article.slug}`}
            className="after:absolute after:inset-0 hover:underline"
            prefetch="intent"
          >
            {article.title}
          </Link>
        </Heading>
        {article.excerpt && <p className="mt-2 text-sm text-slate-700">{article.excerpt}</p>}
        <p className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 pt-4 text-xs text-slate-600">
          {article.published_at && <time dateTime={article.published_at}>{formatDate(article.published_at)}</time>}
          <span className="inline-flex items-center gap-1">
            <Clock className="size-3.5" aria-hidden="true" />
            {article.reading_time_minutes} min read
          </span>
        </p>
      </div>
    </article>
  );
}
