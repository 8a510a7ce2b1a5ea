import {
  CheckCircle2 as checkCircle2Drawing,
  Eye as eyeDrawing,
  EyeOff as eyeOffDrawing,
  Loader2 as loader2Drawing,
} from "lucide";
import { useEffect, useState } from "react";
import { data, Form, Link, useNavigate, useNavigation } from "react-router";
import type { Route } from "./+types/signup";
import { AuthCard, FormAlert, labelClass } from "~/components/accounts/form-controls";
import { PASSWORD_MIN_LENGTH } from "~/domain/accounts/account.schemas";
import { getSessionUser } from "~/domain/accounts/session.server";
import {
  ADMIN_ROLE_OPTIONS,
  ADMIN_SIGNUP_MESSAGES,
  adminSignupProblem,
  AdminSignupInputSchema,
  SIGNUP_REDIRECT_MS,
} from "~/domain/admins/admin-accounts.schemas";
import { adminSignupMode, createAdminAccount } from "~/domain/admins/admin-accounts.server";
import { ROLE_NAMES } from "~/domain/admins/admin.schemas";
import { errorData } from "~/lib/error-status.server";
import { readForm } from "~/lib/http.server";
import { servicesContext } from "~/lib/services.server";
import { SITE_NAME } from "~/lib/site";
import { icon } from "~/components/ui/icon";

const CheckCircle2 = icon(checkCircle2Drawing);
const Eye = icon(eyeDrawing);
const EyeOff = icon(eyeOffDrawing);
const Loader2 = icon(loader2Drawing);

export const meta: Route.MetaFunction = () => [
  { title: `Create Admin Account | ${SITE_NAME}` },
  { name: "robots", content: "noindex, nofollow" },
];

