/**
 * Scale-out: two app processes (A and B, different ports, the same AUTH_SECRET and PUBLIC_URL)
 * on one DATABASE_URL, requests alternating between them (TRUST_PROXY set, as behind a load
 * balancer on loopback, which names clients in X-Forwarded-For). Each step makes a change through one
 * process and looks at it through the other on the very next request (analytics events are
 * written in quarter-second batches, so that step waits for them):
 * sessions, rate limits, guest page and API caches, uploads, favorites and analytics.
 */
import { RATE_RULES } from "~/domain/accounts/rate-limit.server";
import { GOOD_PASSWORD, signIn } from "../setup/accounts";
import { httpRequest, newClientAddress } from "../setup/http-client";
import {
  downloadDigest,
  eventually,
  logComplaints,
  randomPdf,
  sha256,
  siteFetch,
  Verdict,
  type Check,
  type ServerProcess,
} from "./harness";

type Step = (verdict: Verdict) => Promise<string>;

/** Failed sign-ins allowed per client address. */
const PER_CLIENT = RATE_RULES["sign-in"].perClient.max;

export const scaleOutCheck: Check = {
  name: "scale-out: two app processes, one database",
  async run(scope) {
    const verdict = new Verdict();
    const external = await scope.externalDatabase();
    const [portA, portB] = [await scope.port(), await scope.port()];
    // One site behind a load balancer: both processes know it by the same public address, and
    // believe the balancer (on loopback here) about who the client is.
    const env = { PUBLIC_URL: `http://127.0.0.1:${portA}`, TRUST_PROXY: "loopback" };
    const [a, b] = await Promise.all([
      scope.app({ databaseUrl: external.url, port: portA, env }),
      scope.app({ databaseUrl: external.url, port: portB, env }),
    ]);
    const [first, second] = [a.url, b.url];
    const admin = await scope.person(first, external.url, "admin");
    const json = async <T>(response: Response) => (await response.json()) as T;

    const steps: Array<[string, Step]> = [
      [
        "sessions",
        async (v) => {
          const user = await scope.person(first, external.url, "user");
          const onB = await siteFetch(second, "/api/favorites", { cookie: user.cookie });
          const signOut = await siteFetch(second, "/logout", { method: "POST", cookie: user.cookie });
          const onAAfter = await siteFetch(first, "/api/favorites", { cookie: user.cookie });
          v.expect(onB.status === 200, `a session made through A is not known to B (${onB.status})`);
          v.expect(
            onAAfter.status === 401,
            `signing out through B (${signOut.status}) left the session working on A (${onAAfter.status})`,
          );
          return `signed in through A, known to B (${onB.status}); signed out through B, refused by A (${onAAfter.status})`;
        },
      ],
      [
        "rate limits",
        async (v) => {
          // Sign-in page: five tries per address (here one without an account), whichever process counts them.
          const email = `limited-${Date.now()}@example.org`;
          const pageStatuses: number[] = [];
          for (let attempt = 0; attempt < 6; attempt++) {
            const site = attempt % 2 ? second : first;
            pageStatuses.push((await signIn(site, email, { password: `Wrong-Guess-${attempt}00` })).status);
          }
          // The JSON API: PER_CLIENT failed sign-ins per client address, for a client the balancer
          // names in X-Forwarded-For, whichever process counts them; another client keeps its allowance.
          const balancer = newClientAddress();
          const apiSignIn = (site: string, client: string, attempt: number) =>
            httpRequest(`${site}/api/auth/sign-in/email`, {
              method: "POST",
              from: balancer,
              headers: { "Content-Type": "application/json", Origin: site, "X-Forwarded-For": client },
              body: JSON.stringify({ email: `nobody-${attempt}@example.org`, password: GOOD_PASSWORD }),
            });
          let apiLimitAt = 0;
          for (let attempt = 1; attempt <= PER_CLIENT + 10 && !apiLimitAt; attempt++) {
            const answer = await apiSignIn(attempt % 2 ? second : first, "203.0.113.7", attempt);
            if (answer.status === 429) apiLimitAt = attempt;
          }
          const otherClient = (await apiSignIn(first, "203.0.113.8", 99)).status;
          v.expect(
            pageStatuses.join() === "401,401,401,401,401,429",
            `sign-in page, one address on A and B in turn: ${pageStatuses.join(", ")} (expected five 401 then 429)`,
          );
          v.expect(
            apiLimitAt === PER_CLIENT + 1,
            `the API refused the ${apiLimitAt || `(none of ${PER_CLIENT + 10})`}th failed sign-in alternating A and B (expected the ${PER_CLIENT + 1}st: one count for both)`,
          );
          v.expect(otherClient === 401, `another client behind the same balancer was answered ${otherClient}`);
          return `page sign-ins on A/B in turn: ${pageStatuses.join(", ")}; API limit reached at call ${apiLimitAt || "never"} of A/B in turn (limit ${PER_CLIENT}), another client behind the balancer: ${otherClient}`;
        },
      ],
      ["caches", (v) => cachesStep(v, first, second, admin.cookie)],
      [
        "uploads",
        async (v) => {
          const bytes = randomPdf(400_000);
          const form = new FormData();
          form.append("file", new Blob([new Uint8Array(bytes)], { type: "application/pdf" }), "shared.pdf");
          const created = await siteFetch(first, "/api/admin/files", {
            method: "POST",
            cookie: admin.cookie,
            body: form,
          });
          const file = (await json<{ data: { file: { id: number; file_url: string } } }>(created)).data.file;
          const onB = await downloadDigest(second, file.file_url);
          const listed = await json<{ data: { files: Array<{ id: number }> } }>(
            await siteFetch(second, "/api/admin/files", { cookie: admin.cookie }),
          );
          await siteFetch(second, `/api/admin/files/${file.id}`, { method: "DELETE", cookie: admin.cookie });
          const onAAfter = await downloadDigest(first, file.file_url);
          v.expect(onB === sha256(bytes), `a file uploaded through A downloads from B as ${onB}`);
          v.expect(
            listed.data.files.some((entry) => entry.id === file.id),
            "B's file list lacks the file uploaded through A",
          );
          v.expect(onAAfter === "HTTP 404", `a file deleted through B still answers ${onAAfter} on A`);
          return `uploaded through A, same bytes from B (${onB === sha256(bytes)}), listed by B; deleted through B, A answers ${onAAfter}`;
        },
      ],
      [
        "favorites",
        async (v) => {
          const user = await scope.person(first, external.url, "user");
          const saved = (site: string) =>
            siteFetch(site, "/api/favorites", { cookie: user.cookie })
              .then((response) => json<{ data: { favorites: Array<{ institution: { id: number } }> } }>(response))
              .then((body) => body.data.favorites.map((entry) => entry.institution.id));
          await siteFetch(first, "/api/favorites/7", { method: "PUT", cookie: user.cookie });
          await siteFetch(second, "/api/favorites/8", { method: "PUT", cookie: user.cookie });
          const onB = await saved(second);
          const onA = await saved(first);
          await siteFetch(second, "/api/favorites/7", { method: "DELETE", cookie: user.cookie });
          const onAAfter = await saved(first);
          v.expect(
            onA.join() === "8,7" && onB.join() === "8,7",
            `saved through A and B in turn, A lists [${onA.join()}], B [${onB.join()}] (expected [8,7])`,
          );
          v.expect(onAAfter.join() === "8", `removed through B, A still lists [${onAAfter.join()}]`);
          return `saved 7 through A and 8 through B: both list [${onB.join()}]; removed 7 through B: A lists [${onAAfter.join()}]`;
        },
      ],
      [
        "analytics",
        async (v) => {
          const query = `scaleprobe${Math.random().toString(36).slice(2, 8).replace(/\d/g, "x")}`;
          for (const site of [first, second, first, second, first]) {
            await fetch(`${site}/api/institutions?q=${query}`);
          }
          const counted = async (site: string) => {
            const report = await json<{ data: { popularSearches: Array<{ query: string; count: number }> } }>(
              await siteFetch(site, "/api/admin/analytics?period=7d", { cookie: admin.cookie }),
            );
            return report.data.popularSearches.find((entry) => entry.query === query)?.count ?? 0;
          };
          let counts: number[] = [];
          await eventually(async () => {
            counts = [await counted(first), await counted(second)];
            return counts.every((count) => count === 5);
          }, 5000);
          v.expect(
            counts.every((count) => count === 5),
            `5 searches (3 on A, 2 on B): the reports of A and B count ${counts.join(" and ")}`,
          );
          return `5 searches for one word, 3 through A and 2 through B: A's report counts ${counts[0]}, B's ${counts[1]}`;
        },
      ],
    ];

    for (const [name, step] of steps) {
      try {
        verdict.figure(`${name}: ${await step(verdict)}`);
      } catch (error) {
        verdict.expect(false, `${name}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    if (verdict.problems.length) {
      for (const [label, app] of [
        ["A", a],
        ["B", b],
      ] as Array<[string, ServerProcess]>) {
        for (const line of logComplaints(app.output()).slice(0, 4)) verdict.figure(`app ${label} log: ${line}`);
      }
    }
    return verdict.result();
  },
};

/** Guest caches on both processes, then changes through one, seen through the other at once. */
async function cachesStep(verdict: Verdict, first: string, second: string, cookie: string) {
  const slug = "wheaton-college";
  const cached = async (site: string, path: string) => {
    await fetch(`${site}${path}`).then((response) => response.arrayBuffer());
    return (await fetch(`${site}${path}`)).headers.get("x-cache") === "hit";
  };
  const paths = [
    `/api/institutions/${slug}`,
    `/institution/${slug}`,
    "/resources/articles",
    "/api/institutions?q=wheaton",
  ];
  const warm = [];
  for (const path of paths) warm.push((await cached(first, path)) && (await cached(second, path)));
  verdict.expect(warm.every(Boolean), "the guest caches did not answer repeated requests on both processes");

  const { data } = (await (await fetch(`${first}/api/institutions/${slug}`)).json()) as {
    data: { institution: { id: number; institution_name: string } };
  };
  const newName = `Wheaton College Renamed ${Date.now()}`;
  const patched = await siteFetch(first, `/api/admin/institutions/${data.institution.id}`, {
    method: "PATCH",
    cookie,
    json: { institution_name: newName },
  });
  const apiOnB = await (await fetch(`${second}/api/institutions/${slug}`)).text();
  const pageOnB = await (await fetch(`${second}/institution/${slug}`)).text();
  const searchOnB = await (await fetch(`${second}/api/institutions?q=wheaton`)).text();

  const title = `Scale-out Notes ${Date.now()}`;
  const article = await siteFetch(second, "/api/admin/articles", {
    method: "POST",
    cookie,
    json: { title, content: "<p>Written through B, read through A.</p>", status: "published", category: "" },
  });
  const listOnA = await (await fetch(`${first}/resources/articles`)).text();

  const deleted = await siteFetch(second, `/api/admin/institutions/${data.institution.id}`, {
    method: "DELETE",
    cookie,
  });
  const goneOnA = (await fetch(`${first}/api/institutions/${slug}`)).status;

  verdict.expect(patched.status === 200, `renaming through A answered ${patched.status}`);
  verdict.expect(apiOnB.includes(newName), "B's API still showed the old name after A renamed the institution");
  verdict.expect(pageOnB.includes(newName), "B's institution page still showed the old name");
  verdict.expect(searchOnB.includes(newName), "B's search results still showed the old name");
  verdict.expect(article.status === 201, `publishing an article through B answered ${article.status}`);
  verdict.expect(listOnA.includes(title), "A's article list did not show the article published through B");
  verdict.expect(
    deleted.status === 200 && goneOnA === 404,
    `deleted through B (${deleted.status}), A answers ${goneOnA}`,
  );
  return `${paths.length} pages/API calls cached on both; renamed through A: B's API, page and search show it; article published through B: on A's list; deleted through B: A answers ${goneOnA}`;
}
