/**
 * The article editor: /admin/articles/new, /admin/articles/:id/edit and /admin/articles/:id (a
 * number, or 'new'). Save Draft saves the form as it is; Publish saves it as published. Both go back
 * to the list on success; a failure keeps the form and shows the red banner.
 */
import { Suspense } from "react";
import { Await, useActionData } from "react-router";
import type { Route } from "./+types/article-editor";
import { articleIdFrom, loadArticleForEditing, saveArticleForm } from "./article-editor.server";
import { ArticleEditor, ArticleEditorSkeleton, ArticleLoadFailed } from "~/components/articles/article-editor-form";
import { requireAdmin } from "~/routes/guards.server";
import { servicesContext } from "~/lib/services.server";
import { SITE_NAME } from "~/lib/site";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  await requireAdmin(request, services, "articles");
  return loadArticleForEditing(services, articleIdFrom(params.id));
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const actor = await requireAdmin(request, services, "articles");
  return saveArticleForm(services, actor, articleIdFrom(params.id), request);
}

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData?.id ? "Edit Article" : "Write New Article";
  return [{ title: `${title} | Admin | ${SITE_NAME}` }, { name: "robots", content: "noindex, nofollow" }];
}

export default function ArticleEditorPage({ loaderData }: Route.ComponentProps) {
  const isNew = loaderData.id === null;
  const result = useActionData<typeof action>();
  return (
    <Suspense fallback={<ArticleEditorSkeleton isNew={isNew} />}>
      {loaderData.article ? (
        <Await resolve={loaderData.article} errorElement={<ArticleLoadFailed />}>
          {(article) => (
            <ArticleEditor key={article.id} article={article} categories={loaderData.categories} result={result} />
          )}
        </Await>
      ) : (
        <ArticleEditor article={null} categories={loaderData.categories} result={result} />
      )}
    </Suspense>
  );
}
