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

/** A same-site path under `prefix`, or `fallback`: where a form may send the browser back to. */
export function safeReturnPath(
  value: FormDataEntryValue | string | null | undefined,
  prefix: string,
  fallback = prefix,
) {
  if (typeof value !== "string" || !value.startsWith(prefix) || value.startsWith("//") || /[\\\s]/.test(value)) {
    return fallback;
  }
  const rest = value.slice(prefix.length);
  return rest === "" || rest.startsWith("?") || rest.startsWith("/") ? value : fallback;
}
