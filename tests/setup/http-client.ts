/**
 * Plain HTTP requests with a chosen source address: every address in 127.0.0.0/8 reaches the
 * loopback server, so a test can act as many different clients (rate limits count per client).
 */
import http from "node:http";

export interface HttpAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  cookies: string[];
  body: string;
}

export function httpRequest(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; from?: string } = {},
): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: options.method ?? "GET", headers: options.headers, localAddress: options.from },
      (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            cookies: response.headers["set-cookie"] ?? [],
            body,
          }),
        );
      },
    );
    request.on("error", reject);
    if (options.body) request.write(options.body);
    request.end();
  });
}

let nextClient = 10 + Math.floor(Math.random() * 200);
/** A loopback address no other test of this process uses. */
export function newClientAddress() {
  nextClient += 1;
  return `127.0.${Math.floor(nextClient / 250) % 250}.${(nextClient % 250) + 2}`;
}

/** A form POST as a browser on the site sends it. */
export function postForm(
  baseUrl: string,
  path: string,
  fields: Record<string, string>,
  options: { from?: string; cookie?: string } = {},
) {
  return httpRequest(`${baseUrl}${path}`, {
    method: "POST",
    from: options.from,
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: baseUrl,
      ...(options.cookie ? { Cookie: options.cookie } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  });
}

/** 'name=value' pairs of Set-Cookie headers, ready for a Cookie header. */
export function cookieJar(cookies: string[]) {
  return cookies
    .map((cookie) => cookie.split(";")[0]!)
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
}
