/**
 * Raw HTTP for the security suite: the path goes out exactly as given (no URL normalisation, so
 * `/\evil` and `%E0%A4` reach the server as written), bodies may be any bytes, every request has a
 * deadline, and the source address can be any loopback address (each one a separate client for
 * the rate limits, see tests/setup/http-client.ts).
 */
import http from "node:http";

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  cookies: string[];
  body: string;
  ms: number;
}

export interface Send {
  method?: string;
  /** Path and query, sent as they are (characters Node refuses in a path are %-encoded). */
  path: string;
  headers?: Record<string, string | string[]>;
  body?: string | Buffer;
  from?: string;
  timeoutMs?: number;
}

export class TimeoutError extends Error {}

/** Characters Node's http client refuses in a request path (it throws on them). */
function sendablePath(path: string) {
  // eslint-disable-next-line no-control-regex
  return path.replace(/[\u0000-\u0020\u007f-\uffff]/g, (char) =>
    [...Buffer.from(char, "utf8")].map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, "0")}`).join(""),
  );
}

export function send(baseUrl: string, request: Send): Promise<Answer> {
  const base = new URL(baseUrl);
  const started = performance.now();
  const timeoutMs = request.timeoutMs ?? 15_000;
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        host: base.hostname,
        port: base.port,
        method: request.method ?? "GET",
        path: sendablePath(request.path),
        headers: request.headers,
        localAddress: request.from,
        agent: false,
        // As much as a browser takes (Chromium: 256 KiB); Node's own default is 16 KiB.
        maxHeaderSize: 256 * 1024,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          clearTimeout(timer);
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            cookies: response.headers["set-cookie"] ?? [],
            body: Buffer.concat(chunks).toString("utf8"),
            ms: performance.now() - started,
          });
        });
        response.on("error", reject);
      },
    );
    const timer = setTimeout(
      () => outgoing.destroy(new TimeoutError(`no complete answer within ${timeoutMs} ms`)),
      timeoutMs,
    );
    outgoing.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    if (request.body !== undefined) outgoing.write(request.body);
    outgoing.end();
  });
}

/** 'name=value' pairs of Set-Cookie headers, ready for a Cookie header (cleared cookies dropped). */
export function cookieHeader(setCookies: string[]) {
  return setCookies
    .map((cookie) => cookie.split(";")[0]!)
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
}

/** The Set-Cookie line for `name`, split into its attributes (lower-case keys). */
export function parseSetCookie(line: string) {
  const [pair, ...attributes] = line.split(";").map((part) => part.trim());
  const separator = pair!.indexOf("=");
  const flags = new Map<string, string>();
  for (const attribute of attributes) {
    const at = attribute.indexOf("=");
    if (at === -1) flags.set(attribute.toLowerCase(), "");
    else flags.set(attribute.slice(0, at).toLowerCase(), attribute.slice(at + 1));
  }
  return { name: pair!.slice(0, separator), value: pair!.slice(separator + 1), flags };
}

/** A multipart/form-data body: text fields first, then (optionally) one file part. */
export function multipart(
  fields: Record<string, string>,
  file?: { field?: string; name: string; type: string; content: string | Buffer },
) {
  const boundary = `----ced-security-${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? "file"}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      Buffer.from(file.content),
      Buffer.from("\r\n"),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}
