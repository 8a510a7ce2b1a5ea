/**
 * A page route exports `handle = GUEST_CACHED` when its answer is the same for every guest and
 * depends only on public data (institutions, articles): the server's guest response cache then
 * stores it (server/guest-cache-paths.ts reads the flag from the route modules). A page that
 * shows anything per visitor, or data that changes without raising the data version, must not.
 */
export const GUEST_CACHED = { guestCache: true } as const;

export function isGuestCached(handle: unknown): boolean {
  return typeof handle === "object" && handle !== null && (handle as { guestCache?: unknown }).guestCache === true;
}
