import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, redirect, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/reset-password";
import { AuthCard, FormAlert, PasswordField, SubmitButton } from "~/components/accounts/form-controls";
import { useCheckedForm } from "~/components/accounts/use-checked-form";
import { formText, newPasswordProblems, PASSWORD_MIN_LENGTH, toFormErrors } from "~/domain/accounts/account-rules";
import { createResetPasswordSchema } from "~/domain/accounts/account.schemas";
import { failureInit, runAuthCall } from "~/domain/accounts/auth-calls.server";
import { isCommonPassword } from "~/domain/accounts/common-passwords.server";
import { publicUrlFrom } from "~/lib/root-data";
import { pageMeta } from "~/lib/seo";
import { servicesContext } from "~/lib/services.server";
import { readForm } from "~/lib/http.server";

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta({
    title: "Reset Password",
    description: "Choose a new password for your Christian Education Directory account.",
    publicUrl: publicUrlFrom(matches),
    path: "/reset-password",
  }),
  { name: "robots", content: "noindex" },
];

export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get("token") ?? "" };
}

/** An action's Retry-After (rate limits) and Set-Cookie reach the browser on document requests too. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const submission = parseWithZod(await readForm(request), {
    schema: createResetPasswordSchema({ isCommonPassword }),
    disableAutoCoercion: true,
  });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: ["password", "confirmPassword"] }) }, { status: 400 });
  }
  // The reset signs the account out on every device (revokeSessionsOnPasswordReset).
  const outcome = await runAuthCall(() =>
    services.auth.api.resetPassword({
      body: { token: submission.value.token, newPassword: submission.value.password },
      headers: request.headers,
      returnHeaders: true,
    }),
  );
  if (!outcome.ok) {
    const message =
      outcome.code === "INVALID_TOKEN"
        ? "This reset link is invalid, has expired or has already been used. Please ask for a new one."
        : outcome.message;
    return data(
      { result: submission.reply({ formErrors: [message], hideFields: ["password", "confirmPassword"] }) },
      failureInit(outcome),
    );
  }
  throw redirect("/login?reset=done");
}

export default function ResetPassword({ loaderData }: Route.ComponentProps) {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const form = useCheckedForm({
    id: "reset-password",
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    check: (formData) =>
      toFormErrors(
        newPasswordProblems({
          password: formText(formData.get("password")),
          confirmPassword: formText(formData.get("confirmPassword")),
        }),
      ),
  });
  const password = form.field("password");
  const confirmPassword = form.field("confirmPassword");
  if (!loaderData.token) {
    return (
      <AuthCard title="Reset Password">
        <div className="space-y-4">
          <FormAlert>This page needs the link from the password reset e-mail.</FormAlert>
          <Link to="/forgot-password" className="inline-block font-semibold text-brand-700 underline">
            Ask for a reset link
          </Link>
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Reset Password" intro={<p>Choose a new password. You will be signed out everywhere else.</p>}>
      <Form method="post" {...form.formProps} className="space-y-4">
        {form.formErrors?.length ? (
          <FormAlert id={form.formErrorId}>
            {form.formErrors[0]}{" "}
            <Link to="/forgot-password" className="font-semibold underline">
              Ask for a new link
            </Link>
          </FormAlert>
        ) : null}
        <input type="hidden" name="token" value={loaderData.token} />
        <PasswordField
          id={password.id}
          name={password.name}
          label="New password"
          autoComplete="new-password"
          description={`At least ${PASSWORD_MIN_LENGTH} characters; very common passwords are refused.`}
          errors={password.errors}
          required
        />
        <PasswordField
          id={confirmPassword.id}
          name={confirmPassword.name}
          label="Confirm new password"
          autoComplete="new-password"
          errors={confirmPassword.errors}
          required
        />
        <SubmitButton pending={navigation.state === "submitting"} pendingLabel="Saving...">
          Set New Password
        </SubmitButton>
      </Form>
    </AuthCard>
  );
}
