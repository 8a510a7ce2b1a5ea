/**
 * Bulk content import: the file checks and the per-item rules, shared by the import page (which
 * checks the file before anything is sent) and the server (which checks everything again).
 * An item names an institution by id and may change only its five detailed-content fields and its
 * association memberships.
 */
import { z } from "zod";
import { ASSOCIATIONS, isAssociation, orderedAssociations, type Association } from "~/domain/institutions/associations";
import { FAITH_PROFILE_FIELDS } from "~/domain/institutions/faith-profile";
import {
  createDegreePatchSchema,
  DEGREE_INPUT_FIELDS,
  DETAILED_CONTENT_FIELDS,
  faithProfileFields,
  LONG_TEXT_MAX,
  type DetailedContentField,
  type InstitutionInput,
} from "~/domain/institutions/institution-form.schemas";
import { MAX_ROW_ID } from "~/lib/row-id";

type DegreePatch = z.output<ReturnType<typeof createDegreePatchSchema>>;

export const IMPORT_BATCH_SIZE = 10;
export const IMPORT_BATCH_PAUSE_MS = 100;
export const IMPORT_PREVIEW_COUNT = 3;
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;
export const IMPORT_BATCH_MAX_BYTES = 5 * 1024 * 1024;
export const IMPORT_MAX_ITEMS = 10_000;
/** An import file is an array of flat objects (depth 2); anything far deeper is not one. */
export const IMPORT_MAX_DEPTH = 16;
export const TEMPLATE_FILE_NAME = "institution_content_template.json";

export const IMPORT_MESSAGES = {
  notJson: "Please select a JSON file",
  notArray: "JSON file must contain an array of institutions",
  invalidJson: "Invalid JSON file",
  missingFields: "Missing required fields (id, institution_name)",
  empty: "The file contains no institutions",
  tooLarge: `The file is too large (at most ${IMPORT_MAX_BYTES / 1024 / 1024} MB)`,
  tooMany: `An import may contain at most ${IMPORT_MAX_ITEMS.toLocaleString("en-US")} institutions`,
  tooDeep: `The file is nested too deeply (more than ${IMPORT_MAX_DEPTH} levels) to be an import file`,
  protoKey: 'The file contains a "__proto__" key, which is not allowed',
  notFound: (id: number) => `Institution not found (id ${id})`,
  associations: `associations must be a list drawn from ${ASSOCIATIONS.join(", ")}`,
} as const;

/** A JSON file: a JSON type, or a name ending in .json. */
export function isJsonFile(file: { name: string; type: string }) {
  return file.type === "application/json" || file.name.toLowerCase().endsWith(".json");
}

/**
 * The deepest nesting of arrays and objects in a JSON text, counted without parsing it, so that a
 * hostile file cannot exhaust the parser. Stops counting once past `limit`.
 */
export function jsonDepth(text: string, limit = IMPORT_MAX_DEPTH): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 92 /* \ */) i += 1;
      else if (char === 34 /* " */) inString = false;
    } else if (char === 34) inString = true;
    else if (char === 91 /* [ */ || char === 123 /* { */) {
      depth += 1;
      if (depth > deepest) deepest = depth;
      if (deepest > limit) return deepest;
    } else if (char === 93 /* ] */ || char === 125 /* } */) depth -= 1;
  }
  return deepest;
}

type ParsedJson = { ok: true; value: unknown } | { ok: false; message: string };

/**
 * JSON text to a value, refusing what an import never needs and a hostile file might use: deep
 * nesting (checked before parsing) and `__proto__` keys anywhere.
 */
export function parseJsonSafely(raw: string): ParsedJson {
  // Editors on Windows like to start files with a byte-order mark; JSON.parse does not.
  const text = raw.startsWith("\uFEFF") ? raw.slice(1) : raw;
  if (jsonDepth(text) > IMPORT_MAX_DEPTH) return { ok: false, message: IMPORT_MESSAGES.tooDeep };
  let hasProtoKey = false;
  let value: unknown;
  try {
    value = JSON.parse(text, function (key, item: unknown) {
      if (key === "__proto__") hasProtoKey = true;
      return item;
    });
  } catch {
    return { ok: false, message: IMPORT_MESSAGES.invalidJson };
  }
  if (hasProtoKey) return { ok: false, message: IMPORT_MESSAGES.protoKey };
  return { ok: true, value };
}

type ParsedImportFile = { ok: true; items: unknown[] } | { ok: false; message: string };

/** The whole-file checks: safe JSON (above), an array, not empty, not too many items. */
export function parseImportText(text: string): ParsedImportFile {
  const parsed = parseJsonSafely(text);
  if (!parsed.ok) return parsed;
  if (!Array.isArray(parsed.value)) return { ok: false, message: IMPORT_MESSAGES.notArray };
  if (!parsed.value.length) return { ok: false, message: IMPORT_MESSAGES.empty };
  if (parsed.value.length > IMPORT_MAX_ITEMS) return { ok: false, message: IMPORT_MESSAGES.tooMany };
  return { ok: true, items: parsed.value };
}

interface ImportItem {
  id: number;
  institution_name: string;
  /** Only the fields present in the file: a string to store, or null to clear. */
  content: Partial<Record<DetailedContentField, string | null>>;
  /** The memberships to store when the file gives them (an empty list clears them). */
  associations?: Association[];
  /** The faith and campus-life fields the file gives (null clears one), checked like the editor's. */
  faith?: Partial<Pick<InstitutionInput, (typeof FAITH_PROFILE_FIELDS)[number]>>;
  /** The seminary degree fields the file gives (null clears one). */
  degrees?: DegreePatch;
}

type CheckedImportItem = { ok: true; item: ImportItem } | { ok: false; message: string };

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const present = (value: unknown) => value !== undefined && value !== null && value !== "";

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

