import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Download as downloadDrawing } from "lucide";
import { data, Form, redirect, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/profile";
import {
  CheckboxField,
  FormAlert,
  PasswordField,
  SelectField,
  SubmitButton,
  TextField,
} from "~/components/accounts/form-controls";
import {
  createChangePasswordSchema,
  DeleteAccountSchema,
  PASSWORD_MIN_LENGTH,
  UpdateProfileSchema,
  USER_TYPE_OPTIONS,
} from "~/domain/accounts/account.schemas";
import { deleteAccount, getProfile, updateProfile } from "~/domain/accounts/accounts.server";
import { cookieHeaders, failureInit, runAuthCall } from "~/domain/accounts/auth-calls.server";
import { isCommonPassword } from "~/domain/accounts/common-passwords.server";
import { requireUser } from "~/routes/guards.server";
import { formatDate } from "~/lib/format";
import { publicUrlFrom } from "~/lib/root-data";
import { pageMeta } from "~/lib/seo";
import { servicesContext } from "~/lib/services.server";
import { readForm } from "~/lib/http.server";
import { icon } from "~/components/ui/icon";

const Download = icon(downloadDrawing);

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta({
    title: "User Profile",
    description: "Your Christian Education Directory profile: your details, password and data.",
    publicUrl: publicUrlFrom(matches),
    path: "/profile",
  }),
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const user = await requireUser(request, services);
  return { email: user.email, name: user.name, profile: await getProfile(services.db, user.id) };
}

type Intent = "update-profile" | "change-password" | "delete-account";

