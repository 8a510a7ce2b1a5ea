/** Browser side of saving an institution: PUT/DELETE /api/favorites/:id. */

/** "signed-out" when the session has ended, "offline" when the server could not be reached. */
export type FavoriteOutcome = "done" | "signed-out" | "failed" | "offline";

export async function setFavorite(institutionId: number, saved: boolean): Promise<FavoriteOutcome> {
  let response: Response;
  try {
    response = await fetch(`/api/favorites/${institutionId}`, {
      method: saved ? "PUT" : "DELETE",
      headers: { Accept: "application/json" },
    });
  } catch {
    return "offline";
  }
  if (response.status === 401) return "signed-out";
  return response.ok ? "done" : "failed";
}
