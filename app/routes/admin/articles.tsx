/**
 * /admin/articles: every article with search (title, excerpt), status and category filters, and
 * Publish / Move to Draft / Archive / Delete on each, shown at once while the server confirms.
 */
import {
  Archive as archiveDrawing,
  ExternalLink as externalLinkDrawing,
  FileText as fileTextDrawing,
  Pencil as pencilDrawing,
  Plus as plusDrawing,
  Send as sendDrawing,
  Trash2 as trash2Drawing,
  Undo2 as undo2Drawing,
} from "lucide";
import { data, Link, useFetcher, useNavigation } from "react-router";
import type { Route } from "./+types/articles";
import { requireAdmin } from "~/routes/guards.server";
import {
  AdminArticleListQuerySchema,
  ArticleIdSchema,
  ArticleStatusSchema,
  STATUS_LABELS,
  type AdminArticleSummary,
  type ArticleStatus,
} from "~/domain/articles/article-admin.schemas";
import {
  deleteArticle,
  listAdminArticles,
  listArticleCategories,
  setArticleStatus,
} from "~/domain/articles/article-admin.server";
import { errorData } from "~/lib/error-status.server";
import { formatDate } from "~/lib/format";
import { servicesContext } from "~/lib/services.server";
import { SITE_NAME } from "~/lib/site";
import { readForm } from "~/lib/http.server";
import { icon } from "~/components/ui/icon";
import { AdminListToolbar, ToolbarSearch, ToolbarSelect, useApplySoon } from "~/components/admin/admin-list-toolbar";
import { RowError } from "~/components/ui/row-error";

const Archive = icon(archiveDrawing);
const ExternalLink = icon(externalLinkDrawing);
const FileText = icon(fileTextDrawing);
const Pencil = icon(pencilDrawing);
const Plus = icon(plusDrawing);
const Send = icon(sendDrawing);
const Trash2 = icon(trash2Drawing);
const Undo2 = icon(undo2Drawing);

const STATUS_FAILED_MESSAGE = "Failed to update article status. Please try again.";
const DELETE_FAILED_MESSAGE = "Failed to delete article. Please try again.";

/** The list's own address is forgiving: a filter value that makes no sense is ignored. */
function readFilters(url: URL) {
  const parsed = AdminArticleListQuerySchema.safeParse(Object.fromEntries(url.searchParams));
  return parsed.success ? parsed.data : { q: "", status: "all" as const, category: "" };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  await requireAdmin(request, services, "articles");
  const filters = readFilters(new URL(request.url));
  const [articles, categories] = await Promise.all([
    listAdminArticles(services.db, filters),
    listArticleCategories(services.db),
  ]);
  return { filters, articles, categories };
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const actor = await requireAdmin(request, services, "articles");
  const form = Object.fromEntries(await readForm(request));
  const intent = form.intent === "delete" ? "delete" : "status";
  const failure = intent === "delete" ? DELETE_FAILED_MESSAGE : STATUS_FAILED_MESSAGE;
  const id = ArticleIdSchema.safeParse(form);
  const status = ArticleStatusSchema.safeParse(form);
  if (!id.success || (intent === "status" && !status.success)) {
    return data({ ok: false as const, error: failure }, { status: 400 });
  }
  try {
    if (intent === "delete") await deleteArticle(services.db, actor, id.data.id);
    else await setArticleStatus(services.db, actor, id.data.id, status.data!.status);
  } catch (error) {
    return errorData(services, error, () => ({ ok: false as const, error: failure }), "article change failed", {
      intent,
    });
  }
  return { ok: true as const, error: null };
}

export const meta: Route.MetaFunction = () => [
  { title: `Articles | Admin | ${SITE_NAME}` },
  { name: "robots", content: "noindex, nofollow" },
];

const STATUS_BADGE: Record<ArticleStatus, string> = {
  published: "bg-green-100 text-green-800",
  draft: "bg-amber-100 text-amber-900",
  archived: "bg-slate-200 text-slate-700",
};

const STATUS_ACTIONS: { status: ArticleStatus; label: string; icon: typeof Send }[] = [
  { status: "published", label: "Publish", icon: Send },
  { status: "draft", label: "Move to Draft", icon: Undo2 },
  { status: "archived", label: "Archive", icon: Archive },
];