/**
 * Creating an administrator. Outside the admin guard, because the very first account is made
 * here; the server decides who may: anyone while no active administrator exists (that account
 * becomes Super Administrator), afterwards only a signed-in Super Administrator, who picks the role.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const user = await getSessionUser(request, services);
  return { mode: await adminSignupMode(services.db, user?.adminRole, Boolean(user)) };
}

type ActionResult =
  | { created: true; email: string; role: keyof typeof ROLE_NAMES; firstSetup: boolean }
  | { created: false; error: string };

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const user = await getSessionUser(request, services);
  const form = Object.fromEntries(await readForm(request));
  const input = AdminSignupInputSchema.safeParse(form);
  if (!input.success) {
    return data<ActionResult>({ created: false, error: input.error.issues[0]!.message }, { status: 400 });
  }
  // The form always has the confirmation field; a missing one is an empty one.
  const values = { ...input.data, confirm_password: input.data.confirm_password ?? "" };
  try {
    const actor = user?.adminRole
      ? { userId: user.id, email: user.email, name: user.name, role: user.adminRole }
      : null;
    const account = await createAdminAccount(services, { actor, userId: user?.id ?? null }, values);
    return data<ActionResult>(
      { created: true, email: account.email, role: account.role, firstSetup: account.first_setup },
      { status: 201 },
    );
  } catch (error) {
    return errorData<ActionResult>(
      services,
      error,
      ({ status, message }) => ({ created: false, error: status >= 500 ? ADMIN_SIGNUP_MESSAGES.failed : message }),
      "creating an admin account failed",
    );
  }
}

const inputClass =
  "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-500 focus:outline-none";

export default function AdminSignup({ loaderData, actionData }: Route.ComponentProps) {
  const { mode } = loaderData;
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const [showPasswords, setShowPasswords] = useState(false);
  const [clientError, setClientError] = useState<string | null>(null);
  const [serverErrorShown, setServerErrorShown] = useState(true);
  const [lastAction, setLastAction] = useState(actionData);
  // A new answer from the server shows its error again.
  if (actionData !== lastAction) {
    setLastAction(actionData);
    setServerErrorShown(true);
  }

  if (actionData?.created) return <Created result={actionData} />;

  if (mode === "refused_guest" || mode === "refused_role") {
    return (
      <AuthCard title="Create Admin Account">
        <div className="space-y-4 text-slate-700">
          <p>{mode === "refused_guest" ? ADMIN_SIGNUP_MESSAGES.signInFirst : ADMIN_SIGNUP_MESSAGES.superAdminOnly}</p>
          {mode === "refused_guest" ? (
            <Link
              to="/login?redirect=%2Fadmin%2Fsignup"
              className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
            >
              Sign In
            </Link>
          ) : (
            <Link to="/" className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
              Return Home
            </Link>
          )}
        </div>
      </AuthCard>
    );
  }

  const error = clientError ?? (serverErrorShown && actionData && !actionData.created ? actionData.error : null);
  const passwordType = showPasswords ? "text" : "password";

  return (
    <AuthCard
      title="Create Admin Account"
      intro={
        mode === "setup" ? (
          <p>No administrator exists yet: this account will be the first Super Administrator.</p>
        ) : (
          <p>Create an account for a new administrator and choose what they may do.</p>
        )
      }
    >
      <Form
        method="post"
        noValidate
        className="space-y-5"
        onChange={() => {
          setClientError(null);
          setServerErrorShown(false);
        }}
        onSubmit={(event) => {
          const form = new FormData(event.currentTarget);
          const text = (name: string) => String(form.get(name) ?? "");
          const problem = adminSignupProblem({
            full_name: text("full_name"),
            email: text("email"),
            password: text("password"),
            confirm_password: text("confirm_password"),
          });
          if (problem) {
            event.preventDefault();
            setClientError(problem);
          }
        }}
      >
        {error && <FormAlert id="admin-signup-error">{error}</FormAlert>}
        <div>
          <label htmlFor="full_name" className={labelClass(true)}>
            Full Name
          </label>
          <input id="full_name" name="full_name" autoComplete="name" aria-required="true" className={inputClass} />
        </div>
        <div>
          <label htmlFor="email" className={labelClass(true)}>
            Email Address
          </label>
          <input
            id="email"
            name="email"
            type="email"
            autoComplete="email"
            aria-required="true"
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor="role" className={labelClass(true)}>
            Admin Role
          </label>
          {mode === "setup" ? (
            <>
              <select id="role" disabled aria-describedby="role-help" className={`${inputClass} bg-slate-100`}>
                <option>{ROLE_NAMES.super_admin}</option>
              </select>
              <p id="role-help" className="mt-1 text-sm text-slate-600">
                The first account is always a Super Administrator.
              </p>
            </>
          ) : (
            <select id="role" name="role" defaultValue="admin" className={inputClass}>
              {ADMIN_ROLE_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </div>
        <div>
          <label htmlFor="password" className={labelClass(true)}>
            Password
          </label>
          <input
            id="password"
            name="password"
            type={passwordType}
            autoComplete="new-password"
            aria-required="true"
            aria-describedby="password-help"
            className={inputClass}
          />
          <p id="password-help" className="mt-1 text-sm text-slate-600">
            At least {PASSWORD_MIN_LENGTH} characters; very common passwords are refused.
          </p>
        </div>
        <div>
          <label htmlFor="confirm_password" className={labelClass(true)}>
            Confirm Password
          </label>
          <input
            id="confirm_password"
            name="confirm_password"
            type={passwordType}
            autoComplete="new-password"
            aria-required="true"
            className={inputClass}
          />
        </div>
        <button
          type="button"
          onClick={() => setShowPasswords(!showPasswords)}
          aria-pressed={showPasswords}
          aria-controls="password confirm_password"
          className="inline-flex min-h-10 items-center gap-2 rounded-md px-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          {showPasswords ? (
            <EyeOff className="size-4" aria-hidden="true" />
          ) : (
            <Eye className="size-4" aria-hidden="true" />
          )}
          {showPasswords ? "Hide passwords" : "Show passwords"}
        </button>
        <button
          type="submit"
          disabled={submitting}
          className="inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
        >
          {submitting && <Loader2 className="size-4 animate-spin" aria-hidden="true" />}
          {submitting ? "Creating Account..." : "Create Admin Account"}
        </button>
        <p className="text-center text-sm text-slate-600">
          Already have an account?{" "}
          <Link to="/login" className="font-semibold text-brand-700 underline hover:text-brand-800">
            Sign in
          </Link>
        </p>
      </Form>
    </AuthCard>
  );
}

/**
 * 'Account Created!', then on to sign in after two seconds. Without JavaScript the link does it:
 * a timed meta refresh would take the page away from people who need longer to read it (WCAG 2.2.1).
 */
function Created({ result }: { result: Extract<ActionResult, { created: true }> }) {
  const navigate = useNavigate();
  const target = result.firstSetup ? "/login" : "/admin/users";
  useEffect(() => {
    const timer = setTimeout(() => navigate(target), SIGNUP_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate, target]);
  return (
    <AuthCard title="Account Created!">
      <div className="space-y-4 text-slate-700" role="status">
        <CheckCircle2 className="size-12 text-green-700" aria-hidden="true" />
        {result.firstSetup ? (
          <p>{ADMIN_SIGNUP_MESSAGES.created}</p>
        ) : (
          <p>
            {`The ${ROLE_NAMES[result.role]} account for ${result.email} has been created. You will be taken back to the Users page shortly.`}
          </p>
        )}
        <Link to={target} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
          {result.firstSetup ? "Go to Sign In" : "Back to Users"}
        </Link>
      </div>
    </AuthCard>
  );
}
