/**
 * Checks an upload's first bytes against the type the uploader declared, so a file can never be
 * stored (and later served) as something it is not: a PNG must be a PNG, a text file must not be a
 * program or an archive. Also decides which stored types may be shown inline in a browser.
 */
import { fileTypeFromBuffer, supportedMimeTypes } from "file-type";
import { AppError } from "~/lib/errors";

/** How many leading bytes the sniffer needs to recognise every format it knows. */
export const SNIFF_BYTES = 4100;

/** Other names browsers and tools send for the same format. */
const ALIASES: Record<string, string> = {
  "image/jpg": "image/jpeg",
  "image/pjpeg": "image/jpeg",
  "image/x-png": "image/png",
  "image/x-ms-bmp": "image/bmp",
  "image/vnd.microsoft.icon": "image/x-icon",
  "application/x-zip-compressed": "application/zip",
  "application/x-zip": "application/zip",
  "application/vnd.rar": "application/x-rar-compressed",
  "application/x-rar": "application/x-rar-compressed",
  "application/x-gzip": "application/gzip",
  "audio/mp3": "audio/mpeg",
  "audio/x-mp3": "audio/mpeg",
  "audio/mpeg3": "audio/mpeg",
  "audio/x-wav": "audio/wav",
  "audio/wave": "audio/wav",
  "audio/vnd.wave": "audio/wav",
  "application/x-pdf": "application/pdf",
};

/** Formats that are containers of other formats: what the sniffer sees for each of them. */
const CONTAINED_IN: Record<string, string> = {
  "application/msword": "application/x-cfb",
  "application/vnd.ms-excel": "application/x-cfb",
  "application/vnd.ms-powerpoint": "application/x-cfb",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "application/zip",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": "application/zip",
  "application/vnd.openxmlformats-officedocument.presentationml.presentation": "application/zip",
  "application/vnd.oasis.opendocument.text": "application/zip",
  "application/vnd.oasis.opendocument.spreadsheet": "application/zip",
  "application/epub+zip": "application/zip",
  "application/java-archive": "application/zip",
};

/** Types the browser may display inline from our origin: raster images only (never SVG or HTML). */
const INLINE_TYPES = new Set([
  "image/png",
  "image/jpeg",
  "image/gif",
  "image/webp",
  "image/avif",
  "image/bmp",
  "image/x-icon",
]);

const UNKNOWN = "application/octet-stream";

export function normaliseMimeType(value: string | null | undefined): string {
  const type = (value ?? "").split(";")[0]!.trim().toLowerCase();
  if (!/^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*$/.test(type)) return "";
  return ALIASES[type] ?? type;
}

function isTextual(type: string) {
  return type.startsWith("text/") || /(?:[/+]xml|[/+]json|javascript)$/.test(type);
}

/** A binary format the sniffer knows, so its absence in the content is a mismatch. */
function mustBeRecognised(type: string) {
  return type in CONTAINED_IN || (supportedMimeTypes.has(type) && !isTextual(type));
}

function matches(declared: string, sniffed: string) {
  if (declared === sniffed) return true;
  // A .docx may be seen as the zip it is; an old .doc as a compound file.
  if (CONTAINED_IN[declared] === sniffed) return true;
  // MP4/QuickTime/M4A containers carry audio or video; the sniffer cannot always tell which.
  const family = (type: string) => type.split("/")[0];
  return (
    (family(declared) === "audio" || family(declared) === "video") && ["audio", "video"].includes(family(sniffed)!)
  );
}

/**
 * The type to store for an upload whose first bytes are `head`, or a 415 when the content is not
 * what was declared. An empty or generic declared type takes what the content shows.
 */
export async function checkDeclaredType(declaredType: string | null | undefined, head: Uint8Array): Promise<string> {
  const declared = normaliseMimeType(declaredType);
  const sniffed = head.length ? await fileTypeFromBuffer(head) : undefined;
  const detected = sniffed ? normaliseMimeType(sniffed.mime) : "";
  if (!declared || declared === UNKNOWN) return detected || UNKNOWN;
  const mismatch = () =>
    new AppError(
      "unsupported_type",
      detected
        ? `The file's content is ${detected}, not ${declared} as declared`
        : `The file's content is not ${declared} as declared`,
      { file: "The content does not match the file type" },
    );
  if (detected) {
    if (!matches(declared, detected)) throw mismatch();
    return declared;
  }
  if (mustBeRecognised(declared)) throw mismatch();
  // Declared as text: a NUL byte means it is really binary.
  if (isTextual(declared) && head.includes(0)) throw mismatch();
  return declared;
}

/** Served inline (displayed) when true; otherwise always as an attachment (downloaded). */
export function isInlineType(fileType: string): boolean {
  return INLINE_TYPES.has(normaliseMimeType(fileType));
}
