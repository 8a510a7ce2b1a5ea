import { data } from "react-router";
import type { Route } from "./+types/representatives";
import { Banner } from "~/components/admin/record-fields";
import { RepresentativesPanel } from "~/components/schools/representatives-panel";
import { GrantRepresentativeSchema } from "~/domain/schools/representation.schemas";
import { grantRepresentative, listRepresentatives, revokeRepresentative } from "~/domain/schools/representation.server";
import { errorData } from "~/lib/error-status.server";
import { fieldErrors, readForm } from "~/lib/http.server";
import { servicesContext } from "~/lib/services.server";
import { SITE_NAME } from "~/lib/site";
import { requireAdmin } from "~/routes/guards.server";

export const meta: Route.MetaFunction = () => [{ title: `School Representatives | Admin | ${SITE_NAME}` }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  await requireAdmin(request, services, "users");
  return { representatives: await listRepresentatives(services.db) };
}

type ActionData = { ok: boolean; message: string; errors: Record<string, string> };

/** Grants (by account e-mail and school) or revokes (by id) a representative; the users screen posts here too. */
export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const admin = await requireAdmin(request, services, "users");
  const form = Object.fromEntries(await readForm(request));
  try {
    if (form.intent === "revoke") {
      const revoked = await revokeRepresentative(services.db, admin, Number(form.id));
      return { ok: true, message: `${revoked.name} no longer represents ${revoked.school}.`, errors: {} };
    }
    const parsed = GrantRepresentativeSchema.safeParse(form);
    if (!parsed.success) {
      return data<ActionData>(
        { ok: false, message: "Some fields are not valid", errors: fieldErrors(parsed.error) },
        { status: 400 },
      );
    }
    const granted = await grantRepresentative(services.db, admin, parsed.data);
    return { ok: true, message: `${granted.email} now represents ${granted.school}.`, errors: {} };
  } catch (error) {
    return errorData<ActionData>(
      services,
      error,
      ({ message, fields }) => ({ ok: false, message, errors: fields ?? {} }),
      "changing a school representative failed",
    );
  }
}

export default function Representatives({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section className="space-y-6">
      <h1 className="font-serif text-2xl font-bold text-brand-800">School Representatives</h1>
      {actionData && <Banner tone={actionData.ok ? "success" : "error"}>{actionData.message}</Banner>}
      <RepresentativesPanel representatives={loaderData.representatives} errors={actionData?.errors} />
    </section>
  );
}
