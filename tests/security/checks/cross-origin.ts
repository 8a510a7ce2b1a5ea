/**
 * Cross-site request forgery: every mutating route (each page route with an action, its
 * single-fetch form `<path>.data`, every non-GET call of the OpenAPI document and every better-auth
 * POST endpoint), sent with a signed-in super_admin's cookie from another site in the ways a browser
 * (or a proxy that strips a header) could send it: a foreign Origin, Origin: null, a look-alike
 * host, only a foreign Referer, only Sec-Fetch-Site: cross-site. Each must be refused with 403 by
 * the origin guard before any handler runs (its refusal message proves that). The same request from
 * the site itself must pass the guard, so the check can tell refusal from a broken route. CORS:
 * no answer may grant another origin access with credentials.
 */
import { newClientAddress } from "../../setup/http-client";
import { send, type Answer } from "../http";
import { inParallel, type CheckResult, type SecurityContext } from "../harness";
import { apiCalls, authEndpoints, fillApiPath, fillAuthPath, fillPagePath, pageRoutes } from "../surface";

const REFUSAL = "This request came from another site and was refused.";
const EVIL = "https://evil.example";

interface Mutation {
  method: string;
  path: string;
  contentType: string;
}

/** The ways a forged request can look (headers added to the victim's cookie). */
function forgeries(site: string): [name: string, headers: Record<string, string>][] {
  const host = new URL(site).host;
  return [
    ["Origin: foreign", { Origin: EVIL, "Sec-Fetch-Site": "cross-site" }],
    ["Origin: null", { Origin: "null" }],
    ["Origin: look-alike host", { Origin: `http://${host}.evil.example` }],
    ["Origin: other port", { Origin: `http://${new URL(site).hostname}:1` }],
    ["Referer only, foreign", { Referer: `${EVIL}/page` }],
    ["Sec-Fetch-Site: cross-site only", { "Sec-Fetch-Site": "cross-site" }],
  ];
}

function refusedByGuard(answer: Answer) {
  return answer.status === 403 && answer.body.includes(REFUSAL);
}

export async function checkCrossOrigin(context: SecurityContext): Promise<CheckResult> {
  const failures: string[] = [];
  const { records } = context;
  const mutations: Mutation[] = [];
  for (const route of pageRoutes().filter((route) => route.hasAction)) {
    const path = fillPagePath(route.pattern, records);
    for (const at of [path, `${path === "/" ? "/_root" : path}.data`]) {
      mutations.push({ method: "POST", path: at, contentType: "application/x-www-form-urlencoded" });
    }
  }
  const calls = (await apiCalls(context)).filter((call) => call.method !== "GET");
  for (const call of calls) {
    mutations.push({
      method: call.method,
      path: fillApiPath(call, records),
      contentType: call.bodyType ?? "application/json",
    });
  }
  const authPosts = authEndpoints(context).filter((endpoint) => endpoint.method === "POST");
  for (const endpoint of authPosts) {
    mutations.push({ method: "POST", path: fillAuthPath(endpoint), contentType: "application/json" });
  }
  const unique = [...new Map(mutations.map((m) => [`${m.method} ${m.path}`, m])).values()];
  // A person of its own: a forgery that got through could end the session it was sent with.
  const admin = await context.newPerson("super_admin");
  const kinds = forgeries(context.url);
  let cases = 0;

  await inParallel(unique, 4, async (mutation) => {
    const name = `${mutation.method} ${mutation.path}`;
    const body = mutation.contentType.includes("json") ? "{}" : "";
    for (const [kind, headers] of kinds) {
      cases += 1;
      // Sent as is (context.request would add this site's Origin).
      const answer = await send(context.url, {
        method: mutation.method,
        path: mutation.path,
        headers: { Cookie: admin.cookie, "Content-Type": mutation.contentType, ...headers },
        body,
        from: newClientAddress(),
      });
      if (!refusedByGuard(answer)) {
        failures.push(`${name} with ${kind}: ${answer.status} ${answer.body.slice(0, 100)} (expected the 403 refusal)`);
      }
    }
    // The control: the same request from the site itself gets past the guard (sent without the
    // cookie, so that it changes nothing: the guard answers before any session is read).
    cases += 1;
    const control = await context.request("guest", {
      method: mutation.method,
      path: mutation.path,
      headers: { "Content-Type": mutation.contentType, Origin: context.url, "Sec-Fetch-Site": "same-origin" },
      body,
    });
    if (refusedByGuard(control)) failures.push(`${name} from the site itself: refused as cross-site`);
  });

  // CORS: a foreign page may not read answers with the visitor's cookie.
  const viewer = admin;
  const reads = [
    "/api/favorites",
    "/api/auth/get-session",
    "/api/admin/dashboard",
    "/api/institutions",
    "/profile/my-data.json",
  ];
  for (const path of reads) {
    for (const method of ["GET", "OPTIONS"]) {
      cases += 1;
      const answer = await context.request("guest", {
        method,
        path,
        headers: {
          Cookie: viewer.cookie,
          Origin: EVIL,
          ...(method === "OPTIONS"
            ? { "Access-Control-Request-Method": "POST", "Access-Control-Request-Headers": "content-type" }
            : {}),
        },
      });
      const allowOrigin = answer.headers["access-control-allow-origin"];
      const credentials = answer.headers["access-control-allow-credentials"];
      if (allowOrigin === EVIL || (allowOrigin === "*" && credentials === "true") || allowOrigin === "null") {
        failures.push(
          `${method} ${path} from ${EVIL}: Access-Control-Allow-Origin ${allowOrigin}, credentials ${credentials}`,
        );
      }
    }
  }

  return {
    check: "cross-origin requests",
    cases,
    failures,
    details: [
      `${unique.length} mutating routes (${pageRoutes().filter((route) => route.hasAction).length} page actions and their .data forms, ${calls.length} API calls, ${authPosts.length} better-auth POSTs) x ${kinds.length} forgeries + a same-site control`,
      `CORS: ${reads.length} readable answers, GET and preflight from a foreign origin`,
    ],
  };
}
