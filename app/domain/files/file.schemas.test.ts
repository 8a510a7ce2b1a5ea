import { describe, expect, it } from "vitest";
import { FileUploadFieldsSchema, fileKind, fileUrl, formatFileSize } from "./file.schemas";

describe("file sizes", () => {
  it("use Bytes, KB, MB and GB in base 1024 with two decimals", () => {
    expect(formatFileSize(0)).toBe("0 Bytes");
    expect(formatFileSize(512)).toBe("512 Bytes");
    expect(formatFileSize(1023)).toBe("1023 Bytes");
    expect(formatFileSize(1024)).toBe("1.00 KB");
    expect(formatFileSize(1536)).toBe("1.50 KB");
    expect(formatFileSize(25 * 1024 * 1024)).toBe("25.00 MB");
    expect(formatFileSize(3.25 * 1024 ** 3)).toBe("3.25 GB");
    expect(formatFileSize(5 * 1024 ** 4)).toBe("5120.00 GB");
  });
});

describe("file kinds", () => {
  it("pick the card's icon from the type (and .zip/.rar names)", () => {
    expect(fileKind("image/png")).toBe("image");
    expect(fileKind("video/mp4")).toBe("video");
    expect(fileKind("audio/mpeg")).toBe("audio");
    expect(fileKind("application/pdf")).toBe("pdf");
    expect(fileKind("application/zip")).toBe("archive");
    expect(fileKind("application/x-rar-compressed")).toBe("archive");
    expect(fileKind("application/octet-stream", "backup.RAR")).toBe("archive");
    expect(fileKind("text/csv", "numbers.csv")).toBe("generic");
  });
});

describe("upload fields", () => {
  it("default to general and no description, and name the field at fault", () => {
    expect(FileUploadFieldsSchema.parse({})).toEqual({ category: "general", description: "" });
    expect(FileUploadFieldsSchema.parse({ category: "campus-life", description: "  Map " })).toEqual({
      category: "campus-life",
      description: "Map",
    });
    const wrong = FileUploadFieldsSchema.safeParse({ category: "Secret" });
    expect(wrong.success).toBe(false);
    expect(wrong.error!.issues[0]!.path).toEqual(["category"]);
  });

  it("give each file an address that keeps its name", () => {
    expect(fileUrl(12, "Campus map (2026).pdf")).toBe("/files/12/Campus%20map%20(2026).pdf");
  });
});
