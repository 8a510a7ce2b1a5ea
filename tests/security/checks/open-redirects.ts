/**
 * Open redirects: every parameter that chooses where a visitor goes next, fed addresses that try to
 * leave the site. A Location header (or a link the page renders from the parameter) is resolved the
 * way a browser resolves it (WHATWG URL: tabs and newlines dropped, backslashes read as slashes) and
 * must stay on the site. Covered: sign-in (?redirect= on the page, when already signed in, and the
 * hidden redirectTo field), the favourites form's returnTo, the admin bulk delete's returnTo (the
 * redirect and its Cancel link), sign-out, the e-mailed confirmation and reset links with extra
 * parameters, better-auth's callbackURL/redirectTo parameters, and a sweep of every page with
 * redirect/next/returnTo/callbackURL/redirectTo added.
 */
import { GOOD_PASSWORD } from "../../setup/accounts";
import { linkIn } from "../../setup/mail-sink";
import type { Answer } from "../http";
import { inParallel, type CheckResult, type SecurityContext } from "../harness";
import { createInstitution } from "../records";
import { authEndpoints, fillAuthPath, fillPagePath, pageRoutes } from "../surface";

/** Addresses that leave the site if a redirect trusts them. */
const FOREIGN_TARGETS = [
  "//evil.example",
  "//evil.example/path",
  "///evil.example",
  "////evil.example",
  "https:evil.example",
  "https:/evil.example",
  "http:\\\\evil.example",
  "/\\evil.example",
  "\\/evil.example",
  "\\\\evil.example",
  "/\\/evil.example",
  "https://evil.example",
  "HTTPS://EVIL.EXAMPLE",
  "http://evil.example",
  "https://evil.example@127.0.0.1",
  "https://127.0.0.1@evil.example",
  "//evil.example@127.0.0.1",
  "/\t/evil.example",
  "/\n/evil.example",
  " //evil.example",
  "\u0000//evil.example",
  "/.//evil.example",
  "/a/..//evil.example",
  "/%2e%2e//evil.example",
  "/admin/institutions/../../..//evil.example",
  "/admin/institutions/%2e%2e/%2e%2e/%2e%2e//evil.example",
  "%2F%2Fevil.example",
  "%2f%2fevil.example",
  "/%2F%2Fevil.example",
  "%5C%5Cevil.example",
  "//evil%2Eexample",
  "//%65vil.example",
  "\uFF0F\uFF0Fevil.example",
  "javascript:alert(document.domain)",
  "JaVaScRiPt:alert(1)",
  "javascript://evil.example/%0Aalert(1)",
  " javascript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "vbscript:msgbox(1)",
];

/** One of each kind, for the sweep of every page (the places known to redirect get them all). */
const SWEEP_TARGETS = [
  "//evil.example",
  "/\\evil.example",
  "https://evil.example",
  "/.//evil.example",
  "javascript:alert(document.domain)",
  "https:evil.example",
  "/%2e%2e//evil.example",
  "\\/evil.example",
  "/\t/evil.example",
  "//evil.example@127.0.0.1",
  "%2F%2Fevil.example",
  "data:text/html,<script>alert(1)</script>",
];

const REDIRECT_PARAMS = [
  "redirect",
  "next",
  "returnTo",
  "return_to",
  "callbackURL",
  "redirectTo",
  "redirect_uri",
  "url",
];

/** Where a browser would go: null when it stays on the site (or there is no redirect). */
function leavesSite(siteUrl: string, location: string | undefined): string | null {
  if (!location) return null;
  let target: URL;
  try {
    target = new URL(location, siteUrl);
  } catch {
    return null; // a browser cannot follow it either
  }
  const site = new URL(siteUrl);
  if (target.protocol !== "http:" && target.protocol !== "https:") return `${target.protocol} address`;
  return target.host === site.host ? null : target.href;
}

