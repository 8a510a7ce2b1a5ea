/** Account steps over plain HTTP, each from its own client address (see http-client.ts). */
import { cookieJar, httpRequest, newClientAddress, postForm } from "./http-client";
import { linkIn, type MailSink } from "./mail-sink";

export const GOOD_PASSWORD = "Lantern-Orchard-57";

export function signUpForm(email: string, overrides: Record<string, string> = {}) {
  return {
    email,
    password: GOOD_PASSWORD,
    confirmPassword: GOOD_PASSWORD,
    fullName: "Test Person",
    userType: "career_switcher",
    dateOfBirth: "1990-04-12",
    acceptTerms: "on",
    dataProcessingConsent: "on",
    ...overrides,
  };
}

export function signUp(
  baseUrl: string,
  email: string,
  overrides: Record<string, string> = {},
  from = newClientAddress(),
) {
  return postForm(baseUrl, "/signup", signUpForm(email, overrides), { from });
}

/** Signs up, follows the confirmation link from the e-mail; returns the signed-in Cookie header. */
export async function createVerifiedUser(baseUrl: string, sink: MailSink, email: string) {
  const from = newClientAddress();
  const answer = await signUp(baseUrl, email, {}, from);
  if (answer.status !== 200) throw new Error(`sign-up failed: ${answer.status}`);
  const mail = await sink.waitFor((m) => m.to.includes(email) && m.subject.startsWith("Confirm"));
  const link = new URL(linkIn(mail, "/auth/callback"));
  const confirmed = await httpRequest(`${baseUrl}${link.pathname}${link.search}`, { from });
  if (confirmed.status !== 302) throw new Error(`confirmation failed: ${confirmed.status}`);
  return { cookie: cookieJar(confirmed.cookies) };
}

export async function signIn(
  baseUrl: string,
  email: string,
  options: { password?: string; rememberMe?: boolean; from?: string; path?: string } = {},
) {
  const answer = await postForm(
    baseUrl,
    options.path ?? "/login",
    { email, password: options.password ?? GOOD_PASSWORD, ...(options.rememberMe ? { rememberMe: "on" } : {}) },
    { from: options.from ?? newClientAddress() },
  );
  return { ...answer, cookie: cookieJar(answer.cookies) };
}
