import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { cookieHeaders, runAuthCall } from "~/domain/accounts/auth-calls.server";
import { servicesContext } from "~/lib/services.server";

/** Sign Out (a POST from the user menu): ends the session and returns to the home page. */
export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const outcome = await runAuthCall(() => services.auth.api.signOut({ headers: request.headers, returnHeaders: true }));
  throw redirect("/", { headers: outcome.ok ? cookieHeaders(outcome.headers) : undefined });
}

/** Signing out is a POST; a visit to /logout just goes home. */
export function loader() {
  throw redirect("/");
}
