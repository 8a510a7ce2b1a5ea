/**
 * Response headers on every HTML page of app/routes.ts (as a guest, and signed in as the person
 * the page is for), on error pages, on the https deployment (PUBLIC_URL https) and on the other
 * kinds of answer (JSON, resource routes, uploaded files). Whatever the server sets is asserted
 * present and sane: a Content-Security-Policy whose scripts need this answer's own nonce (or, for
 * a cached guest page, the hashes of its own inline scripts), no framing, no MIME sniffing, a
 * referrer policy that never leaks paths to other sites, no version banners, personal answers never
 * publicly cacheable, and HSTS exactly when the site is served over https.
 */
import { createHash } from "node:crypto";
import type { Answer } from "../http";
import { inParallel, type Caller, type CheckResult, type SecurityContext } from "../harness";
import { fillPagePath, pageRoutes } from "../surface";

const SANE_REFERRER = ["no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"];
/** What a script source list may never allow: any inline code or eval, or whole schemes. */
const UNSAFE_SCRIPT_SOURCES = [
  "'unsafe-inline'",
  "'unsafe-eval'",
  "'unsafe-hashes'",
  "*",
  "data:",
  "http:",
  "https:",
  "blob:",
];

function directives(csp: string) {
  const map = new Map<string, string[]>();
  for (const part of csp.split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), values);
  }
  return map;
}

/** The problems with one HTML answer's headers (empty when all is well). */
function htmlHeaderProblems(answer: Answer, options: { https: boolean; personal: boolean }): string[] {
  const problems: string[] = [];
  const header = (name: string) => {
    const value = answer.headers[name];
    return Array.isArray(value) ? value.join(", ") : value;
  };
  if (!/^text\/html;\s*charset=utf-8$/i.test(header("content-type") ?? "")) {
    problems.push(`Content-Type ${header("content-type")}`);
  }
  const csp = header("content-security-policy");
  if (!csp) {
    problems.push("no Content-Security-Policy");
  } else {
    const policy = directives(csp);
    const scripts = policy.get("script-src") ?? policy.get("default-src");
    if (!policy.get("default-src")) problems.push("CSP without default-src");
    if (!scripts) problems.push("CSP without script-src");
    for (const source of scripts ?? []) {
      if (UNSAFE_SCRIPT_SOURCES.includes(source.toLowerCase())) problems.push(`CSP script-src allows ${source}`);
    }
    if (policy.get("default-src")?.includes("*")) problems.push("CSP default-src *");
    if (policy.get("object-src")?.join(" ") !== "'none'") problems.push(`CSP object-src ${policy.get("object-src")}`);
    if (!["'self'", "'none'"].includes(policy.get("base-uri")?.join(" ") ?? "")) {
      problems.push(`CSP base-uri ${policy.get("base-uri")}`);
    }
    if (!["'none'", "'self'"].includes(policy.get("frame-ancestors")?.join(" ") ?? "")) {
      problems.push(`CSP frame-ancestors ${policy.get("frame-ancestors")}`);
    }
    const formAction = policy.get("form-action");
    if (!formAction || formAction.includes("*")) problems.push(`CSP form-action ${formAction}`);
    if (options.https && !policy.has("upgrade-insecure-requests"))
      problems.push("https CSP without upgrade-insecure-requests");

    // Every inline script must be allowed by this answer's nonce or by its own hash, nothing else.
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    if (nonce && Buffer.from(nonce, "base64").length < 16) problems.push(`CSP nonce of ${nonce.length} characters`);
    for (const match of answer.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
      const [, attributes = "", code = ""] = match;
      if (/\bsrc=/.test(attributes) || /type="application\/(?:ld\+)?json"/.test(attributes)) continue;
      const hash = `'sha256-${createHash("sha256").update(code).digest("base64")}'`;
      const hasNonce = nonce !== undefined && attributes.includes(`nonce="${nonce}"`);
      if (!hasNonce && !scripts?.includes(hash))
        problems.push("an inline script allowed by neither its nonce nor its hash");
    }
  }
  if (header("x-content-type-options") !== "nosniff")
    problems.push(`X-Content-Type-Options ${header("x-content-type-options")}`);
  if (!["DENY", "SAMEORIGIN"].includes((header("x-frame-options") ?? "").toUpperCase())) {
    problems.push(`X-Frame-Options ${header("x-frame-options")}`);
  }
  const referrer = header("referrer-policy")?.split(",").at(-1)?.trim();
  if (!referrer || !SANE_REFERRER.includes(referrer)) problems.push(`Referrer-Policy ${referrer}`);
  if (!header("permissions-policy")) problems.push("no Permissions-Policy");
  if (header("cross-origin-opener-policy") !== "same-origin") {
    problems.push(`Cross-Origin-Opener-Policy ${header("cross-origin-opener-policy")}`);
  }
  if (header("x-powered-by")) problems.push(`X-Powered-By ${header("x-powered-by")}`);
  if (/\d/.test(header("server") ?? "")) problems.push(`Server ${header("server")}`);
  const hsts = header("strict-transport-security");
  if (options.https) {
    const maxAge = Number(/max-age=(\d+)/.exec(hsts ?? "")?.[1] ?? 0);
    if (maxAge < 15_552_000) problems.push(`Strict-Transport-Security ${hsts} (want at least 180 days)`);
  } else if (hsts) {
    problems.push(`Strict-Transport-Security on plain http: ${hsts}`);
  }
  const cacheControl = header("cache-control") ?? "";
  if ((options.personal || answer.cookies.length) && /\bpublic\b|s-maxage/.test(cacheControl)) {
    problems.push(`a personal answer is publicly cacheable (Cache-Control ${cacheControl})`);
  }
  return problems;
}

