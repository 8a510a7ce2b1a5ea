/**
 * The fuzzer: malformed requests to every endpoint the product has (each call of the OpenAPI
 * document, each better-auth endpoint, each page of app/routes.ts with its GET query and its form
 * action, the single-fetch `.data` forms), as a guest and as a super_admin. Values: random bytes,
 * SQL fragments, huge, negative and fractional numbers, 10,000-character strings, NUL bytes and
 * lone surrogates, wrong JSON types, deep nesting, prototype keys, truncated JSON and multipart,
 * wrong or missing content types. Every answer must come within the deadline and below 500, and the
 * server must be healthy afterwards.
 *
 * Requests are generated one by one from a seeded PRNG in a fixed order, so `--seed N` repeats a
 * run exactly; a failure prints its request number and the request.
 */
import { newClientAddress } from "../../setup/http-client";
import { send, TimeoutError, type Answer, type Send } from "../http";
import { inParallel, random, type CheckResult, type Random, type SecurityContext } from "../harness";
import {
  apiCalls,
  authEndpoints,
  fillApiPath,
  fillAuthPath,
  fillPagePath,
  pageRoutes,
  type ApiCall,
  type JsonSchema,
} from "../surface";

const TIMEOUT_MS = 10_000;
const CONCURRENCY = 8;
const MAX_PATH = 12_000;

const LONG = "A".repeat(10_000);
/** Text values: SQL, numbers as text, path tricks, control characters, long and odd Unicode. */
const STRINGS = [
  "",
  " ",
  "0",
  "-1",
  "-0",
  "1.5",
  "1e309",
  "-1e309",
  "NaN",
  "Infinity",
  "2147483648",
  "-2147483649",
  "9007199254740993",
  "99999999999999999999999999999999",
  "0x7fffffff",
  "true",
  "null",
  "undefined",
  "[]",
  "{}",
  "'",
  '"',
  "' OR '1'='1",
  "1' OR 1=1--",
  "1; DROP TABLE institutions;--",
  "') UNION SELECT NULL,NULL,NULL--",
  "1)) OR pg_sleep(20)--",
  "$1",
  "%",
  "_",
  "\\",
  "%%",
  "%00",
  "\u0000",
  "a\u0000b",
  "\ud800",
  "\udfff\ud800",
  "\uffff",
  "\u202e\u0644\u0627",
  "😀".repeat(50),
  "../../../../etc/passwd",
  "..%2f..%2f..%2fetc%2fpasswd",
  "<script>alert(1)</script>",
  "${7*7}{{7*7}}",
  "\r\nX-Injected: 1",
  "*",
  "?&=#",
  "%ff%fe",
  "%c0%af",
  LONG,
  "é".repeat(5_000),
  "'".repeat(10_000),
  "9".repeat(10_000),
];
const NUMBERS = [0, -1, -2147483649, 2147483648, 1.5, -0.5, 2 ** 53 + 2, 1e308, -1e308, Number.MAX_SAFE_INTEGER];
/** JSON literals JSON.stringify cannot produce. */
const RAW_NUMBERS = ["1e309", "-1e309", "1" + "0".repeat(400), "-0", "0.0000000000000000000000001"];
const NAMES = [
  "q",
  "page",
  "page_size",
  "limit",
  "type",
  "state",
  "country",
  "denomination",
  "sort",
  "category",
  "search",
  "featured",
  "published",
  "ids",
  "period",
  "token",
  "error",
  "redirect",
  "returnTo",
  "kind",
  "person",
  "download",
  "intent",
  "id",
  "status",
  "file_name",
  "__proto__",
  "constructor",
];
const CONTENT_TYPES = [
  "application/json",
  "application/json; charset=utf-16",
  "application/x-www-form-urlencoded",
  "multipart/form-data",
  "multipart/form-data; boundary=",
  "multipart/form-data; boundary=xyz",
  "text/plain",
  "application/xml",
  "application/octet-stream",
  "*/*",
  ";;;",
  "application/json; charset=nonsense",
];

interface Target {
  method: string;
  /** A path with {name} or :name parameters, or a finished path. */
  path: string;
  fill: (override?: (name: string) => string) => string;
  kind: "api" | "auth" | "page" | "action";
  call?: ApiCall;
  /** Field names of the page's forms (read from the page), for form bodies. */
  fields?: string[];
  /** Ends the session it is sent with: not sent with the super_admin's cookie. */
  endsSession?: boolean;
}

