/**
 * Search semantics against the real seeded data (1,103 schools) in PostgreSQL: a plain
 * substring match is kept, and accents, typos, aliases and word order are forgiven on top. Every
 * row is listed here, the schools abroad that wait for review too, so the queries in other scripts
 * and countries keep their matches (what review hides is review-queue.test.ts).
 */
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createDatabase } from "~/db/client.server";
import { institutions } from "~/db/schema/institutions";
import { createTestDatabase } from "../setup/database";
import { accreditorType } from "~/domain/institutions/accreditor-types";
import { SearchParamsSchema } from "~/domain/institutions/institution.schemas";
import { accreditationGroup } from "~/domain/institutions/accreditation";
import { FACETS, type FacetName } from "~/domain/institutions/search-options";
import { traditionGroup } from "~/domain/institutions/traditions";
import {
  searchInstitutions,
  searchResultJson,
  type SearchOptions,
} from "~/domain/institutions/institution-search.server";

describe("searchInstitutions", async () => {
  const { db, url } = await createTestDatabase();
  await db.update(institutions).set({ needsReview: false });
  const rows = await db.select().from(institutions);

  const search = (input: Record<string, string>, options?: SearchOptions) =>
    searchInstitutions(db, SearchParamsSchema.parse(input), options);
  const names = async (input: Record<string, string>) =>
    (await search({ page_size: "100", ...input })).institutions.map((card) => card.institution_name);

  /** The database's own name order (its collation decides, not JavaScript's). */
  async function inNameOrder(ids: number[]) {
    const { rows: ordered } = await db.execute<{ id: number }>(
      sql`select id from institutions where id = any(${`{${ids.join(",")}}`}::int[]) order by institution_name, id`,
    );
    return ordered.map((row) => row.id);
  }

  /** Every match, in order, by walking the pages. */
  async function allMatches(input: Record<string, string>, options?: SearchOptions) {
    const found: { id: number; institution_name: string }[] = [];
    for (let page = 1; ; page++) {
      const result = await search({ ...input, page: String(page), page_size: "100" }, options);
      found.push(...result.institutions);
      if (page >= result.pagination.totalPages) return { found, total: result.pagination.total };
    }
  }

  describe("keeps everything a plain substring match finds", () => {
    const SPEC_COLUMNS = [
      "institutionName",
      "city",
      "stateProvince",
      "country",
      "description",
      "detailedSummary",
      "keyPrograms",
      "uniqueFeatures",
    ] as const;
    const specMatches = (query: string) =>
      rows
        .filter((row) => SPEC_COLUMNS.some((column) => row[column]?.toLowerCase().includes(query.toLowerCase())))
        .map((row) => row.id);

    const QUERIES = [
      "wheaton",
      "Baptist",
      "chicago",
      "TX",
      "ohio",
      "Seminary",
      "univ",
      "niversit",
      "de ",
      "St.",
      "catholic",
      "nursing",
      "a",
      "Lutheran",
      "bible college",
      "IPEDS",
      "2021-22",
      "accreditor",
      "Mary's",
      "$1",
      "Brazil",
      "Ongata Rongai",
      "theological seminary",
      "college of",
      "Pontifícia Universidade",
    ];
    for (const query of QUERIES) {
      it(`'${query}'`, async () => {
        const expected = specMatches(query);
        expect(expected.length, "the substring match finds something").toBeGreaterThan(0);
        const { found, total } = await allMatches({ q: query });
        const ids = new Set(found.map((card) => card.id));
        expect(ids.size, "no school twice across pages").toBe(found.length);
        expect(found.length).toBe(total);
        expect(expected.filter((id) => !ids.has(id))).toEqual([]);
      });
    }

    it("treats % and _ literally", async () => {
      expect((await search({ q: "%" })).pagination.total).toBe(0);
      expect((await search({ q: "_" })).pagination.total).toBe(0);
    });
  });

  it("ignores accents: 'Universite Catholique' finds Université catholique de Louvain", async () => {
    expect(await names({ q: "Universite Catholique" })).toContain("Université catholique de Louvain (UCLouvain)");
    expect((await names({ q: "universite catholique de louvain" }))[0]).toBe(
      "Université catholique de Louvain (UCLouvain)",
    );
    expect(await names({ q: "pontificia universidade catolica de sao paulo" })).toContain(
      "Pontifícia Universidade Católica de São Paulo",
    );
  });

  it("forgives typos in names: 'Wheaten' finds Wheaton College, 'Libery' finds Liberty University", async () => {
    expect(await names({ q: "Wheaten" })).toContain("Wheaton College");
    expect(await names({ q: "Libery" })).toContain("Liberty University");
    expect((await names({ q: "wheaten colege" }))[0]).toBe("Wheaton College");
  });

  it("does not let typo tolerance flood a precise multi-word query", async () => {
    const found = await names({ q: "moody bible institute" });
    expect(found[0]).toBe("Moody Bible Institute");
    expect(found.filter((name) => name.endsWith("Bible Institute") && !name.includes("Moody"))).toEqual([]);
  });

  it("reads St. and Saint as one word, both ways", async () => {
    expect(await names({ q: "Saint Thomas" })).toEqual(
      expect.arrayContaining(["St. Thomas University", "University of St Thomas"]),
    );
    expect(await names({ q: "St. Leo" })).toContain("Saint Leo University");
    expect(await names({ q: "Saint Olaf" })).toContain("St Olaf College");
  });

  it("finds schools by IPEDS alias, exact alias first", async () => {
    expect((await names({ q: "OBU" }))[0]).toBe("Ouachita Baptist University");
  });

  it("reads state names and codes as one another", async () => {
    const texas = rows.filter((row) => row.stateProvince === "TX").map((row) => row.institutionName);
    expect(await names({ q: "Texas", page_size: "100" })).toEqual(expect.arrayContaining(texas));
    // A school typed in by hand with only the code still answers to the state's name.
    await db.insert(institutions).values({
      slug: "state-alias-test-school",
      institutionName: "Zq Alias Test School",
      institutionType: "College",
      stateProvince: "TX",
      country: "United States",
    });
    expect(await names({ q: "Texas" })).toContain("Zq Alias Test School");
    expect(await names({ q: "zq alias test school texas" })).toContain("Zq Alias Test School");
    expect(await names({ q: "zq alias test school TX" })).toContain("Zq Alias Test School");
    await db.delete(institutions).where(eq(institutions.slug, "state-alias-test-school"));
  });

  it("matches several words in any order", async () => {
    expect(await names({ q: "college wheaton" })).toContain("Wheaton College");
    expect(await names({ q: "baptist dallas" })).toContain("Dallas Baptist University");
    expect(await names({ q: "seminary princeton theological" })).toContain("Princeton Theological Seminary");
  });

  describe("ranking", () => {
    it("puts the exact name first, then names starting with the query", async () => {
      expect((await names({ q: "Baylor University" }))[0]).toBe("Baylor University");
      const notre = await names({ q: "notre" });
      const firstOther = notre.findIndex((name) => !name.toLowerCase().startsWith("notre"));
      expect(firstOther).toBeGreaterThanOrEqual(2);
      expect(notre.slice(firstOther).filter((name) => name.toLowerCase().startsWith("notre"))).toEqual([]);
      expect(notre).toContain("University of Notre Dame");
    });

    it("orders by name without a query, and by the chosen sort", async () => {
      const byName = (await search({})).institutions.map((card) => card.id);
      expect(byName).toEqual(await inNameOrder(byName));
      expect(byName).toEqual((await inNameOrder(rows.map((row) => row.id))).slice(0, 20));
      const enrollment = (await search({ sort: "enrollment" })).institutions.map((card) => card.student_body_size!);
      expect(enrollment).toEqual([...enrollment].sort((a, b) => b - a));
      expect(enrollment[0]).toBe(Math.max(...rows.map((row) => row.studentBodySize ?? 0)));
      const tuition = (await search({ sort: "tuition", q: "university" })).institutions.map((card) => card.tuition!);
      expect(tuition).toEqual([...tuition].sort((a, b) => a - b));
    });

    it("stays complete and stable when only the name-prefix candidates are ranked (broad queries)", async () => {
      const ranked = await allMatches({ q: "university" });
      const capped = await allMatches({ q: "university" }, { rankAllLimit: 10 });
      expect(capped.total).toBe(ranked.total);
      expect(new Set(capped.found.map((card) => card.id))).toEqual(new Set(ranked.found.map((card) => card.id)));
      expect(capped.found.length).toBe(ranked.found.length);
      // The prefix candidates lead, the rest follow in name order.
      const prefixed = capped.found.filter((card) => card.institution_name.toLowerCase().startsWith("university"));
      expect(capped.found.slice(0, prefixed.length)).toEqual(prefixed);
      const rest = capped.found.slice(prefixed.length).map((card) => card.id);
      expect(rest).toEqual(await inNameOrder(rest));
    });
  });

  describe("filters and facets", () => {
    type Row = (typeof rows)[number];
    const facetOf: Record<FacetName, (row: Row) => string | null> = {
      country: (row) => row.country,
      state: (row) => row.stateProvince,
      denomination: (row) => row.denomination,
      tradition: (row) => traditionGroup(row.tradition),
      institution_type: (row) => row.institutionType,
      accreditation_status: (row) => row.accreditationStatus,
      accreditation_group: (row) => accreditationGroup(row.accreditationStatus),
      accreditor_type: (row) => accreditorType(row.accreditor),
    };

    it("filters exactly, and counts each facet under the other active filters", async () => {
      const filters = { country: "United States", denomination: "Baptist", institution_type: "University" };
      const result = await search(filters);
      const passes = (row: Row, except?: FacetName) =>
        Object.entries(filters).every(
          ([facet, value]) => facet === except || facetOf[facet as FacetName](row) === value,
        );
      expect(result.pagination.total).toBe(rows.filter((row) => passes(row)).length);
      for (const facet of FACETS) {
        const expected = new Map<string, number>();
        for (const row of rows) {
          const value = facetOf[facet](row);
          if (value && passes(row, facet)) expected.set(value, (expected.get(value) ?? 0) + 1);
        }
        const actual = new Map(result.facets[facet].map(({ value, count }) => [value, count]));
        expect(actual, facet).toEqual(expected);
      }
      // The facet of an active filter still offers the other values (Baptist (n), Catholic (m) ...).
      expect(result.facets.denomination.length).toBeGreaterThan(5);
      expect(result.facets.denomination.find((entry) => entry.value === "Baptist")!.count).toBe(
        result.pagination.total,
      );
    });

    it("counts facets of a text query too, most frequent first", async () => {
      const result = await search({ q: "seminary" });
      const counts = result.facets.institution_type.map((entry) => entry.count);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
      expect(counts.reduce((sum, count) => sum + count, 0)).toBe(result.pagination.total);
    });

    it("filters by state, online programs and financial aid", async () => {
      const result = await search({ country: "United States", state: "IL", online_programs: "true", page_size: "100" });
      const expected = rows.filter((row) => row.stateProvince === "IL" && row.onlinePrograms === true);
      expect(result.institutions.map((card) => card.id).sort()).toEqual(expected.map((row) => row.id).sort());
      const noAid = await search({ financial_aid_available: "false" });
      expect(noAid.pagination.total).toBe(rows.filter((row) => row.financialAidAvailable === false).length);
    });

    it("reflects a change at once (the cached counts follow the data version)", async () => {
      const before = await search({ denomination: "Nazarene" });
      const [school] = await db
        .select()
        .from(institutions)
        .where(sql`${institutions.denomination} is distinct from 'Nazarene'`)
        .limit(1);
      await db.update(institutions).set({ denomination: "Nazarene" }).where(eq(institutions.id, school!.id));
      const after = await search({ denomination: "Nazarene" });
      expect(after.pagination.total).toBe(before.pagination.total + 1);
      await db.update(institutions).set({ denomination: school!.denomination }).where(eq(institutions.id, school!.id));
      expect((await search({ denomination: "Nazarene" })).pagination.total).toBe(before.pagination.total);
    });
  });

  it("follows a change made through another app process at the next search: name order, text, facets, distance", async () => {
    // Another process: its own connections to the same database.
    const other = createDatabase(url, { max: 1 });
    try {
      const searchedBefore = await search({ q: "Zephyrine" });
      expect(searchedBefore.pagination.total).toBe(0);
      const [school] = await other.db
        .select()
        .from(institutions)
        .where(sql`${institutions.country} = 'United States' and ${institutions.latitude} is not null`)
        .orderBy(institutions.institutionName)
        .limit(1);
      const first = (await search({ page_size: "1" })).institutions[0]!;
      // Renamed elsewhere: found by its new name, at its new place in name order, with its new state counted.
      await other.db
        .update(institutions)
        .set({ institutionName: "Zzz Zephyrine College", stateProvince: "WY", latitude: 44.8, longitude: -106.9 })
        .where(eq(institutions.id, school!.id));
      const found = await search({ q: "Zephyrine" });
      expect(found.institutions.map((card) => card.id)).toEqual([school!.id]);
      expect(found.institutions[0]!.institution_name).toBe("Zzz Zephyrine College");
      expect(found.institutions[0]!.state_province).toBe("WY");
      expect(found.facets.state).toEqual([{ value: "WY", count: 1 }]);
      const before = await other.pool.query(
        "select count(*)::int as n from institutions where not needs_review and (institution_name, id) < ($1, $2)",
        ["Zzz Zephyrine College", school!.id],
      );
      const placed = await search({ page: String(before.rows[0].n + 1), page_size: "1" });
      expect(placed.institutions[0]!.id).toBe(school!.id);
      const near = await search({ near: "Sheridan, WY", radius: "25" });
      expect(near.institutions.map((card) => card.id)).toContain(school!.id);
      // Put back elsewhere: first again, and the new name finds nothing.
      await other.db
        .update(institutions)
        .set({
          institutionName: school!.institutionName,
          stateProvince: school!.stateProvince,
          latitude: school!.latitude,
          longitude: school!.longitude,
        })
        .where(eq(institutions.id, school!.id));
      expect((await search({ q: "Zephyrine" })).pagination.total).toBe(0);
      expect((await search({ page_size: "1" })).institutions[0]!.id).toBe(first.id);
      const restored = await search({ q: school!.institutionName });
      expect(restored.institutions.find((card) => card.id === school!.id)?.institution_name).toBe(
        school!.institutionName,
      );
      expect((await search({ near: "Sheridan, WY", radius: "25" })).institutions.map((card) => card.id)).not.toContain(
        school!.id,
      );
    } finally {
      await other.close();
    }
  });

  it("writes the answer's JSON exactly as JSON.stringify does, from shared parts that nothing can change", async () => {
    const inputs: Record<string, string>[] = [
      {},
      { q: "baptist seminary" },
      { country: "United States", state: "TX", denomination: "Baptist" },
      { near: "60187", radius: "100", sort: "distance" },
      { sort: "net_price", max_net_price: "20000", min_graduation_rate: "50" },
      { q: "zzzz-nothing-matches" },
      { page: "999" },
    ];
    for (const input of inputs) {
      // Twice: the second answer is written from the parts kept by the first.
      for (let time = 0; time < 2; time += 1) {
        const result = await search(input);
        expect(searchResultJson(result)).toBe(JSON.stringify(result));
      }
    }
    const shared = await search({});
    expect(Object.isFrozen(shared.institutions[0])).toBe(true);
    expect(() => {
      (shared.facets.country as { value: string; count: number }[]).push({ value: "X", count: 1 });
    }).toThrow(TypeError);
    expect((await search({})).facets.country.some((facet) => facet.value === "X")).toBe(false);
  });

  describe("pagination", () => {
    it("reports total, page size and total pages; the last page is partial", async () => {
      const first = await search({ country: "Germany", page_size: "5" });
      const total = rows.filter((row) => row.country === "Germany").length;
      expect(first.pagination).toEqual({ total, page: 1, pageSize: 5, totalPages: Math.ceil(total / 5) });
      const last = await search({ country: "Germany", page_size: "5", page: String(first.pagination.totalPages) });
      expect(last.institutions).toHaveLength(total % 5 || 5);
    });

    it("answers a page past the end with no schools and the true total", async () => {
      const result = await search({ q: "wheaton", page: "50" });
      expect(result.institutions).toEqual([]);
      expect(result.pagination).toMatchObject({ total: 1, page: 50, totalPages: 1 });
    });

    it("gives 20 per page by default, without overlaps between pages", async () => {
      const [one, two] = await Promise.all([search({}), search({ page: "2" })]);
      expect(one.institutions).toHaveLength(20);
      expect(two.institutions).toHaveLength(20);
      const ids = new Set([...one.institutions, ...two.institutions].map((card) => card.id));
      expect(ids.size).toBe(40);
    });

    it("answers no match with an empty result and empty facets", async () => {
      const result = await search({ q: "qqqxxyyzz" });
      expect(result.pagination).toEqual({ total: 0, page: 1, pageSize: 20, totalPages: 0 });
      expect(result.facets.country).toEqual([]);
    });
  });
});
