import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { readClosuresExtract, usClosures, type ClosureRow } from "./us-closures";

const read = (file: string) =>
  parse(readFileSync(path.resolve(import.meta.dirname, "..", file)), { columns: true }) as Record<string, string>[];

describe("U.S. schools that have closed", () => {
  const extract = readClosuresExtract();
  const { closed, reported } = usClosures(extract);
  const seed = read("data/seed/institutions.csv");
  const removed = read("data/seed/removed-institutions.csv");

  it("takes a school an official page says has closed out of the seed, its address removed with the page", () => {
    expect([...closed.keys()].sort()).toEqual(["149505", "165644", "239512", "455770"]);
    for (const [unitid, reason] of closed) {
      const row = extract.find((one) => one.unitid === unitid)!;
      expect(
        seed.some((one) => one.source_id === unitid),
        row.slug,
      ).toBe(false);
      expect(removed.find((one) => one.slug === row.slug)?.reason, row.slug).toBe(reason);
      expect(reason).toContain(row.evidence_url);
    }
    expect(removed.find((one) => one.slug === "eastern-nazarene-college")!.reason).toMatch(
      /^closed: 2024\. "The Board of Trustees of Eastern Nazarene College has voted unanimously to begin the process of closing ENC/,
    );
  });

  it("sends a school news reports closed, with no official page, to the review queue with what was found", () => {
    expect(reported.size).toBe(7);
    for (const [unitid, note] of reported) {
      const row = seed.find((one) => one.source_id === unitid)!;
      expect(row.needs_review, row.slug).toBe("true");
      expect(row.review_note, row.slug).toBe(note);
    }
    // A school the reader found open, or could not settle, stays listed.
    for (const row of extract.filter((one) => one.status === "open" || one.status === "unclear")) {
      const seeded = seed.find((one) => one.source_id === row.unitid);
      if (seeded) expect(seeded.review_note, row.slug).not.toMatch(/^Reported closed/);
    }
  });

  it("refuses a row that breaks the extract's rules, naming the school and the problem", () => {
    const good: ClosureRow = {
      unitid: "1",
      slug: "example-college",
      institution_name: "Example College",
      status: "closed",
      closed_on: "2025",
      evidence_url: "https://example.edu/closure",
      evidence_quote: "Example College closed at the end of the spring 2025 semester.",
      evidence_source: "school_site",
      read_on: "2026-12-07",
      notes: "",
    };
    expect(usClosures([good]).closed.get("1")).toBe(
      'closed: 2025. "Example College closed at the end of the spring 2025 semester." (https://example.edu/closure, read 2026-12-07)',
    );
    const refusals: [Partial<ClosureRow>, RegExp][] = [
      [{ status: "gone" }, /example-college: status must be one of closed, merged, reported/],
      [{ unitid: "" }, /example-college: a closed school needs its UNITID/],
      [{ closed_on: "" }, /needs the date or year it closed/],
      [{ evidence_url: "example.edu/closure" }, /evidence_url is not a web address/],
      [{ evidence_source: "news" }, /evidence_source must be one of school_site, accreditor, state, federal/],
      [{ evidence_quote: "" }, /the quote must be 1 to 200 characters/],
      [{ evidence_quote: "x".repeat(201) }, /the quote must be 1 to 200 characters/],
      [{ read_on: "yesterday" }, /read_on must be a date/],
      [{ status: "reported", notes: " " }, /example-college: a school reported closed needs notes/],
    ];
    for (const [change, problem] of refusals) expect(() => usClosures([{ ...good, ...change }])).toThrow(problem);
    // A school found open, or one the reader could not settle, is neither removed nor held back.
    const open = usClosures([{ ...good, status: "open", evidence_url: "" }]);
    expect([open.closed.size, open.reported.size]).toEqual([0, 0]);
  });
});