const SESSION_ENDERS = /^\/logout$|\/sign-out$|\/revoke-sessions?$|\/delete-user$/;

function fuzzString(rng: Random): string {
  if (rng.chance(0.1)) return randomBytes(rng, rng.int(1, 64)).toString("latin1");
  return rng.pick(STRINGS);
}

/** Percent-encoding that never throws (encodeURIComponent does on lone surrogates). */
function encode(text: string) {
  let out = "";
  for (const byte of Buffer.from(text, "utf8")) {
    const char = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-_.~]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
  }
  return out;
}

function randomBytes(rng: Random, length: number) {
  const bytes = Buffer.alloc(length);
  for (let i = 0; i < length; i++) bytes[i] = rng.int(0, 255);
  return bytes;
}

function deepNesting(rng: Random) {
  const depth = rng.int(100, 5_000);
  return rng.chance(0.5) ? "[".repeat(depth) + "]".repeat(depth) : '{"a":'.repeat(depth) + "1" + "}".repeat(depth);
}

/** Any JSON value of a wrong (or right) type. */
function fuzzValue(rng: Random, depth = 0): unknown {
  switch (rng.int(0, 9)) {
    case 0:
      return fuzzString(rng);
    case 1:
      return rng.pick(NUMBERS);
    case 2:
      return rng.chance(0.5);
    case 3:
      return null;
    case 4:
      return depth > 2 ? [] : Array.from({ length: rng.int(0, 3) }, () => fuzzValue(rng, depth + 1));
    case 5:
      return depth > 2
        ? {}
        : Object.fromEntries(Array.from({ length: rng.int(0, 3) }, () => [rng.pick(NAMES), fuzzValue(rng, depth + 1)]));
    case 6:
      return rng.chance(0.5) ? LONG : Array.from({ length: rng.int(1_000, 10_000) }, () => 1);
    case 7:
      return { __proto__: { admin: true }, constructor: { prototype: { polluted: true } } };
    default:
      return rng.pick(STRINGS);
  }
}

/** A value that fits the schema, so that the request gets past the first checks to the deeper ones. */
function plausible(rng: Random, schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 3) return "fuzz";
  if (schema.enum?.length) return rng.pick(schema.enum);
  if (schema.anyOf?.length) return plausible(rng, rng.pick(schema.anyOf), depth + 1);
  const type = Array.isArray(schema.type) ? rng.pick(schema.type) : schema.type;
  switch (type) {
    case "string":
      return rng.pick(["Fuzz", "fuzz@example.org", "2024-01-01", "https://example.org", "1", "Grace"]);
    case "integer":
    case "number":
      return rng.int(Math.max(-5, schema.minimum ?? -5), Math.min(100, schema.maximum ?? 100));
    case "boolean":
      return rng.chance(0.5);
    case "array":
      return Array.from({ length: rng.int(0, 3) }, () => plausible(rng, schema.items, depth + 1));
    case "object":
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([name, property]) => [name, plausible(rng, property, depth + 1)]),
      );
    case "null":
      return null;
    default:
      return "fuzz";
  }
}

/** A JSON body: the schema's fields with some of them (or the whole body) replaced by nonsense. */
function jsonBody(rng: Random, schema: JsonSchema | undefined): string {
  switch (rng.int(0, 9)) {
    case 0:
      return JSON.stringify(fuzzValue(rng));
    case 1:
      return deepNesting(rng);
    case 2: {
      const text = JSON.stringify(plausible(rng, schema));
      return text.slice(0, rng.int(0, Math.max(0, text.length - 1))); // truncated
    }
    case 3:
      return `{"${rng.pick(Object.keys(schema?.properties ?? { a: 1 }))}": ${rng.pick(RAW_NUMBERS)}}`;
    case 4:
      return randomBytes(rng, rng.int(1, 512)).toString("latin1");
    default: {
      const body = plausible(rng, schema);
      if (body && typeof body === "object" && !Array.isArray(body)) {
        const record = body as Record<string, unknown>;
        const names = Object.keys(record);
        for (let i = rng.int(1, 3); i > 0; i--) {
          const name = names.length && rng.chance(0.8) ? rng.pick(names) : rng.pick(NAMES);
          if (rng.chance(0.15)) delete record[name];
          else record[name] = fuzzValue(rng);
        }
        return JSON.stringify(record);
      }
      return JSON.stringify(rng.chance(0.5) ? body : fuzzValue(rng));
    }
  }
}

