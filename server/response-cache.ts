/**
 * Whole answers to guests, kept in memory per process: public pages and public API calls are the
 * same for every visitor who is not signed in, so each is rendered once per data version and then
 * served from memory. Its gzip and brotli copies and its policy are worked out once, when it is
 * first served from memory, so that an answer nobody asks for again costs nothing more than its
 * copy; so is its ETag, unless the answer came with one (`etagOf`). Entries are keyed on the URL
 * and valid only for the data stamp they were made under (server/data-versions.ts, read for every
 * request), so a change made through any process is seen by the next request. Signed-in visitors
 * always get a fresh render.
 *
 * Cached pages cannot reuse a per-request CSP nonce (a nonce must not be shared), so their policy
 * lists the SHA-256 hashes of the page's own inline scripts instead.
 */
import { createHash } from "node:crypto";
import zlib from "node:zlib";
import type { Request, RequestHandler, Response } from "express";
import type { AnalyticsEvent } from "~/domain/analytics/analytics.server";
import type { RequestFacts } from "~/lib/services.server";

interface Entry {
  key: string;
  stamp: string;
  status: number;
  contentType: string;
  cacheControl: string | undefined;
  /** The policy as rendered (with its nonce); what is served replaces the nonce (see `served`). */
  csp: string | undefined;
  /** Worked out on the first hit, like the compressed copies: most answers are never asked for again. */
  servedCsp?: string;
  etag?: string;
  identity: Buffer;
  /** Compressed on the first hit that asks for the encoding. */
  gzip?: Buffer;
  br?: Buffer;
  events: AnalyticsEvent[];
  size: number;
}

const MAX_BODY = 2 * 1024 * 1024;
const MAX_URL = 2000;
const CACHEABLE_TYPES = /^(text\/html|application\/json|application\/xml|text\/plain)/;

/**
 * The ETag of an answer's bytes: the app's for every answer it sends whole (`app.set("etag")`),
 * so an answer has the same one whether it was made afresh or comes from memory, and a guest
 * revalidating either gets a 304.
 */
export function etagOf(body: Buffer | string): string {
  // A fingerprint, not a secret: SHA-1 (as Express's own ETags) costs half of SHA-256 on CPUs
  // without SHA instructions, and every fresh API answer pays it.
  return `"${createHash("sha1").update(body).digest("base64url")}"`;
}

/**
 * Whether the request's If-None-Match names `etag` (or is "*"): the client holds this answer. A
 * list is read item by item, weak validators compared by their opaque part. Cache-Control in the
 * request does not change it: that speaks to caches on the way, and this is the origin.
 */
export function matchesEtag(req: Request, etag: string): boolean {
  const header = req.headers["if-none-match"];
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === opaque(etag));
}

/** Least-recently-used entries go first once the byte budget is spent. */
export class ResponseCache {
  private entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(private readonly maxBytes = 64 * 1024 * 1024) {}

  get(key: string, stamp: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.stamp !== stamp) {
      this.bytes -= entry.size;
      return undefined;
    }
    this.entries.set(key, entry);
    return entry;
  }

  /** Adds a compressed copy to an entry, counted against the budget while the entry is held. */
  compressed(entry: Entry, encoding: "gzip" | "br"): Buffer {
    const existing = entry[encoding];
    if (existing) return existing;
    const body = exactSize(
      encoding === "gzip"
        ? zlib.gzipSync(entry.identity, { level: 6 })
        : zlib.brotliCompressSync(entry.identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
    );
    entry[encoding] = body;
    entry.size += body.length;
    if (this.entries.get(entry.key) === entry) this.bytes += body.length;
    return body;
  }

  set(key: string, entry: Entry) {
    const previous = this.entries.get(key);
    if (previous) this.bytes -= previous.size;
    this.entries.set(key, entry);
    this.bytes += entry.size;
    for (const [oldest, old] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= old.size;
    }
  }

  get size() {
    return this.entries.size;
  }
}

function hasCookie(req: Request, name: string) {
  return (req.headers.cookie ?? "").split(";").some((cookie) => cookie.trimStart().startsWith(`${name}=`));
}

function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    hashes.add(`'sha256-${createHash("sha256").update(match[1]!).digest("base64")}'`);
  }
  return [...hashes];
}

/**
 * A page served from memory cannot reuse the nonce it was rendered with (a nonce must not be
 * shared), so its policy lists the SHA-256 hashes of the page's own inline scripts instead.
 */
function cachedPolicy(entry: Entry): string {
  const csp = entry.csp!;
  if (!entry.contentType.startsWith("text/html")) return csp;
  return csp.replace(/'nonce-[^']+'/, inlineScriptHashes(entry.identity.toString("utf8")).join(" ") || "'none'");
}

function preferredEncoding(req: Request): "br" | "gzip" | "identity" {
  const accepted = String(req.headers["accept-encoding"] ?? "");
  if (/\bbr\b/.test(accepted)) return "br";
  if (/\bgzip\b/.test(accepted)) return "gzip";
  return "identity";
}