export default function AdminArticles({ loaderData }: Route.ComponentProps) {
  const { filters, articles, categories } = loaderData;
  const navigation = useNavigation();
  const { formRef, applySoon } = useApplySoon();
  const searching = navigation.state === "loading" && navigation.location.pathname === "/admin/articles";

  return (
    <section aria-labelledby="articles-heading">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 id="articles-heading" className="font-serif text-2xl font-bold text-brand-800">
            Articles
          </h1>
          <p className="text-slate-600">Write, publish and archive guidance articles.</p>
        </div>
        <Link
          to="/admin/articles/new"
          className="inline-flex items-center gap-2 rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
        >
          <Plus className="size-4" aria-hidden="true" />
          New Article
        </Link>
      </div>

      <AdminListToolbar formRef={formRef} label="Filter articles">
        <ToolbarSearch
          id="article-search"
          label="Search"
          defaultValue={filters.q}
          placeholder="Search articles..."
          onChange={() => applySoon(300)}
        />
        <ToolbarSelect
          id="article-status-filter"
          label="Status"
          name="status"
          defaultValue={filters.status}
          onChange={() => applySoon(0)}
        >
          <option value="all">All Status</option>
          <option value="published">Published</option>
          <option value="draft">Draft</option>
          <option value="archived">Archived</option>
        </ToolbarSelect>
        <ToolbarSelect
          id="article-category-filter"
          label="Category"
          name="category"
          defaultValue={filters.category}
          onChange={() => applySoon(0)}
        >
          <option value="">All Categories</option>
          {categories.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </ToolbarSelect>
      </AdminListToolbar>

      <p role="status" className="mt-4 text-sm text-slate-600">
        {searching ? "Loading articles..." : `${articles.length} ${articles.length === 1 ? "article" : "articles"}`}
      </p>

      {articles.length === 0 ? (
        <div className="mt-4 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
          <FileText className="mx-auto size-10 text-slate-400" aria-hidden="true" />
          <h2 className="mt-3 font-semibold text-slate-800">No articles found</h2>
          <p className="mt-1 text-slate-600">Try another search or filter, or write a new article.</p>
        </div>
      ) : (
        <ul className="mt-4 space-y-3">
          {articles.map((article) => (
            <ArticleRow key={article.id} article={article} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ArticleRow({ article }: { article: AdminArticleSummary }) {
  const fetcher = useFetcher<typeof action>();
  const pending = fetcher.state !== "idle" ? fetcher.formData : undefined;
  const deleting = pending?.get("intent") === "delete";
  // Shown at once; the list's next load confirms it, or the failure puts it back.
  const status = (pending?.get("status") as ArticleStatus | null) ?? article.status;
  const error = fetcher.state === "idle" && fetcher.data && !fetcher.data.ok ? fetcher.data.error : null;
  if (deleting) return null;

  const date =
    status === "published" && article.published_at
      ? `Published ${formatDate(article.published_at)}`
      : `Created ${formatDate(article.created_at)}`;

  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="font-semibold text-slate-900">
              <Link to={`/admin/articles/${article.id}/edit`} className="hover:text-brand-700 hover:underline">
                {article.title}
              </Link>
            </h2>
            <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_BADGE[status]}`}>
              {STATUS_LABELS[status]}
            </span>
            {article.category && (
              <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800">
                {article.category}
              </span>
            )}
          </div>
          {article.excerpt && <p className="mt-1 line-clamp-2 text-sm text-slate-600">{article.excerpt}</p>}
          <p className="mt-2 text-sm text-slate-600">
            {date} · by {article.author_name}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-1">
          <Link
            to={`/admin/articles/${article.id}/edit`}
            className="inline-flex items-center gap-1 rounded-md px-2.5 py-1.5 text-sm font-medium text-brand-700 hover:bg-brand-50"
          >
            <Pencil className="size-4" aria-hidden="true" />
            Edit<span className="sr-only"> {article.title}</span>
          </Link>
          {status === "published" && (
            <a
              href={`/articles/${article.slug}`}
              target="_blank"
              rel="noreferrer"
              className="inline-flex items-center gap-1 rounded-md px-2.5 py-1.5 text-sm font-medium text-brand-700 hover:bg-brand-50"
            >
              <ExternalLink className="size-4" aria-hidden="true" />
              View<span className="sr-only"> {article.title} on the site (opens in a new tab)</span>
            </a>
          )}
          {STATUS_ACTIONS.filter((action) => action.status !== status).map(({ status: target, label, icon: Icon }) => (
            <fetcher.Form method="post" key={target}>
              <input type="hidden" name="id" value={article.id} />
              <input type="hidden" name="status" value={target} />
              <button
                type="submit"
                name="intent"
                value="status"
                disabled={!!pending}
                className="inline-flex items-center gap-1 rounded-md px-2.5 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100 disabled:opacity-60"
              >
                <Icon className="size-4" aria-hidden="true" />
                {label}
                <span className="sr-only"> {article.title}</span>
              </button>
            </fetcher.Form>
          ))}
          <fetcher.Form
            method="post"
            onSubmit={(event) => {
              if (
                !window.confirm(`Are you sure you want to delete "${article.title}"? This action cannot be undone.`)
              ) {
                event.preventDefault();
              }
            }}
          >
            <input type="hidden" name="id" value={article.id} />
            <button
              type="submit"
              name="intent"
              value="delete"
              disabled={!!pending}
              className="inline-flex items-center gap-1 rounded-md px-2.5 py-1.5 text-sm font-medium text-red-700 hover:bg-red-50 disabled:opacity-60"
            >
              <Trash2 className="size-4" aria-hidden="true" />
              Delete<span className="sr-only"> {article.title}</span>
            </button>
          </fetcher.Form>
        </div>
      </div>
      <RowError message={error} />
    </li>
  );
}