function formBody(rng: Random, fields: string[]): string {
  const names = fields.length ? fields : NAMES;
  const pairs: string[] = [];
  for (let i = rng.int(0, 6); i > 0; i--) {
    const name = rng.chance(0.85) ? rng.pick(names) : fuzzString(rng);
    pairs.push(`${encode(name)}=${encode(fuzzString(rng))}`);
  }
  if (rng.chance(0.1)) pairs.push("%zz=%", "a&&=&b", "=x");
  return pairs.join("&");
}

function multipartBody(rng: Random): { body: Buffer; contentType: string } {
  // Any text a header may carry (Node refuses to send other characters).
  const boundary = rng.chance(0.9)
    ? "fuzzboundary"
    : fuzzString(rng)
        .replace(/[^\x20-\x7e]/g, "")
        .slice(0, 200);
  const parts: Buffer[] = [];
  for (let i = rng.int(0, 4); i > 0; i--) {
    const name = rng.pick(["file", "description", "category", "alt_text", ...NAMES]);
    const filename = rng.chance(0.5)
      ? `; filename="${rng.pick(["a.png", "../../x.txt", "x\u0000.pdf", LONG, "a.svg", "", "\ud800.txt", fuzzString(rng)])}"`
      : "";
    const type = rng.chance(0.6)
      ? `\r\nContent-Type: ${rng.pick(["image/png", "text/plain", "application/pdf", "image/svg+xml", "text/html", fuzzString(rng)])}`
      : "";
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"${filename}${type}\r\n\r\n`),
    );
    parts.push(rng.chance(0.5) ? randomBytes(rng, rng.int(0, 4096)) : Buffer.from(fuzzString(rng)));
    parts.push(Buffer.from("\r\n"));
  }
  if (rng.chance(0.7)) parts.push(Buffer.from(`--${boundary}--\r\n`)); // else: never ends
  const contentType = rng.chance(0.85) ? `multipart/form-data; boundary=${boundary}` : rng.pick(CONTENT_TYPES);
  return { body: Buffer.concat(parts), contentType };
}

function queryString(rng: Random, names: string[]): string {
  const pairs: string[] = [];
  for (let i = rng.int(0, 5); i > 0; i--) {
    const name = rng.chance(0.8) ? rng.pick(names.length ? names : NAMES) : rng.pick(NAMES);
    const shape = rng.int(0, 9);
    const key = shape === 0 ? `${name}[]` : shape === 1 ? `${name}[a]` : name;
    const value = rng.chance(0.7)
      ? encode(fuzzString(rng))
      : rng.pick(["%", "%zz", "%00", "%ff", "%ed%a0%80", "a%20b", "+"]);
    pairs.push(`${encode(key)}=${value}`);
    if (rng.chance(0.2)) pairs.push(`${encode(name)}=${encode(fuzzString(rng))}`); // repeated
  }
  return pairs.length ? `?${pairs.join("&")}` : rng.chance(0.1) ? "?" : "";
}

function pathValue(rng: Random): string {
  const value = rng.chance(0.85)
    ? fuzzString(rng)
    : rng.pick(["%", "%zz", "%2F", "..", ".", "%2e%2e", "%00", "%ed%a0%80", "%c0%ae"]);
  return value.length > 0 && /^(?:%[0-9a-z]{0,2})+$|^\.\.?$/i.test(value) ? value : encode(value);
}

