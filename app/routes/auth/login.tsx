import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, redirect, useActionData, useNavigation, useSearchParams } from "react-router";
import type { Route } from "./+types/login";
import {
  AuthCard,
  CheckboxField,
  FormAlert,
  PasswordField,
  SubmitButton,
  EmailField,
} from "~/components/accounts/form-controls";
import { useCheckedForm } from "~/components/accounts/use-checked-form";
import { formText, normaliseEmail, signInProblems, toFormErrors } from "~/domain/accounts/account-rules";
import { EmailOnlySchema, safeRedirectPath, SignInSchema } from "~/domain/accounts/account.schemas";
import { cookieHeaders, failureInit, runAuthCall } from "~/domain/accounts/auth-calls.server";
import { getSessionUser } from "~/domain/accounts/session.server";
import { resendVerification } from "~/domain/accounts/verification.server";
import { publicUrlFrom } from "~/lib/root-data";
import { pageMeta } from "~/lib/seo";
import { servicesContext } from "~/lib/services.server";
import { readForm } from "~/lib/http.server";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Sign In",
    description: "Sign in to Christian Education Directory to save institutions and manage your profile.",
    publicUrl: publicUrlFrom(matches),
    path: "/login",
  });

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const url = new URL(request.url);
  // Already signed in: straight on to where the visitor was going.
  if (await getSessionUser(request, services)) throw redirect(safeRedirectPath(url.searchParams.get("redirect")));
  return { notice: url.searchParams.get("reset") === "done" ? ("reset" as const) : null };
}

/** An action's Retry-After (rate limits) and Set-Cookie reach the browser on document requests too. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const formData = await readForm(request);

  if (formData.get("intent") === "resend") {
    const parsed = EmailOnlySchema.safeParse({ email: formData.get("email") });
    if (!parsed.success) {
      return data(
        { resent: false, resendError: parsed.error.issues[0]!.message, result: undefined, unverifiedEmail: undefined },
        { status: 400 },
      );
    }
    const outcome = await resendVerification(services, parsed.data.email, request.headers);
    if (!outcome.ok) {
      return data(
        { resent: false, resendError: outcome.message, result: undefined, unverifiedEmail: parsed.data.email },
        failureInit(outcome),
      );
    }
    return { resent: true, resendError: undefined, result: undefined, unverifiedEmail: parsed.data.email };
  }

  const submission = parseWithZod(formData, { schema: SignInSchema, disableAutoCoercion: true });
  if (submission.status !== "success") {
    return data(
      {
        resent: false,
        resendError: undefined,
        result: submission.reply({ hideFields: ["password"] }),
        unverifiedEmail: undefined,
      },
      { status: 400 },
    );
  }
  const { email, password, rememberMe } = submission.value;
  const outcome = await runAuthCall(() =>
    services.auth.api.signInEmail({
      body: { email, password, rememberMe },
      headers: request.headers,
      returnHeaders: true,
    }),
  );
  if (!outcome.ok) {
    const unverified = outcome.code === "EMAIL_NOT_VERIFIED";
    const message = unverified
      ? "Please confirm your e-mail address before signing in: open the link we sent you when you signed up."
      : outcome.message;
    return data(
      {
        resent: false,
        resendError: undefined,
        result: submission.reply({ formErrors: [message], hideFields: ["password"] }),
        unverifiedEmail: unverified ? email : undefined,
      },
      failureInit(outcome),
    );
  }
  const target = safeRedirectPath(new URL(request.url).searchParams.get("redirect") ?? submission.value.redirectTo);
  throw redirect(target, { headers: cookieHeaders(outcome.headers) });
}

export default function Login({ loaderData }: Route.ComponentProps) {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  const redirectTo = searchParams.get("redirect") ?? "";
  const form = useCheckedForm({
    id: "login",
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    check: (formData) =>
      toFormErrors(
        signInProblems({ email: normaliseEmail(formData.get("email")), password: formText(formData.get("password")) }),
      ),
    revalidateOnInput: true,
  });
  const email = form.field("email");
  const password = form.field("password");
  const rememberMe = form.field("rememberMe");
  const submitting = navigation.state === "submitting" && navigation.formData?.get("intent") !== "resend";

  return (
    <AuthCard
      title="Sign In"
      intro={
        <p>
          Welcome back. New here?{" "}
          <Link to="/signup" className="font-semibold text-brand-700 underline hover:text-brand-800">
            Create an Account
          </Link>
        </p>
      }
    >
      <div className="space-y-4">
        {loaderData.notice === "reset" && (
          <FormAlert tone="success">Your password has been changed. Sign in with your new password.</FormAlert>
        )}
        {form.formErrors?.length ? <FormAlert id={form.formErrorId}>{form.formErrors[0]}</FormAlert> : null}
        {actionData?.resendError ? <FormAlert>{actionData.resendError}</FormAlert> : null}
        {actionData?.unverifiedEmail && (
          <Form method="post" className="rounded-lg border border-brand-200 bg-brand-50 p-4 text-sm text-brand-800">
            <input type="hidden" name="intent" value="resend" />
            <input type="hidden" name="email" value={actionData.unverifiedEmail} />
            {actionData.resent ? (
              <p role="status">
                If {actionData.unverifiedEmail} has an account waiting for confirmation, a new link is on its way.
              </p>
            ) : (
              <>
                <p>Did not get the e-mail, or has the link expired?</p>
                <button
                  type="submit"
                  className="mt-2 min-h-11 rounded-lg border border-brand-700 bg-white px-4 py-2 font-semibold text-brand-700 hover:bg-brand-100"
                >
                  Resend confirmation e-mail
                </button>
              </>
            )}
          </Form>
        )}
        <Form method="post" {...form.formProps} className="space-y-4">
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <EmailField field={email} />
          <PasswordField id={password.id} name={password.name} label="Password" errors={password.errors} required />
          <div className="flex flex-wrap items-center justify-between gap-3">
            <CheckboxField id={rememberMe.id} name={rememberMe.name} label="Remember me" />
            <Link
              to="/forgot-password"
              className="inline-flex min-h-6 items-center text-sm font-semibold text-brand-700 underline hover:text-brand-800"
            >
              Forgot password?
            </Link>
          </div>
          <SubmitButton pending={submitting} pendingLabel="Signing in...">
            Sign In
          </SubmitButton>
        </Form>
      </div>
    </AuthCard>
  );
}
