import { describe, expect, it } from "vitest";
import { safeReturnPath } from "./query-params";

describe("safeReturnPath", () => {
  it.each([
    ["/admin/institutions", "/admin/institutions"],
    ["/admin/institutions?q=grace&page=2", "/admin/institutions?q=grace&page=2"],
    ["/admin/institutions/12/edit", "/admin/institutions/12/edit"],
    ["/admin/institutionsX", "/admin/institutions"],
    ["/admin/users", "/admin/institutions"],
    ["//evil.example", "/admin/institutions"],
    ["/admin/institutions/\\evil.example", "/admin/institutions"],
    // Dot segments: neither out of the prefix nor into a protocol-relative '//evil.example'.
    ["/admin/institutions/../../..//evil.example", "/admin/institutions"],
    ["/admin/institutions/%2e%2e/%2e%2e/%2e%2e//evil.example", "/admin/institutions"],
    ["/admin/institutions/../users", "/admin/institutions"],
    ["/admin/institutions/\u0000x", "/admin/institutions"],
    [null, "/admin/institutions"],
  ])("%s -> %s", (input, expected) => {
    expect(safeReturnPath(input, "/admin/institutions")).toBe(expected);
  });
});
