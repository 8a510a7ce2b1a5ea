/**
 * Building blocks of the schemas that read query strings, for the pages and the API alike: a
 * parameter given twice counts once (?q=a&q=b is q=a), control characters never reach the
 * database, whole numbers are whole.
 */
import { z } from "zod";

/** The first value of a parameter a query string may repeat. */
export const firstValue = (value: unknown): unknown => (Array.isArray(value) ? value[0] : value);

/** The first value, trimmed when it is text; empty text counts as absent. */
export const firstText = (value: unknown): unknown => {
  const raw = firstValue(value);
  return typeof raw === "string" ? raw.trim() || undefined : raw;
};

/** Control characters (a NUL byte above all, which PostgreSQL cannot even store) count as spaces. */
export function withoutControls(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u001f\u007f]/g, " ").trim();
}

/** The last page number a list accepts; beyond it a list is empty anyway. */
export const MAX_LIST_PAGE = 1_000_000;

/**
 * A whole number clamped into [min, max], `fallback` when absent; words and fractions are refused
 * with a message naming the parameter.
 */
export function clampedWholeNumber(name: string, min: number, max: number, fallback: number) {
  return z.preprocess(
    (value) => {
      const raw = firstValue(value);
      return typeof raw === "string" ? raw.trim() : raw;
    },
    z
      .union([z.literal(""), z.string().regex(/^[+-]?\d{1,12}$/, `${name} must be a whole number`)], {
        error: `${name} must be a whole number`,
      })
      .optional()
      .transform((value) => (value ? Math.min(max, Math.max(min, Number(value))) : fallback)),
  );
}

/**
 * An optional whole number in [min, max]: absent or empty is undefined; words, fractions and
 * numbers outside the range are refused with a message naming the parameter (not clamped: a
 * filter bound silently changed would answer another question).
 */
export function optionalWholeNumberInRange(name: string, min: number, max: number) {
  const message = `${name} must be a whole number from ${min} to ${max}`;
  return z.preprocess(
    (value) => {
      const raw = firstValue(value);
      return typeof raw === "string" ? raw.trim() : raw;
    },
    z
      .union([z.literal(""), z.string().regex(/^[+-]?\d{1,12}$/, message)], { error: message })
      .optional()
      .transform((value) => (value ? Number(value) : undefined))
      .refine((value) => value === undefined || (value >= min && value <= max), { message }),
  );
}