/** The i-th request of a run: drawn from the PRNG only, so the same seed gives the same requests. */
function nextRequest(rng: Random, targets: Target[]): { target: Target; asAdmin: boolean; request: Send } {
  const target = rng.pick(targets);
  const asAdmin = !target.endsSession && rng.chance(0.5);
  const fuzzPath = rng.chance(0.4);
  let path = fuzzPath ? target.fill(() => pathValue(rng)) : target.fill();
  const headers: Record<string, string> = {};
  let body: string | Buffer | undefined;
  let method = target.method;
  if (rng.chance(0.03)) method = rng.pick(["PUT", "PATCH", "DELETE", "OPTIONS", "HEAD", "PROPFIND"]);

  const queryNames = target.call?.queryParams.map((param) => param.name) ?? target.fields ?? [];
  if (method === "GET" || method === "HEAD" || rng.chance(0.2)) path += queryString(rng, queryNames);
  // Node's server refuses a request head over 16 KB (431, closing the connection): stay below it.
  if (path.length > MAX_PATH) path = path.slice(0, MAX_PATH).replace(/%[0-9A-Fa-f]?$/, "");

  if (method !== "GET" && method !== "HEAD") {
    const bodyType = target.call?.bodyType;
    if (bodyType === "multipart/form-data" || (target.kind === "action" && rng.chance(0.1))) {
      const multipart = multipartBody(rng);
      body = multipart.body;
      headers["Content-Type"] = multipart.contentType;
    } else if (target.kind === "action") {
      body = rng.chance(0.8) ? formBody(rng, target.fields ?? []) : jsonBody(rng, undefined);
      headers["Content-Type"] = rng.chance(0.85) ? "application/x-www-form-urlencoded" : rng.pick(CONTENT_TYPES);
    } else {
      body = jsonBody(rng, target.call?.bodySchema);
      headers["Content-Type"] = rng.chance(0.85) ? "application/json" : rng.pick(CONTENT_TYPES);
    }
    if (rng.chance(0.05)) delete headers["Content-Type"];
  }
  // Odd but well-formed headers now and then.
  if (rng.chance(0.05)) headers.Cookie = `ced.session_token=${encode(fuzzString(rng).slice(0, 2_000))}`;
  if (rng.chance(0.03))
    headers.Range = rng.pick(["bytes=0-0", "bytes=-1", "bytes=999999999-", "bytes=5-1,0-", "lines=1-2"]);
  if (rng.chance(0.03)) headers["If-None-Match"] = rng.pick(['"x"', "*", "W/", LONG.slice(0, 4_000)]);
  if (rng.chance(0.03)) headers["Accept-Encoding"] = rng.pick(["br;q=2", "*", "gzip;q=NaN", "identity;q=0"]);
  if (rng.chance(0.02)) headers.Accept = rng.pick(["application/json", "text/x-component", "*/*;q=", ""]);
  return { target, asAdmin, request: { method, path, headers, body, timeoutMs: TIMEOUT_MS } };
}

function describe(label: string, asAdmin: boolean, request: Send) {
  const body = request.body === undefined ? "" : ` body ${JSON.stringify(request.body.toString().slice(0, 160))}`;
  const type = request.headers?.["Content-Type"] ? ` [${request.headers["Content-Type"]}]` : "";
  return `${label} ${asAdmin ? "super_admin" : "guest"} ${request.method} ${request.path.slice(0, 200)}${type}${body}`;
}

/** What the sweep puts in every parameter and field: NUL, 10,000 characters, SQL, a lone surrogate. */
const LONE_SURROGATE = "\ud800x";
const SWEEP_VALUES = ["a\u0000b", LONG, "' OR '1'='1'--", LONE_SURROGATE];

