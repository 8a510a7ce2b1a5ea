import type { Route } from "./+types/dashboard";
import { requireAdmin } from "~/domain/admins/admin-access.server";
import { servicesContext } from "~/lib/services.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context.get(servicesContext), "dashboard");
  return { admin };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  return (
    <section>
      <h1 className="font-serif text-2xl font-bold text-brand-800">Dashboard</h1>
      <p className="mt-2 text-slate-600">Signed in as {loaderData.admin.email}.</p>
    </section>
  );
}
