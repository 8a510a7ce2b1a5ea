/**
 * The account calls better-auth answers under /api/auth (mounted in server/app.ts), listed for the
 * OpenAPI document. Sign-up has no HTTP call: only the /signup page applies the age and consent
 * rules. Errors take the API's shape; 429 answers carry Retry-After.
 */
import { z } from "zod";
import { RATE_RULES } from "~/domain/accounts/rate-limit.server";
import type { ApiOperation } from "./openapi";

const SIGN_IN = RATE_RULES["sign-in"];
const Email = z.email();
const Status = z.object({ status: z.boolean() });
const User = z.object({ id: z.string(), email: z.string(), name: z.string(), emailVerified: z.boolean() }).loose();
/** better-auth checks every body and query itself: its message names the field ("[body.email] ..."). */
const INVALID = { description: "A field is not valid: the message names it" };
/** better-auth reads only JSON bodies. */
const NOT_JSON = { description: "The body is not sent as application/json" };
const TOO_MANY = { description: "Too many requests from this client: refused until Retry-After" };

export const authOperations: ApiOperation[] = [
  {
    method: "post",
    path: "/api/auth/sign-in/email",
    operationId: "signIn",
    summary: "Sign in; sets the ced.session_token cookie (rememberMe false: it ends with the browser, else 30 days)",
    tag: "Accounts",
    body: z.object({ email: Email, password: z.string(), rememberMe: z.boolean().optional() }),
    responses: {
      200: { description: "Signed in", schema: z.object({ token: z.string(), user: User }).loose() },
      400: INVALID,
      401: { description: "Invalid email or password" },
      403: { description: "The e-mail address is not confirmed yet, or the request came from a page of another site" },
      429: {
        description:
          `Too many failed attempts for this e-mail address (${SIGN_IN.perEmail.max}) or from this client ` +
          `(${SIGN_IN.perClient.max}) in ${SIGN_IN.perEmail.window / 60} minutes: refused, whatever the password, until Retry-After`,
      },
      415: NOT_JSON,
    },
  },
  {
    method: "post",
    path: "/api/auth/sign-out",
    operationId: "signOut",
    summary: "Sign out: ends the session and clears the cookie (without one, there is nothing to end)",
    tag: "Accounts",
    auth: "optional",
    body: z.object({}).describe("An empty JSON object"),
    responses: { 200: { description: "Signed out", schema: z.object({ success: z.boolean() }) }, 415: NOT_JSON },
  },
  {
    method: "get",
    path: "/api/auth/get-session",
    operationId: "getSession",
    summary: "The current session and user, or null",
    tag: "Accounts",
    auth: "optional",
    responses: { 200: { description: "Session or null" } },
  },
  {
    method: "post",
    path: "/api/auth/send-verification-email",
    operationId: "sendVerificationEmail",
    summary: "Send the confirmation link again (the same answer whether or not the address has an account)",
    tag: "Accounts",
    body: z.object({ email: Email }),
    responses: { 200: { description: "Accepted", schema: Status }, 400: INVALID, 415: NOT_JSON, 429: TOO_MANY },
  },
  {
    method: "post",
    path: "/api/auth/request-password-reset",
    operationId: "requestPasswordReset",
    summary: "E-mail a password reset link (the same answer whether or not the address has an account)",
    tag: "Accounts",
    body: z.object({ email: Email }),
    responses: {
      200: { description: "Accepted", schema: Status.extend({ message: z.string() }) },
      400: INVALID,
      415: NOT_JSON,
      429: TOO_MANY,
    },
  },
  {
    method: "post",
    path: "/api/auth/reset-password",
    operationId: "resetPassword",
    summary: "Set a new password with the e-mailed token; every session of the account ends",
    tag: "Accounts",
    body: z.object({ token: z.string(), newPassword: z.string().min(8).max(128) }),
    responses: {
      200: { description: "Password changed", schema: Status },
      400: { description: "Invalid or expired token, a password that is too short or too common, or a missing field" },
      415: NOT_JSON,
    },
  },
  {
    method: "post",
    path: "/api/auth/change-password",
    operationId: "changePassword",
    summary: "Change the password of the signed-in user",
    tag: "Accounts",
    auth: "session",
    body: z.object({
      currentPassword: z.string(),
      newPassword: z.string().min(8).max(128),
      revokeOtherSessions: z.boolean().optional(),
    }),
    responses: {
      200: { description: "Password changed" },
      400: { description: "Wrong current password, a weak new one, or a missing field" },
      401: { description: "Not signed in" },
      415: NOT_JSON,
    },
  },
  // The two addresses better-auth's own flows send a browser through (the site's e-mails link to
  // its pages /auth/callback and /reset-password instead).
  {
    method: "get",
    path: "/api/auth/verify-email",
    operationId: "verifyEmail",
    summary: "Confirm an e-mail address with the token of a confirmation link; signs the person in",
    tag: "Accounts",
    query: z.object({
      token: z.string(),
      callbackURL: z.string().optional().describe("A page of this site to go to afterwards"),
    }),
    responses: {
      200: { description: "Confirmed (without callbackURL)", schema: Status.loose() },
      302: { description: "To callbackURL; with error=INVALID_TOKEN (or another code) when the token is not valid" },
      400: { description: "No token" },
      401: { description: "Invalid or expired token (without callbackURL)" },
      403: { description: "callbackURL is not on this site" },
    },
  },
  {
    method: "get",
    path: "/api/auth/reset-password/{token}",
    operationId: "openPasswordResetLink",
    summary: "A password reset link: checks the token and goes on to callbackURL with it",
    tag: "Accounts",
    params: z.object({ token: z.string() }),
    query: z.object({ callbackURL: z.string().describe("A page of this site that asks for the new password") }),
    responses: {
      302: { description: "To callbackURL with token=..., or with error=INVALID_TOKEN" },
      400: { description: "No callbackURL, or an address that does not decode" },
      403: { description: "callbackURL is not on this site" },
    },
  },
];
