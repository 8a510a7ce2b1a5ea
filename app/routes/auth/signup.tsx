import { parseWithZod } from "@conform-to/zod/v4";
import { MailCheck as mailCheckDrawing } from "lucide";
import { useState, useSyncExternalStore } from "react";
import { data, Form, Link, redirect, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/signup";
import {
  AuthCard,
  CheckboxField,
  FormAlert,
  labelClass,
  PasswordField,
  SelectField,
  SubmitButton,
  EmailField,
  TextField,
} from "~/components/accounts/form-controls";
import { useCheckedForm } from "~/components/accounts/use-checked-form";
import {
  ADULT_AGE,
  ageOn,
  checkSignUp,
  PASSWORD_MIN_LENGTH,
  readSignUpForm,
  toFormErrors,
  USER_TYPE_OPTIONS,
} from "~/domain/accounts/account-rules";
import { createSignUpSchema } from "~/domain/accounts/account.schemas";
import { createProfile } from "~/domain/accounts/accounts.server";
import { failureInit, runAuthCall } from "~/domain/accounts/auth-calls.server";
import { isCommonPassword } from "~/domain/accounts/common-passwords.server";
import { getSessionUser } from "~/domain/accounts/session.server";
import { recordEventInBackground } from "~/domain/analytics/analytics.server";
import { publicUrlFrom } from "~/lib/root-data";
import { pageMeta } from "~/lib/seo";
import { servicesContext } from "~/lib/services.server";
import { readForm } from "~/lib/http.server";
import { icon } from "~/components/ui/icon";

const MailCheck = icon(mailCheckDrawing);

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Create an Account",
    description:
      "Create a free Christian Education Directory account to save institutions and get guidance for your path.",
    publicUrl: publicUrlFrom(matches),
    path: "/signup",
  });

export async function loader({ request, context }: Route.LoaderArgs) {
  if (await getSessionUser(request, context.get(servicesContext))) throw redirect("/");
  return null;
}

