import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/represent-confirm";
import { AuthCard, FormAlert, SubmitButton } from "~/components/accounts/form-controls";
import { SCHOOL_MESSAGES } from "~/domain/schools/representation.schemas";
import { confirmRepresentation, describeConfirmation } from "~/domain/schools/representation.server";
import { schoolUpdateHref } from "~/domain/schools/school-links";
import { errorData } from "~/lib/error-status.server";
import { readForm } from "~/lib/http.server";
import { servicesContext } from "~/lib/services.server";
import { SITE_NAME } from "~/lib/site";
import { requireUser } from "~/routes/guards.server";

export const meta: Route.MetaFunction = () => [
  { title: `Confirm that you represent a school | ${SITE_NAME}` },
  { name: "robots", content: "noindex" },
];

/**
 * The link from the e-mail opens this page; the confirmation itself is a button (a POST), so a mail
 * scanner that fetches links uses up nothing. Guests sign in first and come back here.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const user = await requireUser(request, services);
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const found = await describeConfirmation(services.db, token);
  if (!found) return { token, school: null, problem: SCHOOL_MESSAGES.linkInvalid };
  if (found.userId !== user.id) return { token, school: null, problem: SCHOOL_MESSAGES.linkOtherAccount };
  return { token, school: { name: found.school, role: found.role }, problem: null };
}

type ActionData = { ok: true; slug: string; name: string } | { ok: false; message: string };

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const user = await requireUser(request, services);
  const token = String((await readForm(request)).get("token") ?? "");
  try {
    const school = await confirmRepresentation(services.db, user, token);
    return { ok: true, ...school } satisfies ActionData;
  } catch (error) {
    return errorData<ActionData>(services, error, ({ message }) => ({ ok: false, message }), "confirming failed");
  }
}

export default function ConfirmRepresentation({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  if (actionData?.ok) {
    return (
      <AuthCard title="You represent this school">
        <FormAlert tone="success">You now represent {actionData.name}.</FormAlert>
        <Link
          to={schoolUpdateHref(actionData.slug)}
          className="mt-4 inline-block font-semibold text-brand-700 underline"
        >
          Propose an update to {actionData.name}
        </Link>
      </AuthCard>
    );
  }
  const problem = actionData && !actionData.ok ? actionData.message : loaderData.problem;
  return (
    <AuthCard title="Confirm that you represent a school">
      {problem ? (
        <FormAlert>{problem}</FormAlert>
      ) : (
        <Form method="post" className="space-y-4">
          <p className="text-slate-700">
            Confirm that you represent <strong>{loaderData.school?.name}</strong> as {loaderData.school?.role}.
          </p>
          <input type="hidden" name="token" value={loaderData.token} />
          <SubmitButton pending={navigation.state === "submitting"} pendingLabel="Confirming...">
            Confirm
          </SubmitButton>
        </Form>
      )}
    </AuthCard>
  );
}
