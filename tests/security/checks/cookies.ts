/**
 * Cookie flags and session handling, on the plain-http site and on the https deployment (a second
 * process on the same database whose PUBLIC_URL is https): every cookie any page or sign-in sets is
 * HttpOnly, SameSite Lax or Strict, Path=/, host-only (no Domain) and, over https, Secure with the
 * __Secure-/__Host- prefix for the session. The session token is long and random, a planted session
 * cookie is never adopted at sign-in, and after sign-out the old cookie signs nobody in.
 */
import { GOOD_PASSWORD } from "../../setup/accounts";
import { newClientAddress } from "../../setup/http-client";
import { cookieHeader, parseSetCookie, send, type Answer } from "../http";
import type { CheckResult, SecurityContext } from "../harness";
import { fillPagePath, pageRoutes } from "../surface";

const SESSION = /(?:^|\.)session_token$/;

function cookieProblems(line: string, https: boolean): string[] {
  const cookie = parseSetCookie(line);
  const problems: string[] = [];
  const cleared = cookie.value === "" || cookie.flags.get("max-age") === "0";
  if (!cookie.flags.has("httponly")) problems.push("no HttpOnly");
  const sameSite = cookie.flags.get("samesite")?.toLowerCase();
  if (sameSite !== "lax" && sameSite !== "strict") problems.push(`SameSite ${sameSite ?? "missing"}`);
  if (cookie.flags.get("path") !== "/") problems.push(`Path ${cookie.flags.get("path") ?? "missing"}`);
  if (cookie.flags.has("domain")) problems.push(`Domain ${cookie.flags.get("domain")} (should be host-only)`);
  if (https && !cookie.flags.has("secure")) problems.push("no Secure over https");
  if (https && SESSION.test(cookie.name) && !/^__(?:Secure|Host)-/.test(cookie.name)) {
    problems.push("session cookie without the __Secure-/__Host- prefix over https");
  }
  const maxAge = Number(cookie.flags.get("max-age") ?? 0);
  if (maxAge > 31 * 24 * 3600) problems.push(`lives ${Math.round(maxAge / 86400)} days`);
  if (SESSION.test(cookie.name) && !cleared) {
    const token = decodeURIComponent(cookie.value).split(".")[0] ?? "";
    if (token.length < 32) problems.push(`a session token of only ${token.length} characters`);
  }
  return problems.map((problem) => `${cookie.name}: ${problem}`);
}

export async function checkCookies(context: SecurityContext): Promise<CheckResult> {
  const failures: string[] = [];
  let cases = 0;
  const names = new Set<string>();
  const inspect = (where: string, answer: Answer, https: boolean) => {
    for (const line of answer.cookies) {
      cases += 1;
      names.add(`${parseSetCookie(line).name}${https ? " (https)" : ""}`);
      for (const problem of cookieProblems(line, https)) failures.push(`${where}: ${problem}`);
    }
  };
  const secure = await context.secureSite();

  for (const [site, https] of [
    [context.url, false],
    [secure.url, true],
  ] as const) {
    const label = https ? "https site" : "http site";
    // Sign-in through the page (remembered and not) and through the API.
    for (const remember of [false, true]) {
      const email = `cookies-${https ? "s" : "p"}-${remember}-${process.pid}@example.org`;
      await context.createAccount(email, { verified: true });
      const answer = await send(site, {
        method: "POST",
        path: "/login",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: site },
        body: new URLSearchParams({
          email,
          password: GOOD_PASSWORD,
          ...(remember ? { rememberMe: "on" } : {}),
        }).toString(),
        from: newClientAddress(),
      });
      if (answer.status !== 302 || !answer.cookies.some((line) => SESSION.test(parseSetCookie(line).name))) {
        failures.push(`${label}: sign-in (remember ${remember}) answered ${answer.status} without a session cookie`);
        continue;
      }
      inspect(`${label} POST /login (remember ${remember})`, answer, https);
      const cookie = cookieHeader(answer.cookies);

      // Every page the signed-in person can open, and every page as a guest: whatever they set.
      for (const route of pageRoutes().filter((r) => r.isDocument && !r.pattern.startsWith("/admin"))) {
        const path = fillPagePath(route.pattern, context.records);
        for (const headers of [{}, { Cookie: cookie }] as Record<string, string>[]) {
          inspect(`${label} GET ${path}`, await send(site, { path, headers, from: newClientAddress() }), https);
        }
      }

      if (!remember) {
        // Sign-out clears the cookie, and the old one signs nobody in afterwards.
        const out = await send(site, {
          method: "POST",
          path: "/logout",
          headers: { Cookie: cookie, Origin: site, "Content-Type": "application/x-www-form-urlencoded" },
          body: "",
          from: newClientAddress(),
        });
        inspect(`${label} POST /logout`, out, https);
        cases += 1;
        const cleared = out.cookies.map(parseSetCookie).find((c) => SESSION.test(c.name));
        if (!cleared || (cleared.value !== "" && cleared.flags.get("max-age") !== "0")) {
          failures.push(`${label}: sign-out did not clear the session cookie`);
        }
        const after = await send(site, { path: "/api/auth/get-session", headers: { Cookie: cookie } });
        cases += 1;
        if (after.body !== "null" && !/"session":\s*null/.test(after.body) && after.body.includes(email)) {
          failures.push(`${label}: the cookie still signs ${email} in after sign-out`);
        }
      }
    }
    const apiEmail = `cookies-api-${https ? "s" : "p"}-${process.pid}@example.org`;
    await context.createAccount(apiEmail, { verified: true });
    const api = await send(site, {
      method: "POST",
      path: "/api/auth/sign-in/email",
      headers: { "Content-Type": "application/json", Origin: site },
      body: JSON.stringify({ email: apiEmail, password: GOOD_PASSWORD, rememberMe: true }),
      from: newClientAddress(),
    });
    if (api.status !== 200) failures.push(`${label}: API sign-in answered ${api.status}`);
    inspect(`${label} POST /api/auth/sign-in/email`, api, https);
  }

  // Session fixation: a session cookie planted before sign-in is neither kept nor honoured.
  const email = `fixation-${process.pid}@example.org`;
  await context.createAccount(email, { verified: true });
  const planted = "ced.session_token=planted-by-an-attacker.0000";
  const signIn = await send(context.url, {
    method: "POST",
    path: "/login",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: context.url, Cookie: planted },
    body: new URLSearchParams({ email, password: GOOD_PASSWORD }).toString(),
    from: newClientAddress(),
  });
  cases += 1;
  const issued = signIn.cookies.map(parseSetCookie).find((c) => SESSION.test(c.name));
  if (!issued || issued.value.startsWith("planted-by-an-attacker"))
    failures.push("sign-in kept a planted session cookie");
  const withPlanted = await send(context.url, { path: "/api/auth/get-session", headers: { Cookie: planted } });
  cases += 1;
  if (withPlanted.body.includes(email)) failures.push("a planted session cookie signs someone in");

  return {
    check: "cookie flags and sessions",
    cases,
    failures,
    details: [
      `cookies seen: ${[...names].sort().join(", ")}`,
      "page and API sign-in, every public page, sign-out, session fixation; http and https sites",
    ],
  };
}