function serve(req: Request, res: Response, entry: Entry, cache: ResponseCache) {
  res.status(entry.status);
  res.setHeader("Content-Type", entry.contentType);
  const etag = (entry.etag ??= etagOf(entry.identity));
  res.setHeader("ETag", etag);
  res.setHeader("Vary", "Accept-Encoding, Cookie");
  if (entry.cacheControl) res.setHeader("Cache-Control", entry.cacheControl);
  if (entry.csp) res.setHeader("Content-Security-Policy", (entry.servedCsp ??= cachedPolicy(entry)));
  res.setHeader("X-Cache", "hit");
  if (matchesEtag(req, etag)) {
    res.status(304).end();
    return;
  }
  const encoding = preferredEncoding(req);
  const body = encoding === "identity" ? entry.identity : cache.compressed(entry, encoding);
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  if (req.method === "HEAD") res.end();
  else res.end(body);
}

/** Cookies of the answer other than `ignored` ones (which the cached entry never stores). */
function setsCookies(res: Response, ignored: readonly string[]) {
  const header = res.getHeader("Set-Cookie");
  const cookies = header === undefined ? [] : Array.isArray(header) ? header : [String(header)];
  return cookies.some((cookie) => !ignored.some((name) => cookie.startsWith(`${name}=`)));
}

/**
 * zlib's one-shot output may be a view into its 16 KiB working buffer, which then stays in memory
 * with it: a few-KiB answer would hold 16 KiB, twice, and the byte budget would count a fraction
 * of what the cache really holds. Keep a copy of exactly the bytes instead.
 */
function exactSize(buffer: Buffer): Buffer {
  if (buffer.byteLength === buffer.buffer.byteLength) return buffer;
  const copy = Buffer.allocUnsafeSlow(buffer.byteLength);
  buffer.copy(copy);
  return copy;
}

function build(
  key: string,
  res: Response,
  body: Buffer,
  stamp: string,
  events: AnalyticsEvent[],
  ignoredCookies: readonly string[],
): Entry | undefined {
  const contentType = String(res.getHeader("Content-Type") ?? "");
  const cacheControl = res.getHeader("Cache-Control") as string | undefined;
  if (res.statusCode !== 200 || setsCookies(res, ignoredCookies) || !CACHEABLE_TYPES.test(contentType)) {
    return undefined;
  }
  if (cacheControl && /private|no-store/.test(cacheControl)) return undefined;
  if (body.length > MAX_BODY) return undefined;
  const csp = res.getHeader("Content-Security-Policy") as string | undefined;
  const etag = res.getHeader("ETag");
  return {
    key,
    etag: typeof etag === "string" ? etag : undefined,
    stamp,
    status: 200,
    contentType,
    // Pages: the browser keeps them but asks again each time (a 304 costs almost nothing).
    cacheControl: cacheControl ?? "no-cache",
    csp,
    identity: body,
    events,
    size: body.length + 512,
  };
}

/**
 * Serves cacheable GET/HEAD requests of guests from `cache`, and stores fresh 200 answers.
 * `stamp()` is the current data stamp, or null when caching is unsafe right now.
 */
export function responseCache(options: {
  cache: ResponseCache;
  stamp: () => Promise<string | null>;
  isCacheable: (req: Request) => boolean | Promise<boolean>;
  /** The session cookie's name, as the sign-in configuration sets it: its presence marks a signed-in visitor. */
  sessionCookie: string;
  /**
   * Cookies set per visitor in front of the cache (the anonymous visit cookie): an answer setting
   * only these is still stored, without them, and each visitor gets their own from that middleware.
   */
  ignoredCookies?: readonly string[];
}): RequestHandler {
  return async (req, res, next) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || req.originalUrl.length > MAX_URL) return next();
    if (hasCookie(req, options.sessionCookie) || !(await options.isCacheable(req))) return next();
    const stamp = await options.stamp();
    if (!stamp) return next();

    const key = `${req.method === "HEAD" ? "GET" : req.method} ${req.originalUrl}`;
    const facts = res.locals.requestFacts as RequestFacts;
    facts.publicDataStamp = stamp;
    const hit = options.cache.get(key, stamp);
    if (hit) {
      facts.events.push(...hit.events);
      return serve(req, res, hit, options.cache);
    }
    if (req.method === "HEAD") return next();

    // Keep a copy of what is sent: the answer still streams to this visitor as usual.
    const chunks: Buffer[] = [];
    let size = 0;
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    const keep = (chunk: unknown, encoding?: unknown) => {
      if (chunk == null || typeof chunk === "function" || size > MAX_BODY) return;
      const buffer = Buffer.isBuffer(chunk)
        ? chunk
        : Buffer.from(chunk as string, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
      chunks.push(buffer);
      size += buffer.length;
    };
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      return write(chunk, ...rest);
    }) as Response["write"];
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      const entry =
        size <= MAX_BODY
          ? build(key, res, Buffer.concat(chunks), stamp, [...facts.events], options.ignoredCookies ?? [])
          : undefined;
      if (entry) options.cache.set(key, entry);
      return end(chunk, ...rest);
    }) as Response["end"];
    next();
  };
}
