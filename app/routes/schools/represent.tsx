import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/represent";
import { AuthCard, FormAlert, SubmitButton, TextField } from "~/components/accounts/form-controls";
import { CLIENT_IP_HEADER, RateLimited } from "~/domain/accounts/rate-limit.server";
import { RepresentRequestSchema, SCHOOL_MESSAGES } from "~/domain/schools/representation.schemas";
import {
  findListedSchool,
  listRepresentedSchools,
  requestRepresentation,
} from "~/domain/schools/representation.server";
import { schoolDomainOf } from "~/domain/schools/school-domain";
import { schoolUpdateHref } from "~/domain/schools/school-links";
import { describeError, reportError } from "~/lib/error-status.server";
import { fieldErrors, readForm } from "~/lib/http.server";
import { servicesContext } from "~/lib/services.server";
import { SITE_NAME } from "~/lib/site";
import { requireUser } from "~/routes/guards.server";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Represent ${loaderData?.school.name ?? "this school"} | ${SITE_NAME}` },
  { name: "robots", content: "noindex" },
];

/** A refusal's Retry-After reaches the browser on document requests too. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const user = await requireUser(request, services);
  // A school that does not exist gets the same form and, once sent, the same answer: the page
  // tells nothing about which schools or addresses exist.
  const school = await findListedSchool(services.db, params.slug);
  const represents = (await listRepresentedSchools(services.db, user.id)).some((item) => item.slug === school?.slug);
  return {
    school: school
      ? { slug: school.slug, name: school.name, domain: schoolDomainOf(school.website) }
      : { slug: params.slug, name: "this school", domain: null },
    represents,
    account: user.email,
  };
}

type ActionData = { sent: true } | { sent: false; message: string; fields: Record<string, string> };

export async function action({ request, params, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const user = await requireUser(request, services);
  const parsed = RepresentRequestSchema.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) {
    return data<ActionData>(
      { sent: false, message: "Some fields are not valid", fields: fieldErrors(parsed.error) },
      { status: 400 },
    );
  }
  try {
    await requestRepresentation(services, user, params.slug, parsed.data, request.headers.get(CLIENT_IP_HEADER));
    return { sent: true } satisfies ActionData;
  } catch (error) {
    const answer = describeError(error);
    reportError(services, error, answer.status, "a request to represent a school failed");
    const headers: HeadersInit = error instanceof RateLimited ? { "Retry-After": String(error.retryAfter) } : {};
    return data<ActionData>(
      { sent: false, message: answer.message, fields: answer.fields ?? {} },
      { status: answer.status, headers },
    );
  }
}

export default function Represent({ loaderData, actionData }: Route.ComponentProps) {
  const { school, represents, account } = loaderData;
  const navigation = useNavigation();
  const errors = actionData && !actionData.sent ? actionData.fields : {};
  return (
    <AuthCard
      title="Represent this school"
      intro={
        <p>
          Work at <strong>{school.name}</strong>? Confirm it with your address at the school, and you can propose
          updates to its page. An administrator checks every update before it is public.
        </p>
      }
    >
      {represents && (
        <FormAlert tone="info">
          You already represent this school.{" "}
          <Link to={schoolUpdateHref(school.slug)} className="font-semibold underline">
            Propose an update
          </Link>
        </FormAlert>
      )}
      {actionData?.sent ? (
        <FormAlert tone="success">{SCHOOL_MESSAGES.sent}</FormAlert>
      ) : (
        <Form method="post" className="mt-4 space-y-4" noValidate>
          {actionData && !actionData.sent && !Object.keys(actionData.fields).length && (
            <FormAlert>{actionData.message}</FormAlert>
          )}
          <TextField
            id="name"
            name="name"
            label="Your name"
            autoComplete="name"
            errors={errors.name ? [errors.name] : undefined}
            required
          />
          <TextField
            id="role"
            name="role"
            label="Your role at the school"
            autoComplete="organization-title"
            description="For example: Director of Admissions"
            errors={errors.role ? [errors.role] : undefined}
            required
          />
          <TextField
            id="email"
            name="email"
            type="email"
            label="Your e-mail address at the school"
            autoComplete="email"
            description={`${school.domain ? `An address at ${school.domain} or one of its subdomains. ` : "An address at the school's own domain. "}We send a confirmation link there; open it signed in as ${account}.`}
            errors={errors.email ? [errors.email] : undefined}
            required
          />
          <SubmitButton pending={navigation.state === "submitting"} pendingLabel="Sending...">
            Send confirmation link
          </SubmitButton>
        </Form>
      )}
    </AuthCard>
  );
}
