/**
 * The better-auth instance: e-mail + password accounts, e-mail confirmation, password reset and
 * sessions, all kept in PostgreSQL (app/db/schema/auth.ts). Built once at start-up (server/boot.ts)
 * and reached through `services.auth`; its HTTP endpoints are mounted under /api/auth.
 */
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware, isAPIError } from "better-auth/api";
import { getCookies } from "better-auth/cookies";
import type { Database } from "~/db/client.server";
import { accounts, rateLimits, sessions, users, verifications } from "~/db/schema/auth";
import type { Env } from "~/lib/env.server";
import type { Logger } from "~/lib/logger.server";
import type { Mailer } from "~/lib/mailer.server";
import { describeRetryAfter, passwordProblem } from "./account.schemas";
import { existingAccountEmail, resetPasswordEmail, verificationEmail } from "./account-emails";
import { isCommonPassword } from "./common-passwords.server";
import {
  beginSignIn,
  checkAttempt,
  CLIENT_IP_HEADER,
  LIBRARY_DEFAULT_RULE,
  LIBRARY_PATH_RULES,
  LIMITED_PATHS,
  settleSignIn,
  type SignInParty,
} from "./rate-limit.server";

export const AUTH_BASE_PATH = "/api/auth";
/** How better-auth's origin check words the requests it refuses. */
const REFUSED_REQUEST =
  /^(Invalid (origin|callbackURL|redirectURL|errorCallbackURL|newUserCallbackURL)\b|Blocked cross-site)/;
const COOKIE_PREFIX = "ced";

/** The session cookie's name as better-auth derives it from this configuration ("__Secure-ced.session_token" over https). */
export function sessionCookieName(auth: Auth): string {
  return getCookies(auth.options).sessionToken.name;
}
/** 'Remember me': a session (and its cookie) lasts 30 days; otherwise the cookie ends with the browser. */
const REMEMBERED_SESSION_SECONDS = 30 * 24 * 60 * 60;
const VERIFICATION_LINK_SECONDS = 24 * 60 * 60;
const RESET_LINK_SECONDS = 60 * 60;

interface AuthDependencies {
  db: Database;
  env: Pick<Env, "PUBLIC_URL">;
  log: Logger;
  mailer: Mailer;
  secret: string;
}

/** Where a new password comes in, and the body field that carries it. */
const PASSWORD_FIELDS: Record<string, string> = {
  "/sign-up/email": "password",
  "/reset-password": "newPassword",
  "/change-password": "newPassword",
  "/set-password": "newPassword",
};

function verificationLink(publicUrl: string, token: string) {
  return `${publicUrl}/auth/callback?token=${encodeURIComponent(token)}`;
}