/** An action's Retry-After (rate limits) and Set-Cookie reach the browser on document requests too. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const formData = await readForm(request);
  const submission = parseWithZod(formData, {
    schema: createSignUpSchema({ isCommonPassword }),
    disableAutoCoercion: true,
  });
  if (submission.status !== "success") {
    return data(
      { sent: false as const, result: submission.reply({ hideFields: ["password", "confirmPassword"] }) },
      { status: 400 },
    );
  }
  const input = submission.value;
  // Only the address and password go to the account service; the profile is ours. An address that
  // already has an account gets the same answer (its owner is told by e-mail instead).
  const outcome = await runAuthCall(() =>
    services.auth.api.signUpEmail({
      body: { email: input.email, password: input.password, name: input.fullName },
      headers: request.headers,
      returnHeaders: true,
    }),
  );
  if (!outcome.ok) {
    return data(
      {
        sent: false as const,
        result: submission.reply({ formErrors: [outcome.message], hideFields: ["password", "confirmPassword"] }),
      },
      failureInit(outcome),
    );
  }
  if (await createProfile(services.db, outcome.data.user.id, input)) {
    recordEventInBackground(services, { kind: "signup" });
  }
  return { sent: true as const, result: undefined };
}

const noSubscription = () => () => {};
/** False while rendering on the server and hydrating, true once the page runs in the browser. */
function useHydrated() {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

export default function SignUp() {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const form = useCheckedForm({
    id: "signup",
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    check: (formData) => toFormErrors(checkSignUp(readSignUpForm(formData)).problems, { headline: true }),
  });
  const fields = form.fields([
    "fullName",
    "email",
    "password",
    "confirmPassword",
    "userType",
    "dateOfBirth",
    "isOver18",
    "hasParentalConsent",
    "acceptTerms",
    "dataProcessingConsent",
  ]);
  const [dateEntered, setDateEntered] = useState(false);
  const [isOver18, setIsOver18] = useState(Boolean(fields.isOver18.initialValue));
  const [hasConsent, setHasConsent] = useState(Boolean(fields.hasParentalConsent.initialValue));

  if (actionData?.sent) {
    return (
      <AuthCard title="Check Your Email">
        <div className="space-y-4 text-slate-700">
          <MailCheck className="size-12 text-gold-500" aria-hidden="true" />
          <p>
            We have sent a confirmation link to the address you gave. Open it to confirm your e-mail address and finish
            creating your account. The link works for 24 hours.
          </p>
          <p className="text-sm text-slate-600">Nothing arrived after a few minutes? Check your spam folder.</p>
          <div className="flex flex-wrap gap-3 pt-2">
            <Link
              to="/login"
              className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
            >
              Go to Sign In
            </Link>
            <Link
              to="/"
              className="inline-flex min-h-11 items-center rounded-lg border border-brand-700 px-5 py-2.5 font-semibold text-brand-700 hover:bg-brand-50"
            >
              Back to Home
            </Link>
          </div>
        </div>
      </AuthCard>
    );
  }

  const onDateChange = (value: string) => {
    setDateEntered(true);
    const age = value ? ageOn(value, new Date()) : null;
    if (age !== null && age >= ADULT_AGE) {
      setIsOver18(true);
      setHasConsent(false);
    } else {
      setIsOver18(false);
    }
  };
  // Without JavaScript everything shows; with it, the age questions wait for a date of birth.
  const showAgeBlock =
    !hydrated || dateEntered || Boolean(fields.dateOfBirth.initialValue) || Boolean(fields.hasParentalConsent.errors);
  const submitting = navigation.state === "submitting";

  return (
    <AuthCard
      title="Create an Account"
      intro={
        <p>
          Already have an account?{" "}
          <Link to="/login" className="font-semibold text-brand-700 underline hover:text-brand-800">
            Sign In
          </Link>
        </p>
      }
    >
      <Form method="post" {...form.formProps} className="space-y-5">
        {form.formErrors?.length ? <FormAlert id={form.formErrorId}>{form.formErrors[0]}</FormAlert> : null}
        <TextField
          id={fields.fullName.id}
          name={fields.fullName.name}
          label="Full name"
          autoComplete="name"
          defaultValue={fields.fullName.initialValue}
          errors={fields.fullName.errors}
          required
        />
        <EmailField field={fields.email} />
        <PasswordField
          id={fields.password.id}
          name={fields.password.name}
          label="Password"
          autoComplete="new-password"
          description={`At least ${PASSWORD_MIN_LENGTH} characters; very common passwords are refused.`}
          errors={fields.password.errors}
          required
        />
        <PasswordField
          id={fields.confirmPassword.id}
          name={fields.confirmPassword.name}
          label="Confirm password"
          autoComplete="new-password"
          errors={fields.confirmPassword.errors}
          required
        />
        <SelectField
          id={fields.userType.id}
          name={fields.userType.name}
          label="I am a..."
          placeholder="Choose one"
          options={USER_TYPE_OPTIONS}
          defaultValue={fields.userType.initialValue}
          errors={fields.userType.errors}
          required
        />
        <div>
          <label htmlFor={fields.dateOfBirth.id} className={labelClass(true)}>
            Date of birth
          </label>
          <input
            id={fields.dateOfBirth.id}
            name={fields.dateOfBirth.name}
            type="date"
            defaultValue={fields.dateOfBirth.initialValue}
            onChange={(event) => onDateChange(event.target.value)}
            aria-required="true"
            aria-invalid={fields.dateOfBirth.errors ? true : undefined}
            aria-describedby={fields.dateOfBirth.errors ? `${fields.dateOfBirth.id}-error` : undefined}
            className="mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-500 focus:outline-none"
          />
          {fields.dateOfBirth.errors && (
            <p id={`${fields.dateOfBirth.id}-error`} className="mt-1 text-sm font-medium text-red-700">
              {fields.dateOfBirth.errors[0]}
            </p>
          )}
        </div>
        {showAgeBlock && (
          <fieldset className="space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-4">
            <legend className="px-1 text-sm font-semibold text-slate-800">Age verification</legend>
            <CheckboxField
              id={fields.isOver18.id}
              name={fields.isOver18.name}
              label="I am 18 years of age or older"
              checked={isOver18}
              onChange={(checked) => {
                setIsOver18(checked);
                if (checked) setHasConsent(false);
              }}
            />
            {!isOver18 && (
              <CheckboxField
                id={fields.hasParentalConsent.id}
                name={fields.hasParentalConsent.name}
                label="I am under 18 and my parent or legal guardian has agreed to my creating this account"
                checked={hasConsent}
                onChange={setHasConsent}
                errors={fields.hasParentalConsent.errors}
              />
            )}
          </fieldset>
        )}
        <CheckboxField
          id={fields.acceptTerms.id}
          name={fields.acceptTerms.name}
          defaultChecked={Boolean(fields.acceptTerms.initialValue)}
          errors={fields.acceptTerms.errors}
          label={
            <>
              I agree to the{" "}
              <Link to="/terms" className="font-semibold text-brand-700 underline">
                Terms of Service
              </Link>{" "}
              and the{" "}
              <Link to="/privacy" className="font-semibold text-brand-700 underline">
                Privacy Policy
              </Link>
            </>
          }
        />
        <CheckboxField
          id={fields.dataProcessingConsent.id}
          name={fields.dataProcessingConsent.name}
          defaultChecked={Boolean(fields.dataProcessingConsent.initialValue)}
          errors={fields.dataProcessingConsent.errors}
          label="I consent to the processing of my personal data to provide my account, as the Privacy Policy describes"
        />
        <SubmitButton pending={submitting} pendingLabel="Creating your account...">
          Create Account
        </SubmitButton>
      </Form>
    </AuthCard>
  );
}
