/**
 * The OpenAPI 3.1 document at /api/openapi.json, built from the same Zod schemas that validate
 * each call. Every API module exports its operations; server/api/router.ts lists them all.
 */
import { z } from "zod";
import { SITE_NAME } from "~/lib/site";

export interface ApiOperation {
  method: "get" | "post" | "put" | "patch" | "delete";
  /** OpenAPI path, e.g. /api/institutions/{slug} */
  path: string;
  /** The call's name in generated clients, a verb and a noun (listPrograms, getInstitutionPrograms). */
  operationId?: string;
  summary: string;
  tag: string;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** Request body media type when it is not JSON (e.g. an upload). */
  bodyType?: string;
  /** A response's body: `schema` as JSON, or `mediaType` for another kind of body (a CSV file). */
  responses: Record<number, { description: string; schema?: z.ZodType; mediaType?: string }>;
  /**
   * The answer is the same for every guest and shows only public data: the guest response cache
   * may keep it (GET only).
   */
  guestCache?: boolean;
  /** Needs a signed-in session (and, for admin calls, the role named in the summary). */
  auth?: "session" | "admin";
}

const ErrorSchema = z.object({
  error: z.object({ message: z.string(), fields: z.record(z.string(), z.string()).optional() }),
});

function jsonSchema(schema: z.ZodType) {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as Record<
    string,
    unknown
  >;
  return rest;
}

function parameters(schema: z.ZodObject | undefined, location: "query" | "path") {
  if (!schema) return [];
  const shape = jsonSchema(schema) as { properties?: Record<string, object>; required?: string[] };
  return Object.entries(shape.properties ?? {}).map(([name, property]) => ({
    name,
    in: location,
    required: location === "path" || (shape.required ?? []).includes(name),
    schema: property,
  }));
}

export function buildOpenApiDocument(operations: ApiOperation[], publicUrl: string, sessionCookie: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const operation of operations) {
    const responses: Record<string, unknown> = {};
    for (const [status, response] of Object.entries(operation.responses)) {
      responses[status] = {
        description: response.description,
        ...(response.schema ? { content: { "application/json": { schema: jsonSchema(response.schema) } } } : {}),
        ...(response.mediaType ? { content: { [response.mediaType]: { schema: { type: "string" } } } } : {}),
      };
    }
    responses.default = {
      description: "An error, with an honest status (400, 401, 403, 404, 409, 413, 415, 429, 503)",
      content: { "application/json": { schema: jsonSchema(ErrorSchema) } },
    };
    paths[operation.path] ??= {};
    paths[operation.path]![operation.method] = {
      ...(operation.operationId ? { operationId: operation.operationId } : {}),
      summary: operation.summary,
      tags: [operation.tag],
      parameters: [...parameters(operation.params, "path"), ...parameters(operation.query, "query")],
      ...(operation.body
        ? {
            requestBody: {
              required: true,
              content: { [operation.bodyType ?? "application/json"]: { schema: jsonSchema(operation.body) } },
            },
          }
        : {}),
      responses,
      security: operation.auth ? [{ session: [] }] : [],
    };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: `${SITE_NAME} API`,
      version: "1.0.0",
      description:
        "Public directory and guidance data, and the admin calls. Errors always have the shape {error: {message, fields?}}.",
    },
    servers: [{ url: publicUrl }],
    components: {
      securitySchemes: {
        session: {
          type: "apiKey",
          in: "cookie",
          name: sessionCookie,
          description: "The session cookie set at sign-in",
        },
      },
    },
    paths,
  };
}
