/**
 * Load: 200 concurrent clients on search (API and page; repeated queries the guest cache answers
 * and unique ones it cannot) and the public pages, for 60 s (10 s with --quick) after a warm-up.
 * Every answer must be a 2xx or 3xx, no request may fail or time out, and the app's resident memory
 * must stay flat (judged in the full run only): sampled after the warm-up, the median of the last third of the samples may not be
 * clearly above the median of the first third (more than MAX_GROWTH and more than MAX_GROWTH_MIB).
 * The guest response cache may fill its 64 MiB budget during the run (and V8 grows its heap to the
 * concurrency it sees), which looks like growth in a short run but is bounded; hence both bounds.
 */
import autocannon from "autocannon";
import { fmt, logComplaints, percentile, rssMiB, sleep, Verdict, type Check } from "./harness";

const CONNECTIONS = 200;
/** Memory may grow this much between the first and the last third of the measured run. */
const MAX_GROWTH = 0.25;
const MAX_GROWTH_MIB = 64;
const WORDS = [
  "grace",
  "bible",
  "baptist",
  "ministry",
  "nursing",
  "music",
  "theology",
  "covenant",
  "trinity",
  "wesleyan",
  "lutheran",
  "catholic",
  "online",
  "texas",
  "ohio",
  "california",
  "seminary",
  "college",
  "pastoral",
  "mission",
];

/** Public page and search paths, drawn at random for each request; some are new every time. */
export function requestMix(slugs: readonly string[], articles: readonly string[]) {
  const repeated = [
    "/",
    "/resources",
    "/resources/articles",
    "/community",
    "/terms",
    "/search",
    "/search?q=bible+college",
    "/search?q=baptist&state=TX",
    "/search?denomination=Methodist&institution_type=University",
    "/api/institutions?q=seminary",
    "/api/institutions?q=wheaten",
    "/api/institutions?country=United+States&state=CA&page=2",
    "/api/filters",
    ...slugs.map((slug) => `/institution/${slug}`),
    ...slugs.slice(0, 4).map((slug) => `/api/institutions/${slug}`),
    ...articles.map((slug) => `/resources/articles/${slug}`),
  ];
  let counter = 0;
  return () => {
    counter += 1;
    const roll = Math.random();
    if (roll < 0.65) return repeated[Math.floor(Math.random() * repeated.length)]!;
    const word = WORDS[Math.floor(Math.random() * WORDS.length)]!;
    const other = WORDS[Math.floor(Math.random() * WORDS.length)]!;
    // Unique queries: a word pair and page no cache has seen, or a word with a typo-like suffix.
    const query = roll < 0.85 ? `${word}+${other}&page=${(counter % 7) + 1}` : `${word}${counter.toString(36)}`;
    return roll < 0.75 || roll >= 0.92 ? `/api/institutions?q=${query}` : `/search?q=${query}`;
  };
}

export async function publicSlugs(url: string) {
  const institutions = (await (await fetch(`${url}/api/institutions?q=college&page_size=12`)).json()) as {
    data: { institutions: Array<{ slug: string }> };
  };
  const articles = (await (await fetch(`${url}/api/articles?limit=6`)).json()) as {
    data: { articles: Array<{ slug: string }> };
  };
  return {
    slugs: institutions.data.institutions.map((institution) => institution.slug),
    articles: articles.data.articles.map((article) => article.slug),
  };
}