/** Who a page is for: admin pages for a super_admin, the account pages for a signed-in user. */
function ownerOf(pattern: string): Caller {
  // Account creation answers everyone (its action decides who may use it).
  if (pattern === "/admin/signup") return "guest";
  if (pattern.startsWith("/admin")) return "super_admin";
  // Account pages, the school pages a signed-in person uses to represent a school, and starting a
  // discussion in the forums.
  const forUsers = [
    "/profile",
    "/favorites",
    "/institution/:slug/represent",
    "/represent/confirm",
    "/your-schools",
    "/community/new",
  ];
  if (forUsers.includes(pattern) || pattern === "/your-schools/:slug") return "user";
  return "guest";
}

export async function checkHeaders(context: SecurityContext): Promise<CheckResult> {
  const failures: string[] = [];
  let cases = 0;
  const documents = pageRoutes().filter((route) => route.isDocument);
  const requests: { caller: Caller; path: string; status: number; site: "http" | "https" }[] = [];
  for (const route of documents) {
    const path = fillPagePath(route.pattern, context.records);
    const status = route.pattern.endsWith("*") ? 404 : 200;
    const owner = ownerOf(route.pattern);
    // Routes that only send the visitor elsewhere (the old article address, GET /logout).
    const redirect = route.file.endsWith("article-redirect.tsx") ? 301 : route.file.endsWith("logout.tsx") ? 302 : null;
    // A guest twice (the second answer may come from the guest cache), and the page's owner.
    const forGuest = redirect ?? (owner === "guest" ? status : 302);
    requests.push({ caller: "guest", path, status: forGuest, site: "http" });
    requests.push({ caller: "guest", path, status: forGuest, site: "http" });
    // The suite's user represents no school: a school's update form answers it 403 (the authorisation
    // check proves that its representatives reach it).
    const forOwner = route.pattern === "/your-schools/:slug" ? 403 : status;
    if (owner !== "guest") requests.push({ caller: owner, path, status: redirect ?? forOwner, site: "http" });
  }
  // Error pages: the editor refused a super_admin page, and a page that is not there.
  requests.push({ caller: "editor", path: "/admin/users", status: 403, site: "http" });
  requests.push({ caller: "user", path: "/no-such-page", status: 404, site: "http" });
  requests.push({ caller: "super_admin", path: "/admin/no-such-page", status: 404, site: "http" });
  for (const path of ["/", "/search?q=grace", "/login", "/signup", `/institution/${context.records.institutionSlug}`]) {
    requests.push({ caller: "guest", path, status: 200, site: "https" });
  }

  const secure = await context.secureSite();
  const nonces = new Map<string, string[]>();
  await inParallel(requests, 4, async ({ caller, path, status, site }) => {
    cases += 1;
    const answer = await context.request(caller, { path }, site === "https" ? secure.url : context.url);
    const name = `GET ${path} as ${caller}${site === "https" ? " (https site)" : ""}`;
    if (answer.status !== status) {
      failures.push(`${name}: ${answer.status}, expected ${status}`);
      return;
    }
    if (status === 301 || status === 302) return; // a redirect has no page to protect
    for (const problem of htmlHeaderProblems(answer, { https: site === "https", personal: caller !== "guest" })) {
      failures.push(`${name}: ${problem}`);
    }
    const nonce = /'nonce-([^']+)'/.exec(String(answer.headers["content-security-policy"]))?.[1];
    if (nonce) nonces.set(nonce, [...(nonces.get(nonce) ?? []), name]);
  });
  for (const [nonce, names] of nonces) {
    if (names.length > 1)
      failures.push(`the CSP nonce ${nonce} was sent ${names.length} times (${names.slice(0, 3).join("; ")})`);
  }

  // Other kinds of answer: JSON, resource routes, uploaded files.
  const others: { caller: Caller; path: string; want: (answer: Answer) => string[] }[] = [
    { caller: "guest", path: "/api/institutions", want: () => [] },
    { caller: "super_admin", path: "/api/admin/dashboard", want: privateAnswer },
    { caller: "user", path: "/api/favorites", want: privateAnswer },
    { caller: "user", path: "/api/compare/list", want: privateAnswer },
    { caller: "user", path: "/profile/my-data.json", want: privateAnswer },
    { caller: "guest", path: "/sitemap.xml", want: () => [] },
    { caller: "guest", path: "/robots.txt", want: () => [] },
    {
      caller: "guest",
      path: `/files/${context.records.fileId}/${encodeURIComponent(context.records.fileName)}`,
      want: (answer) => {
        const csp = String(answer.headers["content-security-policy"] ?? "");
        return /\bsandbox\b/.test(csp) && /default-src 'none'/.test(csp)
          ? []
          : [`uploaded file served with CSP ${csp}`];
      },
    },
  ];
  for (const { caller, path, want } of others) {
    cases += 1;
    const answer = await context.request(caller, { path });
    const problems = [
      ...(answer.status === 200 ? [] : [`status ${answer.status}`]),
      ...(answer.headers["x-content-type-options"] === "nosniff" ? [] : ["no X-Content-Type-Options: nosniff"]),
      ...(answer.headers["x-powered-by"] ? ["X-Powered-By"] : []),
      ...want(answer),
    ];
    for (const problem of problems) failures.push(`GET ${path} as ${caller}: ${problem}`);
  }

  return {
    check: "security headers",
    cases,
    failures,
    details: [
      `${documents.length} HTML routes as guest (twice: fresh and cached) and as their owner, 3 error pages, 5 pages on the https site`,
      `${others.length} other answers (JSON, resource routes, an uploaded file)`,
    ],
  };
}

function privateAnswer(answer: Answer) {
  const cacheControl = String(answer.headers["cache-control"] ?? "");
  return /no-store|private/.test(cacheControl) ? [] : [`personal data with Cache-Control "${cacheControl}"`];
}
