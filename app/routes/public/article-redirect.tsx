import { redirect } from "react-router";
import type { Route } from "./+types/article-redirect";

/** /articles/{slug} (the admin area's links) moved for good to /resources/articles/{slug}. */
export function loader({ params, request }: Route.LoaderArgs) {
  const { search } = new URL(request.url);
  return redirect(`/resources/articles/${encodeURIComponent(params.slug)}${search}`, 301);
}
