import { describe, expect, it } from "vitest";
import { newestReported, replacesEdit, yearKey } from "./current-facts";

const scorecard2324 = { source: "College Scorecard institution file", year: "2023-24" };
const ipeds2122 = { source: "IPEDS tuition and fees survey", year: "2021-22" };
const release2022 = { source: "College Scorecard 2022 release", year: "2020-21" };

describe("the newest source that reports a fact", () => {
  it("reads how new a source is from its year", () => {
    expect(yearKey("2023-24")).toBe(2023);
    expect(yearKey("fall 2022")).toBe(2022);
    expect(yearKey("2026")).toBe(2026);
    expect(yearKey("")).toBeNull();
    expect(yearKey(null)).toBeNull();
  });

  it("takes the newest source's value, whatever order the sources come in", () => {
    const candidates = [
      { ...ipeds2122, value: 39_350 },
      { ...scorecard2324, value: 42_380 },
      { ...release2022, value: 37_000 },
    ];
    expect(newestReported(candidates)).toEqual({ ...scorecard2324, value: 42_380 });
    expect(newestReported([...candidates].reverse())).toEqual({ ...scorecard2324, value: 42_380 });
  });

  it("falls back to an older source, with its older year, only where the newer has nothing", () => {
    expect(
      newestReported([
        { ...scorecard2324, value: null },
        { ...ipeds2122, value: 6_240 },
        { ...release2022, value: 6_310 },
      ]),
    ).toEqual({ ...ipeds2122, value: 6_240 });
    expect(newestReported([{ ...scorecard2324, value: null }, null, undefined])).toBeNull();
  });

  it("keeps a false answer: it is a value, not a missing one", () => {
    expect(
      newestReported([
        { ...scorecard2324, value: false },
        { ...ipeds2122, value: true },
      ]),
    ).toEqual({
      ...scorecard2324,
      value: false,
    });
  });

  it("prefers the source listed first between sources of the same year", () => {
    const ipedsIc = { source: "IPEDS institutional characteristics survey", year: "2023-24" };
    expect(
      newestReported([
        { ...ipedsIc, value: true },
        { ...scorecard2324, value: false },
      ]),
    ).toEqual({
      ...ipedsIc,
      value: true,
    });
  });
});

describe("an administrator's edit", () => {
  const editedIn2026 = new Date("2026-03-01T00:00:00Z");

  it("stays until a source of a later year than the edit reports the fact", () => {
    expect(replacesEdit("2023-24", "2026", editedIn2026)).toBe(false);
    expect(replacesEdit("2026-27", "2026", editedIn2026)).toBe(false);
    expect(replacesEdit("2027-28", "2026", editedIn2026)).toBe(true);
  });

  it("is dated by the row's last change when the edit's year was not recorded", () => {
    expect(replacesEdit("2025-26", null, editedIn2026)).toBe(false);
    expect(replacesEdit("2027-28", null, editedIn2026)).toBe(true);
  });

  it("is never replaced by a source without a year", () => {
    expect(replacesEdit(null, "2026", editedIn2026)).toBe(false);
    expect(replacesEdit("", "2020", editedIn2026)).toBe(false);
  });
});
