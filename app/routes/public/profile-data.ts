import type { Route } from "./+types/profile-data";
import { exportAccountData } from "~/domain/accounts/accounts.server";
import { requireUser } from "~/routes/guards.server";
import { throwAsResponse } from "~/lib/error-status.server";
import { servicesContext } from "~/lib/services.server";

/** "Download my data": the signed-in user's account, profile and saved institutions as JSON. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const user = await requireUser(request, services);
  const account = await exportAccountData(services.db, user.id).catch(throwAsResponse);
  const body = JSON.stringify(account, null, 2);
  return new Response(body, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": 'attachment; filename="my-christian-education-directory-data.json"',
      "Cache-Control": "private, no-store",
    },
  });
}