const ItemIdSchema = z.union([
  z.number().int().positive().max(MAX_ROW_ID),
  z
    .string()
    .regex(/^\s*\d{1,10}\s*$/)
    .transform(Number)
    .pipe(z.number().int().positive().max(MAX_ROW_ID)),
]);

/** One item of a file: id and institution_name are required; the five content fields are text or null. */
export function checkImportItem(raw: unknown): CheckedImportItem {
  if (!isPlainObject(raw) || !present(raw.id) || !present(raw.institution_name)) {
    return { ok: false, message: IMPORT_MESSAGES.missingFields };
  }
  const id = ItemIdSchema.safeParse(raw.id);
  if (!id.success) return { ok: false, message: "id must be a positive whole number" };
  if (typeof raw.institution_name !== "string") return { ok: false, message: "institution_name must be text" };
  const content: ImportItem["content"] = {};
  for (const field of DETAILED_CONTENT_FIELDS) {
    const value = raw[field];
    if (value === undefined) continue;
    if (value === null) {
      content[field] = null;
      continue;
    }
    if (typeof value !== "string") return { ok: false, message: `${field} must be text` };
    const cleaned = value.replace(CONTROL, "").trim();
    if (cleaned.length > LONG_TEXT_MAX) {
      return { ok: false, message: `${field} must be at most ${LONG_TEXT_MAX.toLocaleString("en-US")} characters` };
    }
    content[field] = cleaned || null;
  }
  const given = FAITH_PROFILE_FIELDS.filter((field) => raw[field] !== undefined);
  const faith = z
    .object(faithProfileFields())
    .pick(Object.fromEntries(given.map((field) => [field, true])) as Partial<Record<(typeof given)[number], true>>)
    .safeParse(Object.fromEntries(given.map((field) => [field, raw[field]])));
  if (!faith.success) {
    // Every field's problem, each named: "chapel: Chapel must be one of: ...".
    const messages = faith.error.issues.map((issue) => `${String(issue.path[0])}: ${issue.message}`);
    return { ok: false, message: [...new Set(messages)].join("; ") };
  }
  const item: ImportItem = { id: id.data, institution_name: raw.institution_name.trim(), content };
  if (given.length) item.faith = faith.data as ImportItem["faith"];
  if (raw.associations !== undefined) {
    const list = raw.associations === null ? [] : raw.associations;
    if (!Array.isArray(list)) return { ok: false, message: IMPORT_MESSAGES.associations };
    const names = list.map((value) => (typeof value === "string" ? value.trim().toUpperCase() : ""));
    if (!names.every(isAssociation)) return { ok: false, message: IMPORT_MESSAGES.associations };
    item.associations = orderedAssociations(names);
  }
  const degreeFields = DEGREE_INPUT_FIELDS.filter((field) => raw[field] !== undefined);
  if (degreeFields.length) {
    const parsed = createDegreePatchSchema().safeParse(
      Object.fromEntries(degreeFields.map((field) => [field, raw[field]])),
    );
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      return { ok: false, message: `${String(issue.path[0])}: ${issue.message}` };
    }
    item.degrees = parsed.data;
  }
  return { ok: true, item };
}

export const ImportItemResultSchema = z.object({
  index: z.number().int().describe("Position of the item in the file, from 0"),
  id: z.number().int().nullable(),
  institution_name: z.string().nullable(),
  outcome: z.enum(["updated", "unchanged", "error"]),
  message: z.string().nullable(),
});
export type ImportItemResult = z.infer<typeof ImportItemResultSchema>;

export const ImportRunSchema = z.object({
  id: z.number().int(),
  file_name: z.string(),
  total_items: z.number().int(),
  processed: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  failed: z.number().int(),
  status: z.enum(["running", "completed"]),
  actor_user_id: z.string().nullable(),
  actor_email: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type ImportRun = z.infer<typeof ImportRunSchema>;

export const StartImportRunSchema = z.object({
  file_name: z
    .string({ error: "file_name is required" })
    .transform((value) => value.replace(CONTROL, "").trim().split(/[\\/]/).pop()!.slice(0, 200))
    .pipe(z.string().min(1, "file_name is required")),
  total_items: z
    .number({ error: "total_items must be a whole number" })
    .int("total_items must be a whole number")
    .min(1, IMPORT_MESSAGES.empty)
    .max(IMPORT_MAX_ITEMS, IMPORT_MESSAGES.tooMany),
});

export const ImportBatchSchema = z.object({
  start_index: z
    .number({ error: "start_index must be a whole number" })
    .int("start_index must be a whole number")
    .min(0, "start_index must be 0 or more"),
  items: z
    .array(z.unknown(), { error: "items must be an array" })
    .min(1, "items must not be empty")
    .max(IMPORT_BATCH_SIZE, `A batch may contain at most ${IMPORT_BATCH_SIZE} items`),
});

/** The downloadable example: the shape of an item, with a note in each field. */
export const IMPORT_TEMPLATE = [
  {
    id: 999999999,
    institution_name:
      "Replace the id with the institution's id (shown in its edit page address) and this with its name",
    detailed_summary:
      "An overview of 250 to 400 words: history, mission, setting, the kind of student it serves and what daily life there is like.",
    key_programs:
      "The main degree programs and majors, for example: Biblical Studies (BA), Nursing (BSN), Divinity (MDiv).",
    unique_features:
      "What sets the institution apart: study-abroad terms, ministry placements, a distinctive campus tradition.",
    why_choose: "Why a student might choose this institution over others with similar programs.",
    student_outcomes:
      "Where graduates go: graduate school, ministry, careers, licensure pass rates, employment figures.",
  },
];
