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

export const authOperations: ApiOperation[] = [
  {
    method: "post",
    path: "/api/auth/sign-in/email",
    summary: "Sign in; sets the ced.session_token cookie (rememberMe false: it ends with the browser, else 30 days)",
    tag: "Accounts",
    body: z.object({ email: Email, password: z.string(), rememberMe: z.boolean().optional() }),
    responses: {
      200: { description: "Signed in", schema: z.object({ token: z.string(), user: User }).loose() },
      401: { description: "Invalid email or password" },
      403: { description: "The e-mail address is not confirmed yet" },
      429: {
        description:
          `Too many failed attempts for this e-mail address (${SIGN_IN.perEmail.max}) or from this client ` +
          `(${SIGN_IN.perClient.max}) in ${SIGN_IN.perEmail.window / 60} minutes: refused, whatever the password, until Retry-After`,
      },
    },
  },
  {
    method: "post",
    path: "/api/auth/sign-out",
    summary: "Sign out: ends the session and clears the cookie",
    tag: "Accounts",
    auth: "session",
    responses: { 200: { description: "Signed out", schema: z.object({ success: z.boolean() }) } },
  },
  {
    method: "get",
    path: "/api/auth/get-session",
    summary: "The current session and user, or null",
    tag: "Accounts",
    responses: { 200: { description: "Session or null" } },
  },
  {
    method: "post",
    path: "/api/auth/send-verification-email",
    summary: "Send the confirmation link again (the same answer whether or not the address has an account)",
    tag: "Accounts",
    body: z.object({ email: Email }),
    responses: { 200: { description: "Accepted", schema: Status }, 429: { description: "Too many requests" } },
  },
  {
    method: "post",
    path: "/api/auth/request-password-reset",
    summary: "E-mail a password reset link (the same answer whether or not the address has an account)",
    tag: "Accounts",
    body: z.object({ email: Email }),
    responses: {
      200: { description: "Accepted", schema: Status.extend({ message: z.string() }) },
      429: { description: "Too many requests" },
    },
  },
  {
    method: "post",
    path: "/api/auth/reset-password",
    summary: "Set a new password with the e-mailed token; every session of the account ends",
    tag: "Accounts",
    body: z.object({ token: z.string(), newPassword: z.string().min(8).max(128) }),
    responses: {
      200: { description: "Password changed", schema: Status },
      400: { description: "Invalid or expired token, or a password that is too short or too common" },
    },
  },
  {
    method: "post",
    path: "/api/auth/change-password",
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
      400: { description: "Wrong current password or weak new one" },
    },
  },
];
