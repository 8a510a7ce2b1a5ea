import { describe, expect, it } from "vitest";
import { roundedCount } from "./counts";
import { formatDate, formatDateTimeUtc, formatDistance } from "./format";

describe("dates", () => {
  it("writes a day as 'January 30, 2025', in UTC", () => {
    expect(formatDate("2025-01-30T23:59:00Z")).toBe("January 30, 2025");
  });

  it("writes a moment on a 00-23 clock, also in the hour after midnight", () => {
    expect(formatDateTimeUtc("2026-11-22T00:31:00Z")).toBe("November 22, 2026, 00:31 UTC");
    expect(formatDateTimeUtc("2026-03-03T14:05:59Z")).toBe("March 3, 2026, 14:05 UTC");
    expect(formatDateTimeUtc(new Date("2026-12-31T23:09:00Z"))).toBe("December 31, 2026, 23:09 UTC");
  });
});

describe("formatDistance", () => {
  it.each([
    [0.2, "Less than 1 mile away"],
    [1.2, "1 mile away"],
    [12.4, "12 miles away"],
    [1234.5, "1,235 miles away"],
  ])("%d miles is %s", (miles, text) => {
    expect(formatDistance(miles)).toBe(text);
  });
});

describe("roundedCount", () => {
  it("rounds down by at most a tenth, to the coarsest step that allows it", () => {
    expect(roundedCount(793)).toBe("790+");
    expect(roundedCount(1098)).toBe("1,000+");
    expect(roundedCount(102)).toBe("100+");
    expect(roundedCount(283)).toBe("280+");
    expect(roundedCount(12)).toBe("12+");
    expect(roundedCount(2)).toBe("2");
    for (let count = 10; count < 20_000; count += 7) {
      const shown = Number(roundedCount(count).replace(/[+,]/g, ""));
      expect(shown, String(count)).toBeLessThanOrEqual(count);
      expect(shown, String(count)).toBeGreaterThanOrEqual(count * 0.9);
    }
  });
});
