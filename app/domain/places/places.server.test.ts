import { describe, expect, it } from "vitest";
import { AppError } from "~/lib/errors";
import { findPlace, nearValueFor, requirePlace } from "./places.server";

describe("findPlace", () => {
  it.each([
    ["60187", "60187 (Wheaton, IL)"],
    ["60187-5593", "60187 (Wheaton, IL)"],
    ["Wheaton, IL", "Wheaton, IL"],
    ["wheaton, illinois", "Wheaton, IL"],
    ["Wheaton, MD", "Wheaton, MD"],
    // Without a region, the most populous place of that name.
    ["Wheaton", "Wheaton, IL"],
    ["Sao Paulo, Brazil", "São Paulo, Brazil"],
    ["Seoul, South Korea", "Seoul, South Korea"],
    ["London, UK", "London, United Kingdom"],
    ["M5V 3L9", "M5V (Ontario)"],
    ["41.87, -88.1", "your location"],
  ])("%s is %s", (input, label) => {
    expect(findPlace(input)?.label).toBe(label);
  });

  it("gives the coordinates of the place", () => {
    const place = findPlace("60187")!;
    expect(place.latitude).toBeCloseTo(41.87, 1);
    expect(place.longitude).toBeCloseTo(-88.11, 1);
  });

  it.each(["", "   ", "99999", "Nowhereville, ZZ", "Wheaton, Atlantis", "91.5,10", "12,200", "x".repeat(500)])(
    "does not know %j",
    (input) => {
      expect(findPlace(input)).toBeUndefined();
    },
  );

  it("refuses an unknown place with a message on near", () => {
    const error = (() => {
      try {
        requirePlace("Nowhereville");
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).fields?.near).toBe(
      'We could not find "Nowhereville". Try a 5-digit U.S. ZIP code or a place such as "Wheaton, IL".',
    );
  });
});

describe("nearValueFor", () => {
  const wheaton = {
    city: "Wheaton",
    state_province: "IL",
    country: "United States",
    postal_code: "60187-5593",
    latitude: 41.87,
    longitude: -88.1,
  };

  it("names the school's city when the place data puts it near the school", () => {
    expect(nearValueFor(wheaton)).toBe("Wheaton, IL");
  });

  it("falls back to the ZIP code when the city is elsewhere or unknown", () => {
    expect(nearValueFor({ ...wheaton, city: "Nowhereville" })).toBe("60187");
    // A Wheaton, IL school recorded in Maryland's Wheaton would be 600 miles off: the ZIP code is used.
    expect(nearValueFor({ ...wheaton, state_province: "MD", latitude: 41.87, longitude: -88.1 })).toBe("60187");
  });

  it("gives nothing when neither is known", () => {
    expect(nearValueFor({ ...wheaton, city: null, postal_code: null })).toBeUndefined();
  });
});