/** Every path parameter, query parameter and body field of every endpoint, set to each value. */
function systematicRequests(targets: Target[], values: string[]): { asAdmin: boolean; request: Send }[] {
  const requests: { asAdmin: boolean; request: Send }[] = [];
  for (const target of targets) {
    const asAdmin = !target.endsSession;
    const names = target.call?.queryParams.map((param) => param.name) ?? target.fields ?? [];
    for (const value of values) {
      // In an address the surrogate goes as the bytes it would be (invalid UTF-8), not as U+FFFD.
      const encoded = value === LONE_SURROGATE ? "%ED%A0%80x" : encode(value);
      const query = names.length ? `?${names.map((name) => `${encode(name)}=${encoded}`).join("&")}` : "";
      const hasParameters = /\{\w+\}|:\w+|\*/.test(target.path);
      const withBody = (path: string): Send => {
        if (target.method === "GET" || target.method === "DELETE")
          return { method: target.method, path, timeoutMs: TIMEOUT_MS };
        const send = (body: string | Buffer, contentType: string): Send => ({
          method: target.method,
          path,
          body,
          headers: { "Content-Type": contentType },
          timeoutMs: TIMEOUT_MS,
        });
        if (target.kind === "action") {
          const fields = (target.fields ?? []).map((name) => `${encode(name)}=${encoded}`).join("&");
          return send(fields, "application/x-www-form-urlencoded");
        }
        if (target.call?.bodyType === "multipart/form-data") {
          const upload = multipartOf({ description: value, category: value }, value);
          return send(upload.body, upload.contentType);
        }
        const properties = Object.keys(target.call?.bodySchema?.properties ?? { email: 1, token: 1, password: 1 });
        return send(JSON.stringify(Object.fromEntries(properties.map((name) => [name, value]))), "application/json");
      };
      if (hasParameters) requests.push({ asAdmin, request: withBody(target.fill(() => encoded).slice(0, MAX_PATH)) });
      // (Never a DELETE of the real records: later requests still point at them.)
      if (target.method !== "DELETE") {
        requests.push({ asAdmin, request: withBody(`${target.fill()}${query}`.slice(0, MAX_PATH)) });
      }
    }
  }
  return requests;
}

