import { describe, expect, it } from "vitest";
import { schoolFactRows, seedValue } from "./school-facts";

const row = (fact: string, value: string, status = "stated", unitid = "1") => ({
  unitid,
  fact,
  value,
  evidence_url: "https://www.example.edu/life",
  evidence_quote: "quote",
  read_on: "2026-11-27",
  status,
});

describe("the stated facts the seed shows", () => {
  it("keeps stated rows only, with values of the profile's types", () => {
    expect(seedValue("chapel", "credit_based")).toBe("credit_based");
    expect(seedValue("chapel", "daily")).toBeNull();
    expect(seedValue("lifestyle_covenant", "yes")).toBe("true");
    expect(seedValue("covenant_topics", "drugs;alcohol")).toBe("alcohol|drugs");
    expect(seedValue("bible_credits_required", "61")).toBeNull();
    expect(seedValue("degree_mdiv_online", "yes")).toBe("true");
    expect(seedValue("degree_mdiv_online", "no")).toBe("false");
    expect(seedValue("degree_mdiv_online", "hybrid")).toBeNull();
    const { rows } = schoolFactRows([row("chapel", "required"), row("lifestyle_covenant", "yes", "review")]);
    expect(rows.map((fact) => fact.field)).toEqual(["chapel"]);
  });

  it("applies the profile's rules: times only with required chapel, topics only with a stated covenant", () => {
    const { rows, dropped } = schoolFactRows([
      row("chapel", "voluntary"),
      row("chapel_times_per_week", "3"),
      row("covenant_topics", "alcohol"),
      row("lifestyle_covenant", "yes", "review"),
      row("chapel", "required", "stated", "2"),
      row("chapel_times_per_week", "2", "stated", "2"),
    ]);
    expect(rows.map((fact) => `${fact.source_id} ${fact.field}`)).toEqual([
      "1 chapel",
      "2 chapel",
      "2 chapel_times_per_week",
    ]);
    expect(dropped.map((item) => item.fact)).toEqual(["chapel_times_per_week", "covenant_topics"]);
  });
});
