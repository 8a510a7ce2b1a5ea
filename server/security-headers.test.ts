import { describe, expect, it } from "vitest";
import { freshNonce } from "./security-headers";

describe("CSP nonces", () => {
  it("are 16 random bytes each, never the same twice, across refills of the pool", () => {
    const nonces = Array.from({ length: 1000 }, () => freshNonce());
    expect(new Set(nonces).size).toBe(1000);
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
    // Random bytes: no nonce is all zeros (an unfilled pool).
    expect(nonces.some((nonce) => Buffer.from(nonce, "base64").every((byte) => byte === 0))).toBe(false);
  });
});