export function createAuth({ db, env, log, mailer, secret }: AuthDependencies) {
  const publicUrl = env.PUBLIC_URL;
  const isHttps = publicUrl.startsWith("https://");
  const sendInBackground = (what: string, work: Promise<unknown>) =>
    work.catch((error: unknown) => log.error({ err: error }, `could not send the ${what} e-mail`));

  return betterAuth({
    appName: "Christian Education Directory",
    baseURL: publicUrl,
    basePath: AUTH_BASE_PATH,
    secret,
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user: users, session: sessions, account: accounts, verification: verifications, rateLimit: rateLimits },
    }),
    // The pages and the API share one origin rule (server/app.ts); the library checks it again.
    trustedOrigins: (request) => {
      const host = request?.headers.get("host");
      return [publicUrl, ...(host ? [`http://${host}`, `https://${host}`] : [])];
    },
    // Sign-up goes through the /signup page only, which enforces the age and consent rules.
    disabledPaths: ["/sign-up/email"],
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: RESET_LINK_SECONDS,
      sendResetPassword: async ({ user, token }) => {
        const link = `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
        await mailer.send(resetPasswordEmail(user.email, link, RESET_LINK_SECONDS / 60));
      },
      onExistingUserSignUp: async ({ user }) => {
        await mailer.send(existingAccountEmail(user.email, `${publicUrl}/login`, `${publicUrl}/forgot-password`));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: VERIFICATION_LINK_SECONDS,
      sendVerificationEmail: async ({ user, token }) => {
        await mailer.send(
          verificationEmail(user.email, verificationLink(publicUrl, token), VERIFICATION_LINK_SECONDS / 3600),
        );
      },
    },
    session: { expiresIn: REMEMBERED_SESSION_SECONDS, updateAge: 24 * 60 * 60 },
    rateLimit: {
      enabled: true,
      storage: "database",
      ...LIBRARY_DEFAULT_RULE,
      customRules: LIBRARY_PATH_RULES,
    },
    advanced: {
      cookiePrefix: COOKIE_PREFIX,
      useSecureCookies: isHttps,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure: isHttps },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // E-mail goes out after the answer: an address with an account must not answer slower.
      backgroundTasks: { handler: (task) => void sendInBackground("account", Promise.resolve(task)) },
    },
    logger: {
      log: (level, message, ...args) => {
        const details = { source: "better-auth", ...(args.length ? { details: args } : {}) };
        // A request the library refuses (a callback address or origin not on this site: 403) is
        // the client's mistake, not the server's: a warning, or any visitor could fill the error log.
        if (level === "error" && !REFUSED_REQUEST.test(message)) log.error(details, message);
        else if (level === "error" || level === "warn") log.warn(details, message);
        else log.debug(details, message);
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        // A NUL character cannot reach PostgreSQL (the library would fail with a 500 on a token or
        // an address holding one): the request is refused as it is.
        if ([ctx.body, ctx.query, ctx.params].some((value) => holdsNul(value))) {
          throw new APIError("BAD_REQUEST", { message: "The request holds a character that is not allowed" });
        }
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        const passwordField = PASSWORD_FIELDS[ctx.path];
        if (passwordField && typeof body[passwordField] === "string") {
          const problem = passwordProblem(body[passwordField] as string, { isCommonPassword });
          if (problem) throw new APIError("BAD_REQUEST", { message: problem, code: "WEAK_PASSWORD" });
        }
        const action = LIMITED_PATHS[ctx.path];
        if (!action) return;
        if (action === "sign-in") {
          const decision = await beginSignIn(db, signInParty(ctx));
          // A sign-in lockout lasts minutes: the wait is named in minutes, rounded up.
          if (!decision.allowed) throw tooManyAttempts(decision.retryAfter, Math.max(60, decision.retryAfter));
          return;
        }
        const email = typeof body.email === "string" ? body.email : undefined;
        // HTTP calls were already counted per client by the library's limiter.
        const clientIp = ctx.request ? undefined : (ctx.headers?.get(CLIENT_IP_HEADER) ?? "unknown");
        const decision = await checkAttempt(db, action, { email, clientIp });
        if (!decision.allowed) throw tooManyAttempts(decision.retryAfter, decision.retryAfter);
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (LIMITED_PATHS[ctx.path] !== "sign-in") return;
        // A wrong password and an address without an account both answer 401, and count alike.
        const returned: unknown = ctx.context.returned;
        const outcome = !isAPIError(returned) ? "succeeded" : returned.statusCode === 401 ? "failed" : "neither";
        await settleSignIn(db, signInParty(ctx), outcome);
      }),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

declare module "~/lib/services.server" {
  interface Services {
    /** Accounts and sessions (better-auth); its HTTP endpoints are under /api/auth. */
    auth: Auth;
  }
}

function signInParty(ctx: { body?: unknown; headers?: Headers; request?: { headers: Headers } }): SignInParty {
  const email = (ctx.body as { email?: unknown } | undefined)?.email;
  return {
    email: typeof email === "string" ? email : undefined,
    clientIp: (ctx.headers ?? ctx.request?.headers)?.get(CLIENT_IP_HEADER) ?? "unknown",
  };
}

/** A 429 with the standard Retry-After header and a message naming the wait. */
function tooManyAttempts(retryAfter: number, describedWait: number) {
  return new APIError(
    "TOO_MANY_REQUESTS",
    { message: `Too many attempts. Please try again ${describeRetryAfter(describedWait)}.`, code: "RATE_LIMITED" },
    { "Retry-After": String(retryAfter) },
  );
}

function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (depth > 4 || value === null || typeof value !== "object") return false;
  return Object.entries(value).some(([key, item]) => key.includes("\u0000") || holdsNul(item, depth + 1));
}
