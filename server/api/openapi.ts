/**
 * The OpenAPI 3.1 document at /api/openapi.json, built from the same Zod schemas that validate
 * each call. Every API module exports its operations; server/api/router.ts lists them all.
 * `npm run lint:api` holds it to Redocly's recommended rules (redocly.yaml), and
 * tests/integration/api-routes.test.ts to the routes the server really answers.
 */
import { z } from "zod";
import { AUTH_BASE_PATH } from "~/domain/accounts/auth.server";
import { SITE_NAME } from "~/lib/site";

export interface ApiOperation {
  method: "get" | "post" | "put" | "patch" | "delete";
  /** OpenAPI path, e.g. /api/institutions/{slug} */
  path: string;
  /**
   * The call's name in generated clients, a verb and a noun (listInstitutions, getInstitution).
   * Clients are built on it: never rename one.
   */
  operationId: string;
  summary: string;
  tag: string;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** Request body media type when it is not JSON (e.g. an upload). */
  bodyType?: string;
  /**
   * The answers this call gives. The JSON API's shared answers (400 for input its schemas refuse,
   * 401/403 for the sign-in guards, 403 for a change sent from another site, 413 for a JSON body
   * over 1 MB) are added from the rest of the operation; one given here replaces the shared one. A
   * body is `schema` as JSON, or `mediaType` for another kind of body (a CSV file).
   */
  responses: Record<number, { description: string; schema?: z.ZodType; mediaType?: string }>;
  /** Shared answers this call never gives, e.g. 400 for a free-text query that it trims instead. */
  without?: number[];
  /**
   * The answer is the same for every guest and shows only public data: the guest response cache
   * may keep it (GET only).
   */
  guestCache?: boolean;
  /**
   * Who may call: "session" any signed-in user, "admin" an administrator with a role the summary
   * names (both answer 401 without a session; "admin" 403 without the role), "optional" anyone,
   * with a session when there is one. Without it the call is public.
   */
  auth?: "session" | "admin" | "optional";
}

/** An OpenAPI path as Express writes it: /api/institutions/{slug} -> /api/institutions/:slug */
export function expressPath(openApiPath: string): string {
  return openApiPath.replace(/\{(\w+)\}/g, ":$1");
}

export const ErrorSchema = z.object({
  error: z.object({
    message: z.string().describe("What went wrong, in words a person can read"),
    fields: z
      .record(z.string(), z.string())
      .optional()
      .describe("A message per parameter or field that is not valid, keyed by its name"),
    code: z.string().optional().describe("The sign-in library's error code (/api/auth calls only)"),
  }),
});

/** The limit of express.json in server/api/router.ts. */
export const JSON_BODY_LIMIT = "1mb";

/**
 * Where the directory's facts come from and on what terms. The guidance articles are the site's
 * own writing and are not offered under these terms.
 */
const DATA_TERMS = [
  "U.S. institutions, their programs, costs and outcomes: NCES IPEDS (completions and CIP titles included) and the U.S. Department of Education's College Scorecard, works of the U.S. federal government in the public domain (17 U.S.C. §105).",
  "Earnings and debt by field of study: College Scorecard Field of Study (released 2026-06-10) as compiled by Truewise (Anandraj, 2026, doi:10.5281/zenodo.21781702), CC BY 4.0: credit it when you reuse them; each answer that carries them names it.",
  "Founding years and institutions outside the United States: the Research Organization Registry (ROR), CC0 1.0.",
  "Association memberships (CCCU), facts stated on the schools' own pages (founding years, faith and campus-life facts) and administrators' corrections: facts, each shown with its source and date.",
];

function jsonSchema(schema: z.ZodType) {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as Record<
    string,
    unknown
  >;
  return rest;
}

function parameters(schema: z.ZodObject | undefined, location: "query" | "path") {
  if (!schema) return [];
  const shape = jsonSchema(schema) as { properties?: Record<string, object> };
  return Object.entries(shape.properties ?? {}).map(([name, property]) => ({
    name,
    in: location,
    // A query parameter is required when its schema refuses it absent (a preprocessed one with a
    // default looks required to the JSON Schema conversion).
    required: location === "path" || !schema.shape[name]!.safeParse(undefined).success,
    schema: property,
  }));
}