export const loadCheck: Check = {
  name: "load: 200 clients on search and pages",
  async run(scope) {
    const verdict = new Verdict();
    const warmupSeconds = scope.quick ? 5 : 15;
    const seconds = scope.quick ? 10 : 60;
    const app = await scope.app();
    const pid = app.child.pid!;
    const { slugs, articles } = await publicSlugs(app.url);
    const next = requestMix(slugs, articles);

    const samples: Array<{ at: number; mib: number }> = [];
    const started = Date.now();
    const sampler = setInterval(
      () => {
        const mib = rssMiB(pid);
        if (mib !== undefined) samples.push({ at: (Date.now() - started) / 1000, mib });
      },
      scope.quick ? 500 : 2000,
    );
    scope.defer(() => clearInterval(sampler));

    // Alongside the crowd, one visitor at a time asks for each kind of answer: what a person waits.
    const kinds = {
      "cached page": () => "/",
      "cached API": () => "/api/institutions?q=seminary",
      "new search (API)": () => `/api/institutions?q=probe${Date.now().toString(36)}`,
      "new search (page)": () => `/search?q=probe${Date.now().toString(36)}`,
    };
    const waits = new Map<string, number[]>(Object.keys(kinds).map((kind) => [kind, []]));
    let probing = true;
    const probe = (async () => {
      await sleep(warmupSeconds * 1000);
      while (probing) {
        for (const [kind, path] of Object.entries(kinds)) {
          const sent = performance.now();
          const response = await fetch(`${app.url}${path()}`, { signal: AbortSignal.timeout(60_000) }).catch(
            () => null,
          );
          await response?.arrayBuffer();
          if (response?.ok) waits.get(kind)!.push(performance.now() - sent);
        }
        await sleep(500);
      }
    })();
    scope.defer(() => {
      probing = false;
      return probe;
    });

    const statuses = new Map<number, number>();
    const errorKinds = new Map<string, number>();
    const times: number[] = [];
    scope.log(`load: ${CONNECTIONS} connections for ${warmupSeconds} s warm-up + ${seconds} s`);
    const result = await new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(
        {
          url: app.url,
          connections: CONNECTIONS,
          duration: warmupSeconds + seconds,
          // A shared, busy machine can be slow; a slow answer is measured, not counted as a failure.
          timeout: 30,
          headers: { "accept-encoding": "gzip, br" },
          requests: [{ setupRequest: (request) => ({ ...request, path: next() }) }],
        },
        (error, outcome) => (error ? reject(error) : resolve(outcome)),
      );
      instance.on("response", (_client, status, _bytes, responseTime) => {
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        times.push(responseTime);
      });
      instance.on("reqError", (error: Error & { code?: string }) => {
        const kind = error.code ?? error.message;
        errorKinds.set(kind, (errorKinds.get(kind) ?? 0) + 1);
      });
    });
    clearInterval(sampler);
    probing = false;
    await probe;
    // Requests autocannon gave up on at the end may still run; let them finish before judging.
    await sleep(1000);

    const total = result.requests.total;
    const failed = result.errors; // autocannon counts timeouts among the errors
    const non2xx = [...statuses].filter(([status]) => status < 200 || status >= 400);
    verdict.figure(
      `${fmt(total)} requests, ${fmt(total / (warmupSeconds + seconds))} req/s; latency p50 ${fmt(percentile(times, 50))} ms, p99 ${fmt(percentile(times, 99))} ms, max ${fmt(percentile(times, 100))} ms`,
    );
    verdict.figure(
      `one visitor meanwhile waits (p50 / max): ${[...waits]
        .map(([kind, list]) => `${kind} ${fmt(percentile(list, 50))} / ${fmt(percentile(list, 100))} ms`)
        .join(", ")}`,
    );
    verdict.figure(
      `errors ${failed}, of which timeouts (30 s) ${result.timeouts}, answers other than 2xx/3xx ${non2xx.reduce((sum, [, count]) => sum + count, 0)}`,
    );
    verdict.expect(total > 0, "no request was answered");
    verdict.expect(
      failed === 0,
      `${failed} requests failed (${[...errorKinds].map(([kind, count]) => `${kind}: ${count}`).join(", ") || `${result.timeouts} timeouts`})`,
    );
    verdict.expect(
      non2xx.length === 0,
      `answers other than 2xx/3xx: ${non2xx.map(([status, count]) => `${status} x${count}`).join(", ")}`,
    );

    const measured = samples.filter((sample) => sample.at >= warmupSeconds);
    const third = Math.max(1, Math.floor(measured.length / 3));
    const median = (values: typeof samples) =>
      percentile(
        values.map((sample) => sample.mib),
        50,
      );
    const first = median(measured.slice(0, third));
    const last = median(measured.slice(-third));
    const growth = (last - first) / first;
    const all = samples.map((sample) => sample.mib);
    verdict.figure(
      `RSS ${fmt(all[0] ?? 0)} MiB at start, ${fmt(all.at(-1) ?? 0)} at end, max ${fmt(Math.max(...all))}; ` +
        `median of first third ${fmt(first)}, of last third ${fmt(last)} (${growth >= 0 ? "+" : ""}${fmt(growth * 100, 1)}%; fails above +${MAX_GROWTH * 100}% and +${MAX_GROWTH_MIB} MiB)`,
    );
    const sixths = [1, 2, 3, 4, 5, 6].map((part) =>
      median(measured.slice(Math.floor(((part - 1) * measured.length) / 6), Math.floor((part * measured.length) / 6))),
    );
    verdict.figure(`RSS median by sixth of the measured run: ${sixths.map((mib) => fmt(mib)).join(", ")} MiB`);
    verdict.expect(measured.length >= 3, `too few memory samples (${measured.length})`);
    // Ten seconds (--quick) are too short to tell a leak from the heap and the response cache still
    // filling up on a slow machine (CI once saw +108 MiB in 2,089 requests): there the figures are
    // reported, and the full 60 s run judges them.
    if (scope.quick) verdict.figure("memory: reported only in the quick form; the full run judges it");
    else
      verdict.expect(
        growth <= MAX_GROWTH || last - first <= MAX_GROWTH_MIB,
        `memory grew ${fmt(growth * 100, 1)}% between the first and last third of the run`,
      );
    verdict.expect(app.child.exitCode === null, "the app exited during the load");
    if (verdict.problems.length)
      for (const line of logComplaints(app.output()).slice(0, 5)) verdict.figure(`app log: ${line}`);
    return verdict.result();
  },
};
