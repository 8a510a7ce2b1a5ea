import { describe, expect, it } from "vitest";
import { readForm } from "./http.server";

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
