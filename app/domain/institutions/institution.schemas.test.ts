import { describe, expect, it } from "vitest";
import { SearchParamsSchema } from "./institution.schemas";
import { MAX_PAGE, sortCountries } from "./search-options";
import { accreditationTone, accreditationWarning } from "./accreditation";

const parse = (input: Record<string, unknown>) => SearchParamsSchema.safeParse(input);

describe("SearchParamsSchema", () => {
  it("gives the defaults for an empty query string", () => {
    expect(parse({}).data).toEqual({ page: 1, page_size: 20 });
  });

  it("trims text, drops empty values and takes the first of repeated parameters", () => {
    expect(parse({ q: "  wheaton  ", country: "", state: ["TX", "CA"] }).data).toMatchObject({
      q: "wheaton",
      country: undefined,
      state: "TX",
    });
  });

  it("clamps page and page_size into range", () => {
    expect(parse({ page: "-1", page_size: "100000" }).data).toMatchObject({ page: 1, page_size: 100 });
    expect(parse({ page: "0", page_size: "0" }).data).toMatchObject({ page: 1, page_size: 1 });
    expect(parse({ page: "99999999999" }).data).toMatchObject({ page: MAX_PAGE });
  });

  it("refuses words and fractions as numbers, naming the field", () => {
    const result = parse({ page: "abc", page_size: "2.5" });
    expect(result.success).toBe(false);
    const fields = result.error!.issues.map((issue) => [issue.path.join("."), issue.message]);
    expect(fields).toEqual([
      ["page", "page must be a whole number"],
      ["page_size", "page_size must be a whole number"],
    ]);
  });

  it("reads booleans as true/false/1/0 and refuses anything else", () => {
    expect(parse({ online_programs: "TRUE", financial_aid_available: "0" }).data).toMatchObject({
      online_programs: true,
      financial_aid_available: false,
    });
    expect(parse({ online_programs: "" }).data!.online_programs).toBeUndefined();
    expect(parse({ online_programs: "maybe" }).error!.issues[0]!.message).toBe("online_programs must be true or false");
  });

  it("accepts the listed sorts only", () => {
    expect(parse({ sort: "tuition" }).data!.sort).toBe("tuition");
    expect(parse({ sort: "net_price" }).data!.sort).toBe("net_price");
    expect(parse({ sort: "graduation_rate" }).data!.sort).toBe("graduation_rate");
    expect(parse({ sort: "" }).data!.sort).toBeUndefined();
    expect(parse({ sort: "price" }).error!.issues[0]!.message).toBe(
      "sort must be one of relevance, distance, name, enrollment, tuition, net_price, graduation_rate, graduates",
    );
  });

  it("reads the net price and graduation rate bounds as whole numbers in range", () => {
    expect(parse({ max_net_price: "20000", min_graduation_rate: "60" }).data).toMatchObject({
      max_net_price: 20000,
      min_graduation_rate: 60,
    });
    expect(parse({ max_net_price: "" }).data!.max_net_price).toBeUndefined();
    expect(parse({ min_graduation_rate: "0" }).data!.min_graduation_rate).toBe(0);
    expect(parse({ min_graduation_rate: "100.5" }).error!.issues[0]).toMatchObject({
      path: ["min_graduation_rate"],
      message: "min_graduation_rate must be a whole number from 0 to 100",
    });
    expect(parse({ max_net_price: "-3" }).error!.issues[0]!.path).toEqual(["max_net_price"]);
  });

  it("strips control characters and shortens an overlong query", () => {
    const parsed = parse({ q: `a\u0000b${"c".repeat(500)}` }).data!;
    expect(parsed.q!.startsWith("a b")).toBe(true);
    expect(parsed.q!.length).toBe(200);
    expect(parse({ country: "x".repeat(201) }).success).toBe(false);
  });
});

describe("sortCountries", () => {
  it("puts United States, Canada and United Kingdom first, then the rest alphabetically", () => {
    const sorted = sortCountries(["Germany", "United Kingdom", "Brazil", "United States", "Canada"], (c) => c);
    expect(sorted).toEqual(["United States", "Canada", "United Kingdom", "Brazil", "Germany"]);
  });
});

describe("accreditation", () => {
  it("colours the badge by the words in the status", () => {
    expect(accreditationTone("Accredited Institution")).toBe("accredited");
    expect(accreditationTone("Candidate for Accreditation")).toBe("candidate");
    expect(accreditationTone("Accredited - Warning")).toBe("warning");
    expect(accreditationTone("Accredited, on Probation")).toBe("probation");
    expect(accreditationTone("Show Cause")).toBe("probation");
    expect(accreditationTone("Not accredited")).toBe("other");
    expect(accreditationTone(null)).toBe("other");
  });

  it("adds a plain warning line for warning, probation and show cause only", () => {
    expect(accreditationWarning("Accredited Institution")).toBeNull();
    expect(accreditationWarning("Accredited - Warning")).toMatch(/warning/);
    expect(accreditationWarning("Probation")).toMatch(/probation/);
    expect(accreditationWarning("Show Cause")).toMatch(/show cause/);
  });
});
