import { describe, expect, it } from "vitest";
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
