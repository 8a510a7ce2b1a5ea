import { describe, expect, it } from "vitest";
import { readForm, toJsonError } from "./http.server";

function post(body: string, contentType?: string) {
  return new Request("http://site.test/login", {
    method: "POST",
    body,
    headers: contentType ? { "Content-Type": contentType } : {},
  });
}

async function statusOf(request: Request) {
  try {
    await readForm(request);
    return 200;
  } catch (error) {
    return (error as { init?: { status?: number } }).init?.status;
  }
}

describe("readForm", () => {
  it("reads url-encoded and multipart forms", async () => {
    expect((await readForm(post("email=a%40b.c&x=1", "application/x-www-form-urlencoded"))).get("email")).toBe("a@b.c");
    const multipart = '--b\r\nContent-Disposition: form-data; name="intent"\r\n\r\nsave\r\n--b--\r\n';
    expect((await readForm(post(multipart, "multipart/form-data; boundary=b"))).get("intent")).toBe("save");
  });

  it("answers 415 for a body that is not a form, 400 for a broken one", async () => {
    expect(await statusOf(post('{"email":"a@b.c"}', "application/json"))).toBe(415);
    expect(await statusOf(post("email=a", "text/plain"))).toBe(415);
    expect(await statusOf(post("email=a"))).toBe(415);
    expect(await statusOf(post("garbage", "multipart/form-data; boundary=b"))).toBe(400);
    expect(await statusOf(post("--b\r\nContent-Disposition: form-data", "multipart/form-data"))).toBe(400);
  });
});

describe("toJsonError", () => {
  it("keeps the 4xx status Express gives a request's own mistakes, with its message only when exposed", () => {
    const tooLarge = Object.assign(new Error("request entity too large"), { status: 413, expose: true });
    expect(toJsonError(tooLarge)).toEqual({ status: 413, body: { error: { message: "request entity too large" } } });
    const decode = Object.assign(new URIError("Failed to decode param '%c0'"), { status: 400 });
    expect(toJsonError(decode)).toEqual({ status: 400, body: { error: { message: "The request is not valid" } } });
    expect(toJsonError(new Error("boom"))).toEqual({
      status: 500,
      body: { error: { message: "An unexpected error occurred" } },
    });
  });
});
