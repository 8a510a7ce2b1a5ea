/** Sending the confirmation link again and following it (/auth/callback). */
import type { Services } from "~/lib/services.server";
import { runAuthCall } from "./auth-calls.server";

/** The same answer whether or not the address has an unconfirmed account. */
export function resendVerification(services: Pick<Services, "auth">, email: string, headers: Headers) {
  return runAuthCall(() =>
    services.auth.api.sendVerificationEmail({ body: { email }, headers: withoutSession(headers), returnHeaders: true }),
  );
}

/**
 * Confirms the address of a link's token and signs its owner in. `signedIn` is false when the
 * address was already confirmed (the link was used before): it signs nobody in a second time.
 */
export async function confirmEmail(services: Pick<Services, "auth">, token: string, headers: Headers) {
  const outcome = await runAuthCall(() =>
    services.auth.api.verifyEmail({ query: { token }, headers: withoutSession(headers), returnHeaders: true }),
  );
  if (!outcome.ok) return outcome;
  const signedIn = outcome.headers.getSetCookie().some((cookie) => /session_token=[^;]+/.test(cookie));
  return { ...outcome, signedIn };
}

/** Resending or confirming acts for the address given, whoever is signed in on this browser. */
function withoutSession(headers: Headers) {
  const copy = new Headers(headers);
  copy.delete("cookie");
  return copy;
}
