import type { Route } from "./+types/analytics";
import { requireAdmin } from "~/domain/admins/admin-access.server";
import { servicesContext } from "~/lib/services.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context.get(servicesContext), "analytics");
  return {};
}

export default function Analytics() {
  return <h1>Analytics</h1>;
}
