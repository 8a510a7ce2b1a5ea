/**
 * The article editor's server side: which article an address names, loading it, and saving the
 * posted form (Save Draft as it is, Publish as published).
 */
import { data, redirect } from "react-router";
import type { AdminActor } from "~/domain/admins/admin.schemas";
import { ArticleFormSchema, ArticleIdSchema } from "~/domain/articles/article-admin.schemas";
import {
  articleExists,
  createArticle,
  editorCategories,
  getAdminArticle,
  updateArticle,
} from "~/domain/articles/article-admin.server";
import { errorData } from "~/lib/error-status.server";
import { fieldErrors, readForm } from "~/lib/http.server";
import type { Services } from "~/lib/services.server";

const SAVE_FAILED_MESSAGE = "Failed to save article";

/** null for a new article (no id, or 'new'); the id otherwise; a 404 for anything else. */
export function articleIdFrom(param: string | undefined): number | null {
  if (param === undefined || param === "new") return null;
  const parsed = ArticleIdSchema.safeParse({ id: param });
  if (!parsed.success || !/^\d+$/.test(param)) throw data(null, { status: 404 });
  return parsed.data.id;
}

/** The article to edit, not awaited: the page shows its skeleton until it arrives. */
export async function loadArticleForEditing(services: Pick<Services, "db">, id: number | null) {
  const categories = editorCategories();
  if (id === null) return { id: null, article: null, categories };
  if (!(await articleExists(services.db, id))) throw data(null, { status: 404 });
  const article = getAdminArticle(services.db, id).then((found) => {
    if (!found) throw new Error("The article disappeared while loading");
    return found;
  });
  return { id, article, categories };
}

/** Saves the posted form and goes back to the list; a refusal answers the form's errors. */
export async function saveArticleForm(services: Services, actor: AdminActor, id: number | null, request: Request) {
  const form = await readForm(request);
  const publish = form.get("intent") === "publish";
  const parsed = ArticleFormSchema.safeParse({
    title: form.get("title"),
    content: form.get("content"),
    excerpt: form.get("excerpt"),
    featured_image_url: form.get("featured_image_url"),
    category: form.get("category"),
    tags: form.getAll("tags"),
    status: publish ? "published" : form.get("status"),
    meta_title: form.get("meta_title"),
    meta_description: form.get("meta_description"),
  });
  if (!parsed.success) {
    const fields = fieldErrors(parsed.error);
    return data({ error: Object.values(fields)[0] ?? SAVE_FAILED_MESSAGE, fields }, { status: 400 });
  }
  const options = { siteOrigins: siteOrigins(request, services.env.PUBLIC_URL) };
  try {
    if (id === null) await createArticle(services.db, actor, parsed.data, options);
    else await updateArticle(services.db, actor, id, parsed.data, options);
  } catch (error) {
    return errorData(
      services,
      error,
      ({ status, message, fields = {} }) => ({
        error: status >= 500 ? SAVE_FAILED_MESSAGE : (Object.values(fields)[0] ?? message),
        fields,
      }),
      "saving an article failed",
    );
  }
  return redirect("/admin/articles");
}

/** The addresses this site answers on, to keep its own image addresses as paths. */
function siteOrigins(request: Request, publicUrl: string) {
  return [new URL(publicUrl).origin, new URL(request.url).origin];
}
