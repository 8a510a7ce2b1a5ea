import type { z } from "zod";

/**
 * A page's query string through a schema, forgivingly: a malformed value (page=abc, type=foo) is
 * dropped and its default used, so an old or mangled link still shows the page. The JSON API is
 * strict instead (400).
 */
export function parseQueryForgiving<T extends z.ZodObject>(schema: T, searchParams: URLSearchParams): z.output<T> {
  const input: Record<string, string> = {};
  for (const [key, value] of searchParams) input[key] ??= value;
  const first = schema.safeParse(input);
  if (first.success) return first.data;
  for (const issue of first.error.issues) delete input[String(issue.path[0])];
  const second = schema.safeParse(input);
  return second.success ? second.data : schema.parse({});
}

/**
 * A same-site path under `prefix`, or `fallback`: where a form may send the browser back to. The
 * path is judged (and answered) after dot segments are resolved, so '/admin/institutions/../..//x'
 * neither leaves the prefix nor becomes the protocol-relative '//x'.
 */
export function safeReturnPath(
  value: FormDataEntryValue | string | null | undefined,
  prefix: string,
  fallback = prefix,
) {
  if (typeof value !== "string" || !value.startsWith(prefix) || value.startsWith("//") || /[\\\s]/.test(value)) {
    return fallback;
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) return fallback;
  const base = "http://same-site.invalid";
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return fallback;
  }
  const rest = url.pathname.slice(prefix.length);
  if (url.origin !== base || !url.pathname.startsWith(prefix) || (rest !== "" && !rest.startsWith("/")))
    return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
