import { eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { institutions } from "~/db/schema/institutions";
import { createTestDatabase } from "../setup/database";
import {
  getDirectoryTotals,
  getInstitutionBySlug,
  listFilterOptions,
  listRelatedInstitutions,
  listStatesForCountry,
} from "~/domain/institutions/institutions.server";
import { milesBetween } from "~/domain/places/places.server";

describe("institutions", async () => {
  const { db } = await createTestDatabase();
  const rows = await db.select().from(institutions);

  describe("getInstitutionBySlug", () => {
    it("returns the school with its public field names", async () => {
      const wheaton = await getInstitutionBySlug(db, "wheaton-college");
      expect(wheaton).toMatchObject({
        institution_name: "Wheaton College",
        city: "Wheaton",
        state_province: "IL",
        country: "United States",
        source_id: 149781,
      });
      expect(wheaton!.updated_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    });

    it("returns null for an unknown slug", async () => {
      expect(await getInstitutionBySlug(db, "no-such-school")).toBeNull();
    });
  });

  describe("listRelatedInstitutions", () => {
    // A small world of its own: one school, one of the same denomination, one in the same state,
    // and the same type as plenty of others.
    const base = { country: "United States", institutionType: "Graduate School" } as const;
    const school = {
      ...base,
      slug: "rel-a",
      institutionName: "Rel A",
      denomination: "Rel Church",
      stateProvince: "ZZ",
    };
    const sameDenomination = {
      ...base,
      slug: "rel-b",
      institutionName: "Rel B",
      denomination: "Rel Church",
      stateProvince: "YY",
      institutionType: "College",
    };
    const sameState = {
      ...base,
      slug: "rel-c",
      institutionName: "Rel C",
      denomination: "Other Church",
      stateProvince: "ZZ",
      institutionType: "College",
    };

    it("fills by denomination, then state, then type, never listing the school itself", async () => {
      await db.insert(institutions).values([school, sameDenomination, sameState]);
      const self = (await getInstitutionBySlug(db, "rel-a"))!;
      const related = await listRelatedInstitutions(db, self, 4);
      expect(related.map((card) => card.slug).slice(0, 2)).toEqual(["rel-b", "rel-c"]);
      expect(related).toHaveLength(4);
      expect(related[2]!.institution_type).toBe("Graduate School");
      expect(related[3]!.institution_type).toBe("Graduate School");
      expect(related.map((card) => card.id)).not.toContain(self.id);
      expect(new Set(related.map((card) => card.id)).size).toBe(4);
      await db.delete(institutions).where(like(institutions.slug, "rel-%"));
    });

    it("gives three by default, all of the same denomination when there are enough", async () => {
      const baylor = (await getInstitutionBySlug(db, "baylor-university"))!;
      const related = await listRelatedInstitutions(db, baylor);
      expect(related).toHaveLength(3);
      for (const card of related) expect(card.denomination).toBe("Baptist");
      // Within the denomination, schools in the same state come first.
      expect(related[0]!.state_province).toBe("TX");
    });

    it("skips the groups a school has no value for", async () => {
      const world = rows.find((row) => row.country !== "United States" && !row.stateProvince && row.denomination)!;
      // A school abroad that waits for review, listed (as a confirmation would) and without its denomination.
      await db
        .update(institutions)
        .set({ denomination: null, needsReview: false })
        .where(eq(institutions.id, world.id));
      const self = (await getInstitutionBySlug(db, world.slug))!;
      const related = await listRelatedInstitutions(db, self, 4);
      expect(related).toHaveLength(4);
      // No denomination and no state: its country's schools come first, then schools of its type.
      const compatriots = rows.filter(
        (row) => row.country === world.country && row.id !== world.id && !row.needsReview,
      ).length;
      related.forEach((card, index) => {
        if (index < compatriots) expect(card.country).toBe(world.country);
        else expect(card.institution_type).toBe(self.institution_type);
      });
      await db
        .update(institutions)
        .set({ denomination: world.denomination, needsReview: true })
        .where(eq(institutions.id, world.id));
    });
  });

  it("offers the nearest schools of its denomination when its own country has no other", async () => {
    const legazpi = (await getInstitutionBySlug(db, "divine-word-college-of-legazpi"))!;
    const related = await listRelatedInstitutions(db, legazpi, 4);
    const miles = (slug: string) => {
      const row = rows.find((one) => one.slug === slug)!;
      return milesBetween(
        legazpi as { latitude: number; longitude: number },
        row as { latitude: number; longitude: number },
      );
    };
    const distances = related.map((card) => miles(card.slug));
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    for (const card of related) {
      expect(card.denomination).toBe(legazpi.denomination);
      expect(card.country).not.toBe("United States");
    }
  });

  it("offers a school abroad the schools of its denomination in its own country first", async () => {
    const gregorian = (await getInstitutionBySlug(db, "pontificia-universita-gregoriana"))!;
    const italianCatholic = rows.filter(
      (row) =>
        row.country === "Italy" &&
        row.denomination === gregorian.denomination &&
        row.id !== gregorian.id &&
        !row.needsReview,
    );
    expect(italianCatholic.length).toBeGreaterThanOrEqual(2);
    const related = await listRelatedInstitutions(db, gregorian, italianCatholic.length + 1);
    expect(
      related
        .slice(0, italianCatholic.length)
        .map((card) => card.slug)
        .sort(),
    ).toEqual(italianCatholic.map((row) => row.slug).sort());
    expect(related.at(-1)!.denomination).toBe(gregorian.denomination);
    expect(related.at(-1)!.country).not.toBe("Italy");
  });

  describe("filter options", () => {
    it("lists distinct, sorted, non-empty values", async () => {
      const options = await listFilterOptions(db);
      // Only listed schools: the checked world list's 101 countries and the United States.
      expect(options.country).toHaveLength(102);
      expect(options.country).toEqual([...options.country].sort((a, b) => a.localeCompare(b, "en")));
      expect(options.country).toEqual(expect.arrayContaining(["Canada", "Kenya", "South Korea", "United States"]));
      expect(options.institution_type).toEqual([
        "Bible College",
        "College",
        "Graduate School",
        "Seminary",
        "University",
      ]);
      expect(options.denomination).toContain("Baptist");
      expect(options.denomination).not.toContain("");
      expect(options.accreditation_status).toEqual(["Accredited Institution"]);
      for (const list of Object.values(options)) expect(new Set(list).size).toBe(list.length);
    });

    it("follows a change at once, the totals too, though each is read once per data version", async () => {
      const before = await listFilterOptions(db);
      const totalsBefore = await getDirectoryTotals(db);
      const [school] = await db.select().from(institutions).where(eq(institutions.slug, "wheaton-college"));
      await db.update(institutions).set({ country: "Narnia" }).where(eq(institutions.id, school!.id));
      try {
        expect((await listFilterOptions(db)).country).toContain("Narnia");
        expect(await getDirectoryTotals(db)).toEqual({ ...totalsBefore, countries: totalsBefore.countries + 1 });
      } finally {
        await db.update(institutions).set({ country: school!.country }).where(eq(institutions.id, school!.id));
      }
      expect(await listFilterOptions(db)).toEqual(before);
      expect(await getDirectoryTotals(db)).toEqual(totalsBefore);
    });

    it("lists the states of a country", async () => {
      const expected = [
        ...new Set(
          rows
            .filter((row) => row.country === "Canada" && row.stateProvince && !row.needsReview)
            .map((row) => row.stateProvince!),
        ),
      ];
      expect(expected.sort()).toEqual(["AB", "BC", "ON"]);
      expect(await listStatesForCountry(db, "Canada")).toEqual(expected);
      // A country whose schools all wait for review has none.
      expect(await listStatesForCountry(db, "Argentina")).toEqual([]);
      const us = await listStatesForCountry(db, "United States");
      expect(us).toContain("TX");
      expect(us).toContain("IL");
      expect(us.length).toBe(
        new Set(
          rows.filter((row) => row.country === "United States" && !row.needsReview).map((row) => row.stateProvince),
        ).size,
      );
      expect(await listStatesForCountry(db, "Atlantis")).toEqual([]);
    });
  });
});
