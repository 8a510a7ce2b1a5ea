/** Browser side of the article view count: POST /api/articles/:slug/views. A failure is only logged. */
export function countArticleView(slug: string): void {
  fetch(`/api/articles/${encodeURIComponent(slug)}/views`, { method: "POST" })
    .then((response) => {
      if (!response.ok) console.warn(`Could not count the article view (HTTP ${response.status})`);
    })
    .catch((error: unknown) => console.warn("Could not count the article view", error));
}
