import { describe, expect, it } from "vitest";
import { versionedCache } from "./versioned-cache";

describe("versionedCache", () => {
  /** A data source whose version moves on when told; each load reads the version of its moment. */
  function source() {
    const state = { version: 1, loads: 0 };
    const load = async (_owner: object) => {
      state.loads++;
      const version = state.version;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { version, loadedAs: state.loads };
    };
    return { state, get: versionedCache(load) };
  }

  it("loads once for callers asking together, and keeps the value while the version lasts", async () => {
    const { state, get } = source();
    const owner = {};
    const [a, b] = await Promise.all([get(owner, 1), get(owner, 1)]);
    expect(a).toBe(b);
    expect(await get(owner, 1)).toBe(a);
    expect(state.loads).toBe(1);
  });

  it("never gives a value older than the version asked for", async () => {
    const { state, get } = source();
    const owner = {};
    const first = await get(owner, 1);
    state.version = 2;
    const second = await get(owner, 2);
    expect(second.version).toBe(2);
    expect(second).not.toBe(first);
    // A load that began before version 3 existed is not enough for a caller that knows of 3.
    const early = get(owner, 2.5);
    state.version = 3;
    expect((await get(owner, 3)).version).toBe(3);
    expect((await early).version).toBeGreaterThanOrEqual(2.5);
  });

  it("keeps one value per owner", async () => {
    const { state, get } = source();
    const [a, b] = [{}, {}];
    expect(await get(a, 1)).not.toBe(await get(b, 1));
    expect(state.loads).toBe(2);
  });
});
