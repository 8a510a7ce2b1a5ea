import { Form, Link, data, redirect, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/callback";
import { AuthCard, FormAlert, SubmitButton, TextField } from "~/components/accounts/form-controls";
import { EmailOnlySchema } from "~/domain/accounts/account.schemas";
import { cookieHeaders, failureInit } from "~/domain/accounts/auth-calls.server";
import { confirmEmail, resendVerification } from "~/domain/accounts/verification.server";
import { fieldErrors, readForm } from "~/lib/http.server";
import { publicUrlFrom } from "~/lib/root-data";
import { pageMeta } from "~/lib/seo";
import { servicesContext } from "~/lib/services.server";

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta({
    title: "Confirm Your Email",
    description: "Confirm the e-mail address of your Christian Education Directory account.",
    publicUrl: publicUrlFrom(matches),
    path: "/auth/callback",
  }),
  { name: "robots", content: "noindex" },
];

type Problem = "expired" | "used" | "invalid";

/** The confirmation link from the sign-up e-mail: confirms, signs in, and goes home with a welcome. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const token = new URL(request.url).searchParams.get("token");
  if (!token) return { problem: "invalid" as Problem };
  const outcome = await confirmEmail(services, token, request.headers);
  if (outcome.ok) {
    if (!outcome.signedIn) return { problem: "used" as Problem };
    throw redirect("/?welcome=1", { headers: cookieHeaders(outcome.headers) });
  }
  if (outcome.status >= 500) throw new Error(outcome.message);
  return { problem: (outcome.code === "TOKEN_EXPIRED" ? "expired" : "invalid") as Problem };
}

/** An action's Retry-After (rate limits) and Set-Cookie reach the browser on document requests too. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const formData = await readForm(request);
  const parsed = EmailOnlySchema.safeParse({ email: formData.get("email") });
  if (!parsed.success)
    return data({ sent: false, fields: fieldErrors(parsed.error), message: undefined }, { status: 400 });
  const none: Record<string, string> = {};
  const outcome = await resendVerification(services, parsed.data.email, request.headers);
  if (!outcome.ok) return data({ sent: false, fields: none, message: outcome.message }, failureInit(outcome));
  return { sent: true, fields: none, message: undefined };
}

const EXPLANATIONS: Record<Problem, { title: string; text: string }> = {
  expired: {
    title: "This link has expired",
    text: "Confirmation links work for 24 hours. Enter your e-mail address and we will send you a new one.",
  },
  used: {
    title: "This link has already been used",
    text: "Your e-mail address is already confirmed, so you can sign in. If you need a new confirmation link anyway, enter your address below.",
  },
  invalid: {
    title: "This link is not valid",
    text: "The link may be incomplete (some e-mail programs break long links). Enter your e-mail address and we will send you a new one.",
  },
};

export default function AuthCallback({ loaderData }: Route.ComponentProps) {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const explanation = EXPLANATIONS[loaderData.problem];
  return (
    <AuthCard title={explanation.title} intro={<p>{explanation.text}</p>}>
      <div className="space-y-4">
        {actionData?.sent ? (
          <FormAlert tone="success">
            If that address has an account waiting for confirmation, a new link is on its way. Check your inbox.
          </FormAlert>
        ) : (
          <Form method="post" className="space-y-4" noValidate>
            {actionData?.message && <FormAlert>{actionData.message}</FormAlert>}
            <TextField
              id="resend-email"
              name="email"
              type="email"
              label="Email"
              autoComplete="email"
              errors={actionData?.fields.email ? [actionData.fields.email] : undefined}
              required
            />
            <SubmitButton pending={navigation.state === "submitting"} pendingLabel="Sending...">
              Send a new confirmation link
            </SubmitButton>
          </Form>
        )}
        <p className="text-sm text-slate-600">
          Already confirmed?{" "}
          <Link to="/login" className="font-semibold text-brand-700 underline">
            Sign In
          </Link>
        </p>
      </div>
    </AuthCard>
  );
}
