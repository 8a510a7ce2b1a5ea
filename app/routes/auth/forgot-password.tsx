import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/forgot-password";
import { AuthCard, FormAlert, SubmitButton, EmailField } from "~/components/accounts/form-controls";
import { useCheckedForm } from "~/components/accounts/use-checked-form";
import { emailOnlyProblems, normaliseEmail, toFormErrors } from "~/domain/accounts/account-rules";
import { EmailOnlySchema } from "~/domain/accounts/account.schemas";
import { failureInit, runAuthCall } from "~/domain/accounts/auth-calls.server";
import { publicUrlFrom } from "~/lib/root-data";
import { pageMeta } from "~/lib/seo";
import { servicesContext } from "~/lib/services.server";
import { readForm } from "~/lib/http.server";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Forgot Password",
    description: "Reset the password of your Christian Education Directory account by e-mail.",
    publicUrl: publicUrlFrom(matches),
    path: "/forgot-password",
  });

/** An action's Retry-After (rate limits) and Set-Cookie reach the browser on document requests too. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const submission = parseWithZod(await readForm(request), { schema: EmailOnlySchema, disableAutoCoercion: true });
  if (submission.status !== "success") return data({ sent: false, result: submission.reply() }, { status: 400 });
  // The same answer whether or not the address has an account.
  const outcome = await runAuthCall(() =>
    services.auth.api.requestPasswordReset({
      body: { email: submission.value.email },
      headers: request.headers,
      returnHeaders: true,
    }),
  );
  if (!outcome.ok)
    return data({ sent: false, result: submission.reply({ formErrors: [outcome.message] }) }, failureInit(outcome));
  return { sent: true, result: undefined };
}

export default function ForgotPassword() {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const form = useCheckedForm({
    id: "forgot-password",
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    check: (formData) => toFormErrors(emailOnlyProblems({ email: normaliseEmail(formData.get("email")) })),
  });
  const email = form.field("email");
  return (
    <AuthCard
      title="Forgot Password"
      intro={<p>Enter the e-mail address of your account and we will send you a link to choose a new password.</p>}
    >
      {actionData?.sent ? (
        <div className="space-y-4">
          <FormAlert tone="success">
            If an account exists for that address, we have sent it a link to reset the password. The link works for one
            hour.
          </FormAlert>
          <Link to="/login" className="inline-block font-semibold text-brand-700 underline">
            Back to Sign In
          </Link>
        </div>
      ) : (
        <Form method="post" {...form.formProps} className="space-y-4">
          {form.formErrors?.length ? <FormAlert id={form.formErrorId}>{form.formErrors[0]}</FormAlert> : null}
          <EmailField field={email} />
          <SubmitButton pending={navigation.state === "submitting"} pendingLabel="Sending...">
            Send Reset Link
          </SubmitButton>
          <p className="text-sm text-slate-600">
            Remembered it?{" "}
            <Link to="/login" className="font-semibold text-brand-700 underline">
              Sign In
            </Link>
          </p>
        </Form>
      )}
    </AuthCard>
  );
}
