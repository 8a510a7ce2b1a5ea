import type { RequestHandler } from "express";

/** `url` with every %00 of its query string read as a space (%20); the path is left alone. */
export function withoutNulInQuery(url: string): string {
  const at = url.indexOf("?");
  return at === -1 ? url : url.slice(0, at) + url.slice(at).replace(/%00/g, "%20");
}

/**
 * A NUL character cannot reach PostgreSQL (every query holding one fails). In a query string it
 * reads as a space, as the directory search already treats control characters, so that no search
 * box or filter of any page or API call can turn it into a 500. Paths are judged where they are
 * used (no slug holds a NUL: a 404).
 */
export function nulFreeQueries(): RequestHandler {
  return (req, _res, next) => {
    if (req.originalUrl.includes("%00")) {
      req.originalUrl = withoutNulInQuery(req.originalUrl);
      req.url = withoutNulInQuery(req.url);
    }
    next();
  };
}