/** An action's Retry-After (rate limits) and Set-Cookie reach the browser on document requests too. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const user = await requireUser(request, services);
  const formData = await readForm(request);
  const intent = String(formData.get("intent") ?? "") as Intent;

  if (intent === "update-profile") {
    const submission = parseWithZod(formData, { schema: UpdateProfileSchema, disableAutoCoercion: true });
    if (submission.status !== "success")
      return data({ intent, result: submission.reply(), done: false }, { status: 400 });
    await updateProfile(services.db, user.id, submission.value);
    return { intent, result: submission.reply(), done: true };
  }

  if (intent === "change-password") {
    const submission = parseWithZod(formData, {
      schema: createChangePasswordSchema({ isCommonPassword }),
      disableAutoCoercion: true,
    });
    const hide = ["currentPassword", "password", "confirmPassword"];
    if (submission.status !== "success") {
      return data({ intent, result: submission.reply({ hideFields: hide }), done: false }, { status: 400 });
    }
    // Other devices are signed out; this browser gets a fresh session.
    const outcome = await runAuthCall(() =>
      services.auth.api.changePassword({
        body: {
          currentPassword: submission.value.currentPassword,
          newPassword: submission.value.password,
          revokeOtherSessions: true,
        },
        headers: request.headers,
        returnHeaders: true,
      }),
    );
    if (!outcome.ok) {
      const message = outcome.code === "INVALID_PASSWORD" ? "Your current password is not correct." : outcome.message;
      return data(
        { intent, result: submission.reply({ formErrors: [message], hideFields: hide }), done: false },
        failureInit(outcome),
      );
    }
    return data(
      { intent, result: submission.reply({ resetForm: true }), done: true },
      { headers: cookieHeaders(outcome.headers) },
    );
  }

  if (intent === "delete-account") {
    const submission = parseWithZod(formData, { schema: DeleteAccountSchema, disableAutoCoercion: true });
    if (submission.status !== "success" || formData.get("confirm") !== "on") {
      const reply = submission.reply({
        hideFields: ["password"],
        fieldErrors:
          formData.get("confirm") !== "on"
            ? { confirm: ["Tick the box to confirm that you want to delete your account"] }
            : {},
      });
      return data({ intent, result: reply, done: false }, { status: 400 });
    }
    const check = await runAuthCall(() =>
      services.auth.api.verifyPassword({
        body: { password: submission.value.password },
        headers: request.headers,
        returnHeaders: true,
      }),
    );
    if (!check.ok) {
      const message = check.code === "INVALID_PASSWORD" ? "That password is not correct." : check.message;
      return data(
        { intent, result: submission.reply({ formErrors: [message], hideFields: ["password"] }), done: false },
        failureInit(check),
      );
    }
    const signOut = await runAuthCall(() =>
      services.auth.api.signOut({ headers: request.headers, returnHeaders: true }),
    );
    await deleteAccount(services.db, user.id);
    services.log.info({ userId: user.id }, "account deleted by its owner");
    throw redirect("/?account=deleted", { headers: signOut.ok ? cookieHeaders(signOut.headers) : undefined });
  }

  return data({ intent, result: undefined, done: false }, { status: 400 });
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <h2 id={id} className="font-serif text-2xl font-bold text-brand-800">
        {title}
      </h2>
      <div className="mt-5">{children}</div>
    </section>
  );
}

export default function Profile({ loaderData }: Route.ComponentProps) {
  const { email, name, profile } = loaderData;
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const busyWith = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const resultFor = (intent: Intent) =>
    navigation.state === "idle" && actionData?.intent === intent ? actionData.result : undefined;

  const [profileForm, profileFields] = useForm({
    id: "update-profile",
    lastResult: resultFor("update-profile"),
    defaultValue: { fullName: profile?.fullName ?? name, userType: profile?.userType ?? "" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: UpdateProfileSchema, disableAutoCoercion: true }),
    shouldValidate: "onSubmit",
  });
  const [passwordForm, passwordFields] = useForm({
    id: "change-password",
    lastResult: resultFor("change-password"),
    onValidate: ({ formData }) =>
      parseWithZod(formData, { schema: createChangePasswordSchema(), disableAutoCoercion: true }),
    shouldValidate: "onSubmit",
  });
  const [deleteForm, deleteFields] = useForm<{ password: string; confirm: string }>({
    id: "delete-account",
    lastResult: resultFor("delete-account"),
    shouldValidate: "onSubmit",
  });
  const done = (intent: Intent) => navigation.state === "idle" && actionData?.intent === intent && actionData.done;

  return (
    <div className="mx-auto max-w-3xl space-y-8 px-4 py-10 sm:px-6">
      <div>
        <h1 className="font-serif text-3xl font-bold text-brand-800 sm:text-4xl">User Profile</h1>
        <p className="mt-2 text-slate-600">
          Signed in as <strong className="text-slate-800">{email}</strong>
        </p>
      </div>

      <Section id="details-heading" title="Your details">
        <Form method="post" {...getFormProps(profileForm)} className="space-y-4">
          <input type="hidden" name="intent" value="update-profile" />
          {done("update-profile") && <FormAlert tone="success">Your profile has been saved.</FormAlert>}
          <TextField
            id={profileFields.fullName.id}
            name={profileFields.fullName.name}
            label="Full name"
            autoComplete="name"
            defaultValue={profileFields.fullName.initialValue as string | undefined}
            errors={profileFields.fullName.errors}
            required
          />
          <SelectField
            id={profileFields.userType.id}
            name={profileFields.userType.name}
            label="I am a..."
            placeholder="Choose one"
            options={USER_TYPE_OPTIONS}
            defaultValue={profileFields.userType.initialValue as string | undefined}
            errors={profileFields.userType.errors}
            required
          />
          {profile && (
            <dl className="grid gap-3 rounded-lg bg-slate-50 p-4 text-sm text-slate-700 sm:grid-cols-2">
              <div>
                <dt className="font-semibold text-slate-800">Date of birth</dt>
                <dd>{profile.dateOfBirth ? formatDate(profile.dateOfBirth) : "Not given"}</dd>
              </div>
              <div>
                <dt className="font-semibold text-slate-800">Terms accepted</dt>
                <dd>{profile.termsAcceptedAt ? formatDate(profile.termsAcceptedAt) : "Not recorded"}</dd>
              </div>
            </dl>
          )}
          <div className="sm:w-56">
            <SubmitButton pending={busyWith === "update-profile"} pendingLabel="Saving...">
              Save Changes
            </SubmitButton>
          </div>
        </Form>
      </Section>

      <Section id="password-heading" title="Change password">
        <Form method="post" {...getFormProps(passwordForm)} className="space-y-4">
          <input type="hidden" name="intent" value="change-password" />
          {done("change-password") && (
            <FormAlert tone="success">Your password has been changed. Other devices have been signed out.</FormAlert>
          )}
          {passwordForm.errors?.length ? <FormAlert>{passwordForm.errors[0]}</FormAlert> : null}
          <PasswordField
            id={passwordFields.currentPassword.id}
            name={passwordFields.currentPassword.name}
            label="Current password"
            errors={passwordFields.currentPassword.errors}
            required
          />
          <PasswordField
            id={passwordFields.password.id}
            name={passwordFields.password.name}
            label="New password"
            autoComplete="new-password"
            description={`At least ${PASSWORD_MIN_LENGTH} characters; very common passwords are refused.`}
            errors={passwordFields.password.errors}
            required
          />
          <PasswordField
            id={passwordFields.confirmPassword.id}
            name={passwordFields.confirmPassword.name}
            label="Confirm new password"
            autoComplete="new-password"
            errors={passwordFields.confirmPassword.errors}
            required
          />
          <div className="sm:w-56">
            <SubmitButton pending={busyWith === "change-password"} pendingLabel="Changing...">
              Change Password
            </SubmitButton>
          </div>
        </Form>
      </Section>

      <Section id="data-heading" title="Your data">
        <p className="text-slate-700">
          Download everything we keep about you (your account, profile, saved institutions and compare list) as a JSON
          file.
        </p>
        <a
          href="/profile/my-data.json"
          download
          className="mt-4 inline-flex min-h-11 items-center gap-2 rounded-lg border border-brand-700 px-5 py-2.5 font-semibold text-brand-700 hover:bg-brand-50"
        >
          <Download className="size-5" aria-hidden="true" />
          Download My Data
        </a>
      </Section>

      <Section id="delete-heading" title="Delete my account">
        <Form method="post" {...getFormProps(deleteForm)} className="space-y-4">
          <input type="hidden" name="intent" value="delete-account" />
          <p className="text-slate-700">
            This deletes your account, your profile, your saved institutions and your compare list at once, and signs
            you out everywhere. It cannot be undone.
          </p>
          {deleteForm.errors?.length ? <FormAlert>{deleteForm.errors[0]}</FormAlert> : null}
          <PasswordField
            id={deleteFields.password.id}
            name={deleteFields.password.name}
            label="Your password"
            errors={deleteFields.password.errors}
            required
          />
          <CheckboxField
            id={deleteFields.confirm.id}
            name={deleteFields.confirm.name}
            label="I understand that my account and everything in it will be deleted for good"
            errors={deleteFields.confirm.errors}
          />
          <div className="sm:w-64">
            <SubmitButton variant="danger" pending={busyWith === "delete-account"} pendingLabel="Deleting...">
              Delete My Account
            </SubmitButton>
          </div>
        </Form>
      </Section>
    </div>
  );
}
