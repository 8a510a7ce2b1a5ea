import express from "express";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nulFreeQueries, withoutNulInQuery } from "./nul-free-queries";

describe("NUL characters in query strings", () => {
  it("read as spaces in the query string only", () => {
    expect(withoutNulInQuery("/admin/users?q=a%00b&role=%00")).toBe("/admin/users?q=a%20b&role=%20");
    expect(withoutNulInQuery("/articles/a%00b?q=%00")).toBe("/articles/a%00b?q=%20");
    expect(withoutNulInQuery("/search?q=%2500")).toBe("/search?q=%2500");
    expect(withoutNulInQuery("/no-query")).toBe("/no-query");
  });

  let server: ReturnType<express.Express["listen"]>;
  let base: string;
  beforeAll(async () => {
    const app = express();
    app.use(nulFreeQueries());
    app.get("/echo", (req, res) => res.json({ query: req.query, originalUrl: req.originalUrl }));
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it("reach the handlers (and React Router, which reads originalUrl) without the NUL", async () => {
    const answer = (await (await fetch(`${base}/echo?q=a%00b`)).json()) as {
      query: { q: string };
      originalUrl: string;
    };
    expect(answer.query.q).toBe("a b");
    expect(answer.originalUrl).toBe("/echo?q=a%20b");
  });
});
