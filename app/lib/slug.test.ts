import { describe, expect, it } from "vitest";
import { slugify, slugifyShort } from "./slug";

describe("slugs", () => {
  it("are lower-case ASCII words joined by dashes", () => {
    expect(slugify("Université Catholique de Louvain")).toBe("universite-catholique-de-louvain");
    expect(slugify("St. Mary's College & Seminary")).toBe("st-marys-college-and-seminary");
    expect(slugify("  --  ")).toBe("");
  });

  it("are shortened at a word boundary", () => {
    const slug = slugifyShort("Pontifical Faculty of the Immaculate Conception at the Dominican House of Studies", 60);
    expect(slug).toBe("pontifical-faculty-of-the-immaculate-conception-at-the");
  });
});
