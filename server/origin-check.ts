import type { RequestHandler } from "express";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Cross-site request forgery guard for every mutating request (page actions and API calls alike):
 * the Origin header, or the Referer when a browser sends no Origin, must be this site, either the
 * PUBLIC_URL origin or the host the request was sent to; and a browser's own word that the request
 * comes from another site (Sec-Fetch-Site: cross-site) is believed even when a privacy setting or
 * a proxy removed Origin and Referer. Requests with none of these headers do not come from a web
 * page (browsers send Origin on every cross-origin POST) and pass.
 */
export function originCheck(publicUrl: string): RequestHandler {
  const publicOrigin = new URL(publicUrl).origin;
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    if (req.get("sec-fetch-site") !== "cross-site") {
      const claimed = req.get("origin") ?? refererOrigin(req.get("referer"));
      if (claimed === undefined || claimed === publicOrigin || hostOf(claimed) === req.get("host")) return next();
    }
    res.setHeader("Cache-Control", "no-store");
    const message = "This request came from another site and was refused.";
    if (req.path.startsWith("/api/")) res.status(403).json({ error: { message } });
    else res.status(403).type("text/plain").send(message);
  };
}

function refererOrigin(referer: string | undefined) {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return "null";
  }
}

function hostOf(origin: string) {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}
