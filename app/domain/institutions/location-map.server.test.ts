import { describe, expect, it } from "vitest";
import { compactPath, getLocationMap, LOCATION_MAP_HEIGHT, LOCATION_MAP_WIDTH } from "./location-map.server";

const place = (overrides: Partial<Parameters<typeof getLocationMap>[0]>) => ({
  latitude: 32.4689,
  longitude: -99.7098,
  country: "United States",
  state_province: "TX",
  state_name: "Texas",
  ...overrides,
});

const inside = ({ x, y }: { x: number; y: number }) =>
  x >= 0 && x <= LOCATION_MAP_WIDTH && y >= 0 && y <= LOCATION_MAP_HEIGHT;

describe("the location map", () => {
  it("outlines a U.S. school's state, with its neighbours and a dot inside the picture", async () => {
    const map = (await getLocationMap(place({})))!;
    expect(map.areaName).toBe("Texas");
    expect(map.area).toMatch(/^M[\d.,LZM-]+/);
    expect(map.context.length).toBeGreaterThan(3);
    expect(inside(map.dot)).toBe(true);
    // Clipped to the picture: no neighbour drags the whole continent along.
    expect(map.context.join("").length + map.area.length).toBeLessThan(15_000);
  });

  it("finds the state from its postal code when the name is missing", async () => {
    expect((await getLocationMap(place({ state_name: null })))!.areaName).toBe("Texas");
  });

  it("outlines the country elsewhere, under Natural Earth's name for it", async () => {
    const rome = (await getLocationMap(
      place({ latitude: 41.9029, longitude: 12.4534, country: "Vatican City", state_province: null, state_name: null }),
    ))!;
    expect(rome.areaName).toBe("Vatican City");
    expect(rome.area).not.toBe("");
    // A tiny country is drawn with the land around it.
    expect(rome.context.length).toBeGreaterThan(0);
    expect(inside(rome.dot)).toBe(true);
  });

  it("keeps places across the 180th meridian whole (Alaska)", async () => {
    const map = (await getLocationMap(
      place({ latitude: 61.6, longitude: -149.1, state_province: "AK", state_name: "Alaska" }),
    ))!;
    expect(map.areaName).toBe("Alaska");
    expect(inside(map.dot)).toBe(true);
  });

  it("still places the dot when no outline is known for the country", async () => {
    const map = (await getLocationMap(
      place({ latitude: 10, longitude: 10, country: "Atlantis", state_province: null, state_name: null }),
    ))!;
    expect(map.area).toBe("");
    expect(inside(map.dot)).toBe(true);
  });

  it("draws nothing without coordinates, rather than guess", async () => {
    expect(await getLocationMap(place({ latitude: null }))).toBeNull();
    expect(await getLocationMap(place({ longitude: null }))).toBeNull();
    expect(await getLocationMap(place({ latitude: 123 }))).toBeNull();
  });
});

describe("compactPath", () => {
  it("drops lines to the point the pen is already at, and keeps every shape closed", () => {
    expect(compactPath("M1,1L1,1L2,2L2,2L2,2L3,1ZM5,5L5,5L6,6Z")).toBe("M1,1L2,2L3,1ZM5,5L6,6Z");
  });
});
