import { describe, expect, it } from "vitest";
import { versionInStamp } from "./data-stamp";

describe("versionInStamp", () => {
  it("reads one table's version from the stamp", () => {
    const stamp = "article_categories:1,articles:4,institutions:17";
    expect(versionInStamp(stamp, "institutions")).toBe(17);
    expect(versionInStamp(stamp, "articles")).toBe(4);
  });

  it("gives nothing for a table the stamp lacks, or no stamp", () => {
    expect(versionInStamp("articles:4", "institutions")).toBeUndefined();
    expect(versionInStamp("", "institutions")).toBeUndefined();
    expect(versionInStamp(undefined, "institutions")).toBeUndefined();
    expect(versionInStamp("institutions:x", "institutions")).toBeUndefined();
  });
});