/**
 * The 4xx answers the JSON API's shared parts give this call: parseInput (400), requireApiUser
 * and adminOnly (401, 403), the origin check (403 for any change from another site) and the JSON
 * body parser (413). better-auth answers /api/auth itself: its operations list their own.
 */
function sharedErrors(operation: ApiOperation): Record<number, string> {
  const isOwnApi = operation.path.startsWith("/api/") && !operation.path.startsWith(`${AUTH_BASE_PATH}/`);
  const errors: Record<number, string> = {};
  if (isOwnApi && (operation.params || operation.query || operation.body)) {
    errors[400] = "A parameter or field is not valid: error.fields names each one with its message";
  }
  if (isOwnApi && (operation.auth === "session" || operation.auth === "admin")) {
    errors[401] = "Not signed in (no valid session cookie)";
  }
  const refusals = [
    ...(isOwnApi && operation.auth === "admin" ? ["signed in without an admin role that covers this call"] : []),
    ...(operation.method !== "get" ? ["sent from a page of another site (Origin, Referer or Sec-Fetch-Site)"] : []),
  ];
  if (refusals.length) errors[403] = `Refused: ${refusals.join("; or ")}`;
  if (isOwnApi && operation.body && !operation.bodyType) {
    errors[413] = `The JSON body is larger than ${JSON_BODY_LIMIT.replace("mb", " MB")}`;
  }
  for (const status of operation.without ?? []) delete errors[status];
  return errors;
}

const ERROR_CONTENT = { "application/json": { schema: { $ref: "#/components/schemas/Error" } } };

function responsesOf(operation: ApiOperation) {
  const all: ApiOperation["responses"] = {};
  for (const [status, description] of Object.entries(sharedErrors(operation))) all[Number(status)] = { description };
  Object.assign(all, operation.responses);
  const responses: Record<string, unknown> = {};
  for (const [status, response] of Object.entries(all)) {
    const content = response.schema
      ? { "application/json": { schema: jsonSchema(response.schema) } }
      : response.mediaType
        ? { [response.mediaType]: { schema: { type: "string" } } }
        : Number(status) >= 400 && operation.path.startsWith("/api/")
          ? ERROR_CONTENT
          : undefined;
    responses[status] = { description: response.description, ...(content ? { content } : {}) };
  }
  responses.default = {
    description: "An unexpected error (500), or the database unavailable (503, with Retry-After)",
    content: ERROR_CONTENT,
  };
  return responses;
}

const SECURITY = {
  public: [],
  session: [{ session: [] }],
  admin: [{ session: [] }],
  // An empty requirement: the call may also be made without a session.
  optional: [{}, { session: [] }],
};

export function buildOpenApiDocument(operations: ApiOperation[], publicUrl: string, sessionCookie: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const operation of operations) {
    paths[operation.path] ??= {};
    paths[operation.path]![operation.method] = {
      operationId: operation.operationId,
      summary: operation.summary,
      tags: [operation.tag],
      security: SECURITY[operation.auth ?? "public"],
      parameters: [...parameters(operation.params, "path"), ...parameters(operation.query, "query")],
      ...(operation.body
        ? {
            requestBody: {
              required: true,
              content: { [operation.bodyType ?? "application/json"]: { schema: jsonSchema(operation.body) } },
            },
          }
        : {}),
      responses: responsesOf(operation),
    };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: `${SITE_NAME} API`,
      version: "1.0.0",
      description: [
        "Public directory and guidance data, the signed-in user's lists, and the admin calls. Errors always have the shape {error: {message, fields?}}.",
        "",
        "Where the facts come from and on what terms:",
        ...DATA_TERMS.map((line) => `- ${line}`),
      ].join("\n"),
      license: {
        name: "Institution facts: U.S. public domain (IPEDS, College Scorecard), CC0 1.0 (ROR) and CC BY 4.0 (earnings by field of study); see the description",
        url: "https://creativecommons.org/publicdomain/zero/1.0/",
      },
    },
    servers: [{ url: publicUrl, description: "This site (its PUBLIC_URL)" }],
    components: {
      schemas: { Error: jsonSchema(ErrorSchema) },
      securitySchemes: {
        session: {
          type: "apiKey",
          in: "cookie",
          name: sessionCookie,
          description: "The session cookie set at sign-in (POST /api/auth/sign-in/email)",
        },
      },
    },
    paths,
  };
}