export async function checkOpenRedirects(context: SecurityContext): Promise<CheckResult> {
  const failures: string[] = [];
  const site = context.url;
  let cases = 0;
  const places = new Map<string, number>();
  const verify = (place: string, target: string, answer: Answer, extra?: string) => {
    cases += 1;
    places.set(place, (places.get(place) ?? 0) + 1);
    if (answer.status >= 500) failures.push(`${place} with ${JSON.stringify(target)}: ${answer.status}`);
    for (const location of [answer.headers.location as string | undefined, extra]) {
      const away = leavesSite(site, location);
      if (away) failures.push(`${place} with ${JSON.stringify(target)}: sends the visitor to ${away}`);
    }
  };
  const form = (fields: Record<string, string>) => ({
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
  const query = (target: string, names = ["redirect"]) =>
    names.map((name) => `${name}=${encodeURIComponent(target)}`).join("&");

  // A session from a fresh account each time it is needed (sign-out ends one; sign-in is limited per address).
  let serial = 0;
  const freshAccount = async () => {
    serial += 1;
    const email = `redirect-${process.pid}-${serial}@example.org`;
    await context.createAccount(email, { verified: true });
    return email;
  };
  const freshSession = async () => (await context.signIn(await freshAccount())).cookie;

  const signedIn = await freshSession();
  const user = await context.person("user");
  const admin = await context.person("admin");

  // Links a page has anyway (the header, the footer): only links a parameter added are suspects.
  const deletePageLinks = renderedLinks(
    (await context.request("admin", { path: `/admin/institutions/delete?ids=${context.records.institutionId}` })).body,
  );
  const resetPageLinks = renderedLinks((await context.request("guest", { path: "/reset-password?token=x" })).body);

  const placeTargets = context.options.quick ? SWEEP_TARGETS : FOREIGN_TARGETS;
  await inParallel(placeTargets, 3, async (target) => {
    // Sign-in: already signed in, the page sends the visitor straight on.
    verify(
      "GET /login?redirect= (signed in)",
      target,
      await context.request("guest", { path: `/login?${query(target)}`, headers: { Cookie: signedIn } }),
    );
    // Sign-in form: ?redirect= on the address, and the hidden redirectTo field.
    const email = await freshAccount();
    verify(
      "POST /login?redirect=",
      target,
      await context.request("guest", {
        method: "POST",
        path: `/login?${query(target)}`,
        ...form({ email, password: GOOD_PASSWORD }),
      }),
    );
    verify(
      "POST /login redirectTo field",
      target,
      await context.request("guest", {
        method: "POST",
        path: "/login",
        ...form({ email, password: GOOD_PASSWORD, redirectTo: target }),
      }),
    );
    // The favourites form without JavaScript goes back to returnTo.
    verify(
      "POST /favorites returnTo",
      target,
      await context.request("guest", {
        method: "POST",
        path: "/favorites",
        headers: { Cookie: user.cookie, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          intent: "save",
          institutionId: String(context.records.institutionId),
          returnTo: target,
        }).toString(),
      }),
    );
    // Bulk delete: the confirmation page's Cancel link and the redirect after deleting.
    const page = await context.request("guest", {
      path: `/admin/institutions/delete?ids=${context.records.institutionId}&${query(target, ["returnTo"])}`,
      headers: { Cookie: admin.cookie },
    });
    for (const href of newLinks(page.body, deletePageLinks))
      verify("GET /admin/institutions/delete returnTo (links)", target, page, href);
    const doomed = await createInstitution(context, { institution_name: `Redirect ${process.pid} ${cases} College` });
    verify(
      "POST /admin/institutions/delete returnTo",
      target,
      await context.request("guest", {
        method: "POST",
        path: "/admin/institutions/delete",
        headers: { Cookie: admin.cookie, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ ids: String(doomed.id), returnTo: target }).toString(),
      }),
    );
    // Sign-out takes no destination: any offered is ignored.
    verify(
      "POST /logout?redirect=&next=&returnTo=",
      target,
      await context.request("guest", {
        method: "POST",
        path: `/logout?${query(target, ["redirect", "next", "returnTo"])}`,
        headers: { Cookie: await freshSession(), "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ redirect: target, next: target, returnTo: target }).toString(),
      }),
    );
    // better-auth's own redirect parameters (checked against its trusted origins).
    verify(
      "GET /api/auth/verify-email?callbackURL=",
      target,
      await context.request("guest", {
        path: `/api/auth/verify-email?token=not-a-token&${query(target, ["callbackURL"])}`,
      }),
    );
    verify(
      "GET /api/auth/reset-password/:token?callbackURL=",
      target,
      await context.request("guest", {
        path: `/api/auth/reset-password/not-a-token?${query(target, ["callbackURL"])}`,
      }),
    );
    const apiSignIn = await context.request("guest", {
      method: "POST",
      path: "/api/auth/sign-in/email",
      json: { email: await freshAccount(), password: GOOD_PASSWORD, callbackURL: target },
    });
    verify("POST /api/auth/sign-in/email callbackURL", target, apiSignIn, jsonUrl(apiSignIn.body));
  });

  // The e-mailed links, with destinations added: they go where the product decides, nowhere else.
  const emailTargets = context.options.quick ? SWEEP_TARGETS.slice(0, 6) : SWEEP_TARGETS;
  await inParallel(emailTargets, 3, async (target) => {
    const email = `redirect-mail-${process.pid}-${++serial}@example.org`;
    const signup = await context.request("guest", {
      method: "POST",
      path: "/signup",
      ...form({
        email,
        password: GOOD_PASSWORD,
        confirmPassword: GOOD_PASSWORD,
        fullName: "Redirect Tester",
        userType: "career_switcher",
        dateOfBirth: "1990-04-12",
        acceptTerms: "on",
        dataProcessingConsent: "on",
      }),
    });
    if (signup.status !== 200) {
      failures.push(`sign-up for the confirmation link failed: ${signup.status}`);
      return;
    }
    const confirm = new URL(
      linkIn(
        await context.mail.waitFor((m) => m.to.includes(email) && m.subject.startsWith("Confirm")),
        "/auth/callback",
      ),
    );
    verify(
      "e-mailed confirmation link + redirect params",
      target,
      await context.request("guest", {
        path: `${confirm.pathname}${confirm.search}&${query(target, REDIRECT_PARAMS)}`,
      }),
    );

    const reset = await context.request("guest", { method: "POST", path: "/forgot-password", ...form({ email }) });
    if (reset.status !== 200) {
      failures.push(`asking for the reset link failed: ${reset.status}`);
      return;
    }
    const link = new URL(
      linkIn(await context.mail.waitFor((m) => m.to.includes(email) && /reset/i.test(m.subject)), "/reset-password"),
    );
    const extra = query(target, REDIRECT_PARAMS);
    const resetPage = await context.request("guest", { path: `${link.pathname}${link.search}&${extra}` });
    for (const href of newLinks(resetPage.body, resetPageLinks))
      verify("e-mailed reset link + redirect params (links)", target, resetPage, href);
    verify(
      "reset form + redirect params",
      target,
      await context.request("guest", {
        method: "POST",
        path: `/reset-password?${extra}`,
        ...form({
          token: link.searchParams.get("token")!,
          password: "Meadow-Compass-93",
          confirmPassword: "Meadow-Compass-93",
          ...Object.fromEntries(REDIRECT_PARAMS.map((name) => [name, target])),
        }),
      }),
    );
    // The API versions: the e-mail they send must not carry the offered destination either.
    for (const [path, body] of [
      ["/api/auth/request-password-reset", { email, redirectTo: target }],
      ["/api/auth/send-verification-email", { email, callbackURL: target }],
    ] as const) {
      const answer = await context.request("guest", { method: "POST", path, json: body });
      verify(`POST ${path} ${Object.keys(body)[1]}`, target, answer, jsonUrl(answer.body));
    }
  });
  await new Promise((resolve) => setTimeout(resolve, 500));
  const mailed = context.mail.messages.filter((m) => m.to.some((to) => to.startsWith(`redirect-mail-${process.pid}`)));
  for (const message of mailed) {
    for (const link of message.text.match(/https?:\/\/[^\s"<>]+/g) ?? []) {
      cases += 1;
      if (leavesSite(site, link.replace(/=$/, "")) && !/example\.org/.test(link))
        failures.push(`an e-mail to ${message.to[0]} links away from the site: ${link}`);
    }
  }

  // Every page and every better-auth GET endpoint, with every usual destination parameter.
  const sweepTargets = context.options.quick ? SWEEP_TARGETS.slice(0, 6) : SWEEP_TARGETS;
  const pages = pageRoutes().map((route) => fillPagePath(route.pattern, context.records));
  const authGets = authEndpoints(context)
    .filter((endpoint) => endpoint.method === "GET")
    .map(fillAuthPath);
  const sweep = [...new Set([...pages, ...authGets])].flatMap((path) =>
    sweepTargets.map((target) => ({ path, target })),
  );
  await inParallel(sweep, 8, async ({ path, target }) => {
    const cookie = path.startsWith("/admin") ? admin.cookie : user.cookie;
    for (const headers of [{}, { Cookie: cookie }] as Record<string, string>[]) {
      verify(
        "every page and auth GET + redirect params",
        target,
        await context.request("guest", { path: `${path}?${query(target, REDIRECT_PARAMS)}`, headers }),
      );
    }
  });
  // Addresses that are themselves the attack: //host paths, backslashes, dot segments.
  for (const path of [
    "//evil.example/",
    "//evil.example/%2e%2e",
    "/\\evil.example/",
    "/%5Cevil.example/",
    "/assets//evil.example/..",
    "/assets/..//evil.example",
    "//evil.example/assets",
    "/articles/%2F%2Fevil.example",
    "/articles/..%2F..%2F%2Fevil.example",
    "/institution/%2F%2Fevil.example",
    "/.//evil.example",
  ]) {
    verify("crafted request paths", path, await context.request("guest", { path }));
  }

  return {
    check: "open redirects",
    cases,
    failures,
    details: [
      `${placeTargets.length} foreign destinations through ${places.size} places (${emailTargets.length} through e-mailed links)`,
      `${pages.length} pages and ${authGets.length} better-auth GETs swept with ${REDIRECT_PARAMS.length} parameter names x ${sweepTargets.length} destinations`,
    ],
  };
}

function newLinks(html: string, baseline: string[]) {
  return renderedLinks(html).filter((href) => !baseline.includes(href));
}

/** The href of every link and form action on a page. */
function renderedLinks(html: string) {
  return [...html.matchAll(/<(?:a|form)\b[^>]*?\s(?:href|action)="([^"]*)"/g)].map((match) =>
    match[1]!
      .replace(/&amp;/g, "&")
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'")
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">"),
  );
}

/** The `url` field of a better-auth JSON answer, if any. */
function jsonUrl(body: string): string | undefined {
  try {
    const parsed = JSON.parse(body) as { url?: unknown };
    return typeof parsed.url === "string" ? parsed.url : undefined;
  } catch {
    return undefined;
  }
}
