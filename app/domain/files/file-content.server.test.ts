import { describe, expect, it } from "vitest";
import { AppError } from "~/lib/errors";
import { checkDeclaredType, isInlineType, normaliseMimeType } from "./file-content.server";

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);
const GIF = Buffer.from("R0lGODlhAQABAAAAACwAAAAAAQABAAA=", "base64");
const PDF = Buffer.from("%PDF-1.7\n");
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04, ...new Array(26).fill(0)]);

async function refused(declared: string, head: Uint8Array) {
  const error = await checkDeclaredType(declared, head).catch((failure: unknown) => failure);
  return error instanceof AppError && error.code === "unsupported_type";
}

describe("checking an upload against its declared type", () => {
  it("accepts content that is what it says, under any usual name for the type", async () => {
    expect(await checkDeclaredType("image/png", PNG)).toBe("image/png");
    expect(await checkDeclaredType("image/x-png", PNG)).toBe("image/png");
    expect(await checkDeclaredType("image/gif", GIF)).toBe("image/gif");
    expect(await checkDeclaredType("application/pdf", PDF)).toBe("application/pdf");
    expect(await checkDeclaredType("application/x-zip-compressed", ZIP)).toBe("application/zip");
    expect(await checkDeclaredType("text/plain", Buffer.from("hello"))).toBe("text/plain");
    expect(await checkDeclaredType("text/csv; charset=utf-8", Buffer.from("a,b"))).toBe("text/csv");
    expect(await checkDeclaredType("image/svg+xml", Buffer.from("<svg></svg>"))).toBe("image/svg+xml");
  });

  it("takes the sniffed type when none, or a generic one, was declared", async () => {
    expect(await checkDeclaredType("", PNG)).toBe("image/png");
    expect(await checkDeclaredType("application/octet-stream", PDF)).toBe("application/pdf");
    expect(await checkDeclaredType(undefined, Buffer.from("plain"))).toBe("application/octet-stream");
  });

  it("refuses content that contradicts the declared type", async () => {
    expect(await refused("image/png", Buffer.from("not an image"))).toBe(true);
    expect(await refused("image/jpeg", PNG)).toBe(true);
    expect(await refused("application/pdf", PNG)).toBe(true);
    expect(await refused("text/plain", PNG)).toBe(true);
    expect(await refused("text/html", ZIP)).toBe(true);
    expect(await refused("text/csv", Buffer.from([0x61, 0x00]))).toBe(true);
    expect(await refused("application/msword", Buffer.from("plain text"))).toBe(true);
  });

  it("shows only raster images inline", () => {
    for (const type of ["image/png", "image/jpeg", "image/gif", "image/webp", "image/vnd.microsoft.icon"]) {
      expect(isInlineType(type), type).toBe(true);
    }
    for (const type of ["image/svg+xml", "text/html", "application/pdf", "application/xhtml+xml", "text/plain"]) {
      expect(isInlineType(type), type).toBe(false);
    }
    expect(normaliseMimeType("Image/JPG")).toBe("image/jpeg");
    expect(normaliseMimeType("not a type")).toBe("");
  });
});
