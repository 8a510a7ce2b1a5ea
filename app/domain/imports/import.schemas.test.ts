import { describe, expect, it } from "vitest";
import { checkImportItem, IMPORT_MAX_DEPTH, isJsonFile, jsonDepth, parseImportText } from "./import.schemas";

describe("import files", () => {
  it("are JSON by type or by name", () => {
    expect(isJsonFile({ name: "data.JSON", type: "" })).toBe(true);
    expect(isJsonFile({ name: "data.txt", type: "application/json" })).toBe(true);
    expect(isJsonFile({ name: "data.csv", type: "text/csv" })).toBe(false);
  });

  it("are refused with the messages the import screen shows", () => {
    expect(parseImportText("{not json")).toEqual({ ok: false, message: "Invalid JSON file" });
    expect(parseImportText('{"id": 1}')).toEqual({
      ok: false,
      message: "JSON file must contain an array of institutions",
    });
    expect(parseImportText("[]")).toEqual({ ok: false, message: "The file contains no institutions" });
    expect(parseImportText('[{"id": 1, "institution_name": "A"}]')).toEqual({
      ok: true,
      items: [{ id: 1, institution_name: "A" }],
    });
  });

  it("may not nest deeply, whatever brackets sit inside strings", () => {
    const deep = `${"[".repeat(100_000)}${"]".repeat(100_000)}`;
    expect(jsonDepth(deep)).toBe(IMPORT_MAX_DEPTH + 1);
    expect(parseImportText(deep)).toEqual({ ok: false, message: expect.stringMatching(/nested too deeply/) });
    expect(jsonDepth('[{"a": "[[[[[[[[[[[[[[[[[[[[[[[[\\"]]"}]')).toBe(2);
  });

  it("may not carry __proto__ keys, at any depth", () => {
    expect(parseImportText('[{"id": 1, "institution_name": "A", "__proto__": {"admin": true}}]')).toEqual({
      ok: false,
      message: 'The file contains a "__proto__" key, which is not allowed',
    });
    expect(parseImportText('[{"id": 1, "institution_name": "A", "x": {"__proto__": 1}}]').ok).toBe(false);
  });
});

describe("import items", () => {
  it("need an id and an institution name", () => {
    const missing = { ok: false, message: "Missing required fields (id, institution_name)" };
    expect(checkImportItem({ institution_name: "A" })).toEqual(missing);
    expect(checkImportItem({ id: 3 })).toEqual(missing);
    expect(checkImportItem({ id: 3, institution_name: "" })).toEqual(missing);
    expect(checkImportItem("text")).toEqual(missing);
    expect(checkImportItem([1, "A"])).toEqual(missing);
  });

  it("refuse wrong types with a message naming the field", () => {
    expect(checkImportItem({ id: "abc", institution_name: "A" })).toEqual({
      ok: false,
      message: "id must be a positive whole number",
    });
    expect(checkImportItem({ id: 1.5, institution_name: "A" }).ok).toBe(false);
    expect(checkImportItem({ id: 1, institution_name: 7 })).toEqual({
      ok: false,
      message: "institution_name must be text",
    });
    expect(checkImportItem({ id: 1, institution_name: "A", key_programs: ["x"] })).toEqual({
      ok: false,
      message: "key_programs must be text",
    });
    expect(checkImportItem({ id: 1, institution_name: "A", why_choose: "x".repeat(20_001) })).toEqual({
      ok: false,
      message: "why_choose must be at most 20,000 characters",
    });
  });

  it("keep only the five content fields that are present (null clears one)", () => {
    expect(
      checkImportItem({
        id: "12",
        institution_name: " A ",
        detailed_summary: " Summary ",
        student_outcomes: null,
        website: "https://ignored.example",
      }),
    ).toEqual({
      ok: true,
      item: { id: 12, institution_name: "A", content: { detailed_summary: "Summary", student_outcomes: null } },
    });
  });
});
