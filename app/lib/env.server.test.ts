import path from "node:path";
import { describe, expect, it } from "vitest";
import { mapTileSource, parseEnv } from "./env.server";

describe("environment", () => {
  it("has the contract's defaults", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 3000, HOST: "0.0.0.0", LOG_LEVEL: "info", PUBLIC_URL: "http://localhost:3000" });
    expect(env.DATA_DIR).toBe(path.resolve("./data"));
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("derives PUBLIC_URL from PORT and trims a trailing slash", () => {
    expect(parseEnv({ PORT: "8080" }).PUBLIC_URL).toBe("http://localhost:8080");
    expect(parseEnv({ PUBLIC_URL: "https://example.org/" }).PUBLIC_URL).toBe("https://example.org");
  });

  it("names each bad variable and what is wrong with it", () => {
    expect(() => parseEnv({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => parseEnv({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL: must start with postgres/);
    expect(() => parseEnv({ ADMIN_EMAIL: "a@b.org" })).toThrow(/ADMIN_EMAIL and ADMIN_PASSWORD must be set together/);
  });

  it("requires AUTH_SECRET in production with an external database", () => {
    expect(() => parseEnv({ NODE_ENV: "production", DATABASE_URL: "postgres://db/x" })).toThrow(/AUTH_SECRET/);
    expect(parseEnv({ NODE_ENV: "production" }).AUTH_SECRET).toBeUndefined();
  });

  it("reads TRUST_PROXY as a hop count or a list of proxy addresses, and refuses anything else", () => {
    expect(parseEnv({}).TRUST_PROXY).toBeUndefined();
    expect(parseEnv({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: "10.0.0.0/8, loopback,::1" }).TRUST_PROXY).toEqual([
      "10.0.0.0/8",
      "loopback",
      "::1",
    ]);
    expect(() => parseEnv({ TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY: must be a number of proxy hops/);
    expect(() => parseEnv({ TRUST_PROXY: "10.0.0.0/40" })).toThrow(/TRUST_PROXY/);
  });

  it("treats empty values as unset", () => {
    expect(parseEnv({ DATABASE_URL: "", PORT: "" }).DATABASE_URL).toBeUndefined();
  });

  it("takes an optional map tile template with its attribution, and names its host for the CSP", () => {
    expect(parseEnv({}).MAP_TILE_URL).toBeUndefined();
    expect(mapTileSource(parseEnv({}))).toBeUndefined();
    const env = parseEnv({
      MAP_TILE_URL: "https://{s}.tiles.example.org/{z}/{x}/{y}.png",
      MAP_TILE_ATTRIBUTION: "© Example contributors",
    });
    expect(mapTileSource(env)).toBe("https://*.tiles.example.org");
    expect(mapTileSource({ MAP_TILE_URL: "http://tiles.internal:8080/{z}/{x}/{y}.png" })).toBe(
      "http://tiles.internal:8080",
    );
    expect(() => parseEnv({ MAP_TILE_URL: "https://tiles.example.org/tile.png", MAP_TILE_ATTRIBUTION: "x" })).toThrow(
      /MAP_TILE_URL: must contain \{z\}/,
    );
    expect(() => parseEnv({ MAP_TILE_URL: "javascript:{z}{x}{y}", MAP_TILE_ATTRIBUTION: "x" })).toThrow(
      /MAP_TILE_URL: must be an http/,
    );
    expect(() => parseEnv({ MAP_TILE_URL: "https://tiles.example.org/{z}/{x}/{y}.png" })).toThrow(
      /MAP_TILE_ATTRIBUTION: required with MAP_TILE_URL/,
    );
  });
});
