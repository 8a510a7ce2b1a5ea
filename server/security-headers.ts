import { randomFillSync } from "node:crypto";
import type { RequestHandler } from "express";
import helmet from "helmet";

/**
 * Headers on every response: a Content-Security-Policy with a fresh nonce per request (inline
 * scripts must carry it), no framing, no MIME sniffing, a strict referrer policy, and HSTS when the
 * site is served over https.
 *
 * helmet writes the headers once, when the app starts, with a placeholder for the nonce; each
 * response then gets that list with its own nonce put in. (helmet's dozen middlewares, run for
 * every request, rebuilt and re-checked the same policy each time: about 5% of an API answer.)
 */
export function securityHeaders({
  isHttps,
  isDev,
  mapTileSource,
}: {
  isHttps: boolean;
  isDev: boolean;
  /** The host of MAP_TILE_URL, when the search map draws tiles from one. */
  mapTileSource?: string;
}): RequestHandler {
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: isDev ? ["'self'", "'unsafe-inline'", "'unsafe-eval'"] : ["'self'", `'nonce-${NONCE_PLACEHOLDER}'`],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:", "https:", ...(mapTileSource ? [mapTileSource] : [])],
        fontSrc: ["'self'", "data:"],
        connectSrc: isDev ? ["'self'", "ws:", "wss:"] : ["'self'"],
        frameSrc: ["https://www.youtube-nocookie.com", "https://www.youtube.com", "https://player.vimeo.com"],
        mediaSrc: ["'self'", "https:"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(isHttps ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: isHttps ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    xFrameOptions: { action: "deny" },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: "same-origin" },
  });
  const written = headersWrittenBy(headers);
  // Geolocation is this site's own ("Use my location" on the search page), never an embedded frame's.
  written.push(["Permissions-Policy", "camera=(), microphone=(), geolocation=(self), payment=()"]);
  const withNonce = written.filter(([, value]) => value.includes(NONCE_PLACEHOLDER));
  const fixed = written.filter(([, value]) => !value.includes(NONCE_PLACEHOLDER));
  return (_req, res, next) => {
    const nonce = freshNonce();
    res.locals.nonce = nonce;
    for (const [name, value] of fixed) res.setHeader(name, value);
    for (const [name, value] of withNonce) res.setHeader(name, value.replace(NONCE_PLACEHOLDER, nonce));
    next();
  };
}

/** Stands for the nonce in the policy helmet writes; never sent (each response gets its own nonce). */
const NONCE_PLACEHOLDER = "{nonce}";

/** The headers a header-setting middleware writes (it must set them whatever the request). */
function headersWrittenBy(middleware: RequestHandler): [string, string][] {
  const written = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: string) => written.set(name, String(value)),
    removeHeader: (name: string) => written.delete(name),
  };
  let called = false;
  middleware({} as Parameters<RequestHandler>[0], response as unknown as Parameters<RequestHandler>[1], () => {
    called = true;
  });
  if (!called) throw new Error("the security headers middleware did not finish at once");
  return [...written];
}

/**
 * 16 random bytes (base64) that no other response gets. Drawn from a pool filled by the system's
 * random generator 256 nonces at a time: one call per request cost about 5% of an API answer.
 */
const NONCE_BYTES = 16;
const pool = Buffer.alloc(NONCE_BYTES * 256);
let poolOffset = pool.length;

export function freshNonce(): string {
  if (poolOffset === pool.length) {
    randomFillSync(pool);
    poolOffset = 0;
  }
  const nonce = pool.toString("base64", poolOffset, poolOffset + NONCE_BYTES);
  poolOffset += NONCE_BYTES;
  return nonce;
}
