/**
 * The typed client an outside developer would build (openapi-typescript types, openapi-fetch)
 * against the built server: the main public calls (search, school, related, compare, filters,
 * articles, programs), each answer checked against the schema the served description gives for its
 * call and status. The committed types must be the ones that description generates, so the
 * server, its description and the types cannot drift apart.
 */
import { readFileSync } from "node:fs";
import { Ajv2020 } from "ajv/dist/2020.js";
import createClient, { type Client } from "openapi-fetch";
import { beforeAll, describe, expect, it } from "vitest";
import type { paths } from "~/clients/api-types";
import { API_TYPES_FILE, apiTypesSource } from "../../scripts/api-contract";
import { siteUnderTest } from "../setup/site";

interface Description {
  paths: Record<
    string,
    Record<string, { responses: Record<string, { content?: Record<string, { schema: object }> }> }>
  >;
  components: { schemas: Record<string, object> };
}

/**
 * A check of every answer against the description: its status must be described for the call (the
 * default answer stands only for 5xx) and a JSON body must match that status's schema.
 */
function answerChecker(description: Description) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  // The description's component schemas, where each response schema's $ref finds them.
  const definitions = JSON.parse(
    JSON.stringify(description.components.schemas).replaceAll("#/components/schemas/", "#/$defs/"),
  );
  return async (schemaPath: string, method: string, response: Response) => {
    const call = `${method} ${schemaPath}`;
    const responses = description.paths[schemaPath]?.[method.toLowerCase()]?.responses;
    if (!responses) throw new Error(`${call} is not described`);
    const described = responses[String(response.status)] ?? (response.status >= 500 ? responses.default : undefined);
    if (!described) throw new Error(`${call} answered ${response.status}, which its description does not list`);
    const schema = described.content?.["application/json"]?.schema;
    if (!schema) return;
    const body: unknown = await response.clone().json();
    const rewritten = JSON.parse(JSON.stringify(schema).replaceAll("#/components/schemas/", "#/$defs/"));
    const validate = ajv.compile({ ...rewritten, $defs: definitions });
    if (!validate(body)) {
      throw new Error(`${call} ${response.status} does not match its description: ${ajv.errorsText(validate.errors)}`);
    }
  };
}

describe("the typed API client against the built server", async () => {
  const site = await siteUnderTest();
  let description: Description;
  let client: Client<paths>;

  beforeAll(async () => {
    description = (await (await fetch(`${site.url}/api/openapi.json`)).json()) as Description;
    const check = answerChecker(description);
    client = createClient<paths>({ baseUrl: site.url });
    client.use({
      async onResponse({ request, response, schemaPath }) {
        await check(schemaPath, request.method, response);
      },
    });
  });

  it("is typed by the types the served description generates (npm run api:types)", async () => {
    expect(await apiTypesSource(description), "app/clients/api-types.ts is stale: run npm run api:types").toBe(
      readFileSync(API_TYPES_FILE, "utf8"),
    );
  });

  it("searches with filters, then reads a school, its related schools and a comparison", async () => {
    const search = await client.GET("/api/institutions", {
      params: { query: { q: "college", country: "United States", state: "TX", page_size: "5" } },
    });
    expect(search.response.status).toBe(200);
    const { institutions, pagination, facets } = search.data!.data;
    expect(institutions.length).toBeGreaterThan(1);
    expect(pagination.pageSize).toBe(5);
    expect(institutions.every((school) => school.state_province === "TX" && school.country === "United States")).toBe(
      true,
    );
    expect(facets.state.find((entry) => entry.value === "TX")?.count).toBe(pagination.total);

    const [first, second] = institutions;
    const school = await client.GET("/api/institutions/{slug}", { params: { path: { slug: first!.slug } } });
    expect(school.data!.data.institution.institution_name).toBe(first!.institution_name);
    expect(school.data!.data.institution.state_province).toBe("TX");

    const related = await client.GET("/api/institutions/{slug}/related", {
      params: { path: { slug: first!.slug }, query: { limit: "3" } },
    });
    expect(related.data!.data.institutions.length).toBeGreaterThan(0);
    expect(related.data!.data.institutions.length).toBeLessThanOrEqual(3);
    expect(related.data!.data.institutions.map((entry) => entry.slug)).not.toContain(first!.slug);

    const comparison = await client.GET("/api/compare", {
      params: { query: { schools: `${first!.slug},${second!.slug},no-such-school` } },
    });
    const compared = comparison.data!.data;
    expect(compared.institutions.map((entry) => entry.slug)).toEqual([first!.slug, second!.slug]);
    expect(compared.missing).toEqual(["no-such-school"]);
    const countries = compared.rows.find((row) => row.key === "country");
    expect(countries?.cells.map((cell) => cell.text)).toEqual(["United States", "United States"]);
    expect(countries?.differs).toBe(false);
  });

  it("lists the filter values and the states of a country", async () => {
    const filters = await client.GET("/api/filters");
    expect(filters.data!.data.country).toContain("United States");
    expect(filters.data!.data.denomination.length).toBeGreaterThan(3);

    const states = await client.GET("/api/filters/states", { params: { query: { country: "United States" } } });
    expect(states.data!.data.states).toContain("TX");
  });

  it("lists the guidance articles and reads one", async () => {
    const list = await client.GET("/api/articles", { params: { query: { page: 1 } } });
    const { articles, pagination } = list.data!.data;
    expect(articles.length).toBeGreaterThan(0);
    expect(pagination.total).toBeGreaterThanOrEqual(articles.length);
    expect(articles.every((entry) => entry.reading_time_minutes >= 1)).toBe(true);

    const article = await client.GET("/api/articles/{slug}", { params: { path: { slug: articles[0]!.slug } } });
    expect(article.data!.data.article.title).toBe(articles[0]!.title);
    expect(article.data!.data.article.content_html.length).toBeGreaterThan(100);
  });

  it("finds programs by an everyday word and lists a school's programs", async () => {
    const found = await client.GET("/api/programs", { params: { query: { q: "nursing" } } });
    const [nursing] = found.data!.data.programs;
    expect(nursing?.code).toBe("51.38");
    expect(nursing?.schools).toBeGreaterThan(0);

    const wheaton = await client.GET("/api/institutions/{slug}/programs", {
      params: { path: { slug: "wheaton-college" } },
    });
    const { reported, families } = wheaton.data!.data;
    expect(reported).toBe(true);
    expect(families.length).toBeGreaterThan(3);
    expect(families.every((family) => family.programs.length > 0 && family.latest_graduates >= 0)).toBe(true);
  });

  it("answers a mistake with the described error: 404 with its message, 400 naming the field", async () => {
    const missing = await client.GET("/api/institutions/{slug}", { params: { path: { slug: "no-such-school" } } });
    expect(missing.response.status).toBe(404);
    expect(missing.error!.error.message).toBe("Institution not found");

    const invalid = await client.GET("/api/institutions", { params: { query: { radius: "7" as "10" } } });
    expect(invalid.response.status).toBe(400);
    expect(invalid.error!.error.fields?.radius).toMatch(/^radius must be one of/);
  });
});