/** A multipart body with text fields and one file named `filename`. */
function multipartOf(fields: Record<string, string>, filename: string) {
  const boundary = "fuzzsweepboundary";
  const safeName = filename.replace(/["\r\n]/g, "_");
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  parts.push(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${safeName}.txt"\r\nContent-Type: text/plain\r\n\r\nswept\r\n--${boundary}--\r\n`,
  );
  return { body: Buffer.from(parts.join("")), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Names of the controls of every form on a page (where a fuzzed form body may aim). */
function formFields(html: string): string[] {
  return [
    ...new Set([...html.matchAll(/<(?:input|select|textarea|button)\b[^>]*\bname="([^"]+)"/g)].map((m) => m[1]!)),
  ];
}

async function buildTargets(context: SecurityContext): Promise<Target[]> {
  const { records } = context;
  const targets: Target[] = [];
  for (const call of await apiCalls(context)) {
    targets.push({
      method: call.method,
      path: call.path,
      fill: (override) => fillApiPath(call, records, override),
      kind: "api",
      call,
    });
  }
  for (const endpoint of authEndpoints(context)) {
    targets.push({
      method: endpoint.method,
      path: endpoint.path,
      fill: (override) =>
        override ? endpoint.path.replace(/:(\w+)/g, (_t, name: string) => override(name)) : fillAuthPath(endpoint),
      kind: "auth",
      endsSession: SESSION_ENDERS.test(endpoint.path),
    });
  }
  const admin = await context.person("super_admin");
  for (const route of pageRoutes()) {
    const path = fillPagePath(route.pattern, records);
    const fill = (override?: (name: string) => string) =>
      override
        ? route.pattern.replace(/:(\w+)|\*/g, (_token, name: string | undefined) => override(name ?? "splat"))
        : path;
    const page = await context.request("guest", { path, headers: { Cookie: admin.cookie } });
    const fields = formFields(page.body);
    targets.push({ method: "GET", path: route.pattern, fill, kind: "page", fields });
    if (route.hasAction) {
      const endsSession = SESSION_ENDERS.test(route.pattern);
      targets.push({ method: "POST", path: route.pattern, fill, kind: "action", fields, endsSession });
      targets.push({
        method: "POST",
        path: `${route.pattern}.data`,
        fill: (override) => `${fill(override).replace(/^\/$/, "/_root")}.data`,
        kind: "action",
        fields,
        endsSession,
      });
    }
  }
  return targets;
}

export async function checkFuzz(context: SecurityContext, total: number): Promise<CheckResult> {
  const failures: string[] = [];
  const seed = context.options.seed;
  const rng = random(seed);
  const targets = await buildTargets(context);
  // A super_admin of its own: the fuzzer may rename or otherwise change the account it uses.
  const admin = await context.newPerson("super_admin");
  const statuses = new Map<string, number>();
  const outputBefore = context.site.output().length;
  let slowest = { ms: 0, what: "" };
  let index = 0;
  let sent = 0;
  let retried = 0;

  const fire = async (label: string, asAdmin: boolean, request: Send) => {
    const headers = { ...request.headers };
    if (asAdmin) headers.Cookie = headers.Cookie ? `${admin.cookie}; ${headers.Cookie}` : admin.cookie;
    // A same-site Origin on writes, so that the requests reach the code behind the CSRF guard.
    if (request.method !== "GET" && request.method !== "HEAD") headers.Origin = context.url;
    let answer: Answer;
    sent += 1;
    try {
      try {
        answer = await send(context.url, { ...request, headers, from: newClientAddress() });
      } catch (error) {
        if (!(error instanceof TimeoutError)) throw error;
        // Once more: on a shared machine one request can miss the deadline; a hang misses it twice.
        retried += 1;
        answer = await send(context.url, { ...request, headers, from: newClientAddress() });
      }
    } catch (error) {
      const what =
        error instanceof TimeoutError
          ? `no answer within ${TIMEOUT_MS} ms, twice`
          : `connection failed: ${(error as Error).message}`;
      failures.push(`${what}: ${describe(label, asAdmin, request)}`);
      return;
    }
    const bucket = `${Math.floor(answer.status / 100)}xx`;
    statuses.set(bucket, (statuses.get(bucket) ?? 0) + 1);
    if (answer.ms > slowest.ms) slowest = { ms: answer.ms, what: describe(label, asAdmin, request).slice(0, 120) };
    if (answer.status >= 500) {
      failures.push(`${answer.status} ${answer.body.slice(0, 120)}: ${describe(label, asAdmin, request)}`);
    }
  };

  const started = performance.now();
  // First the same hostile values in every parameter and field of every endpoint, then the random
  // requests of the seed.
  const sweep = systematicRequests(targets, context.options.quick ? SWEEP_VALUES.slice(0, 2) : SWEEP_VALUES);
  await inParallel(sweep, CONCURRENCY, async ({ asAdmin, request }, number) =>
    fire(`sweep #${number}`, asAdmin, request),
  );
  const swept = sent;
  await inParallel(
    Array.from({ length: CONCURRENCY }, (_, worker) => worker),
    CONCURRENCY,
    async () => {
      while (index < total) {
        const number = index++;
        const { asAdmin, request } = nextRequest(rng, targets);
        await fire(`#${number}`, asAdmin, request);
      }
    },
  );
  const seconds = (performance.now() - started) / 1000;

  // Afterwards: healthy, still serving pages, still knowing the super_admin.
  const health = await context
    .request("guest", { path: "/healthz" })
    .catch((error: Error) => ({ status: 0, body: error.message }));
  if (health.status !== 200) failures.push(`/healthz after the fuzzing: ${health.status} ${health.body}`);
  const home = await context.request("guest", { path: "/" }).catch(() => ({ status: 0 }));
  if (home.status !== 200) failures.push(`the home page after the fuzzing: ${home.status}`);
  if (context.site.child.exitCode !== null) failures.push(`the server exited (${context.site.child.exitCode})`);
  const logged = context.site
    .output()
    .slice(outputBefore)
    .split("\n")
    .filter((line) => /"level":(50|60)/.test(line));
  for (const line of logged.slice(0, 5)) failures.push(`the server logged an error: ${line.slice(0, 300)}`);
  if (logged.length > 5) failures.push(`... and ${logged.length - 5} more errors in the server log`);

  const histogram = [...statuses.entries()]
    .sort()
    .map(([bucket, count]) => `${bucket} ${count}`)
    .join(", ");
  return {
    check: "fuzzing",
    cases: sent,
    failures,
    details: [
      `${targets.length} endpoints (API, better-auth, pages, actions): ${swept.toLocaleString("en-US")} requests with ${context.options.quick ? 2 : SWEEP_VALUES.length} hostile values in every parameter and field`,
      `then ${(sent - swept).toLocaleString("en-US")} random requests of seed ${seed}, guest and super_admin`,
      `answers: ${histogram}; ${(sent / seconds).toFixed(0)} req/s, ${CONCURRENCY} at a time, deadline ${TIMEOUT_MS / 1000} s${retried ? ` (${retried} answered only when asked again)` : ""}`,
      `slowest ${slowest.ms.toFixed(0)} ms: ${slowest.what}`,
    ],
  };
}
