import { describe, expect, it, vi } from "vitest";
import { AppError, type AppErrorCode } from "./errors";
import { describeError, errorData, httpStatusOf, toJsonError, UNAVAILABLE_MESSAGE } from "./error-status.server";
import type { Services } from "./services.server";

const EXPECTED: Record<AppErrorCode, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unsupported_type: 415,
  rate_limited: 429,
  unavailable: 503,
};

/** What pg and Drizzle throw when the server is gone: the connection error sits in `cause`. */
function refused() {
  const cause = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
  return new Error("Failed query: select 1", { cause });
}

describe("httpStatusOf", () => {
  it("answers each domain error code with its status", () => {
    for (const [code, status] of Object.entries(EXPECTED)) {
      expect(httpStatusOf(new AppError(code as AppErrorCode, "x")), code).toBe(status);
    }
  });

  it("answers 503 while the database is down or every connection stays busy, 500 otherwise", () => {
    expect(httpStatusOf(refused())).toBe(503);
    expect(httpStatusOf(new Error("timeout exceeded when trying to connect"))).toBe(503);
    expect(httpStatusOf(new Error("boom"))).toBe(500);
    expect(httpStatusOf("not even an error")).toBe(500);
  });
});

describe("describeError", () => {
  it("shows a domain error's own message and fields", () => {
    expect(describeError(new AppError("conflict", "Slug taken", { slug: "Taken" }))).toEqual({
      status: 409,
      message: "Slug taken",
      fields: { slug: "Taken" },
    });
  });

  it("never shows the text of an unexpected error", () => {
    expect(describeError(new Error("password=secret"))).toEqual({
      status: 500,
      message: "An unexpected error occurred",
    });
    expect(describeError(refused())).toEqual({ status: 503, message: UNAVAILABLE_MESSAGE });
  });
});

describe("toJsonError", () => {
  it("keeps the 4xx status Express gives a request's own mistakes, with a fixed message", () => {
    const tooLarge = Object.assign(new Error("request entity too large"), {
      status: 413,
      type: "entity.too.large",
      expose: true,
    });
    expect(toJsonError(tooLarge)).toEqual({ status: 413, body: { error: { message: "Request body is too large" } } });
    const malformed = Object.assign(new SyntaxError("Unexpected token"), { status: 400, type: "entity.parse.failed" });
    expect(toJsonError(malformed)).toEqual({
      status: 400,
      body: { error: { message: "Request body is not valid JSON" } },
    });
    const decode = Object.assign(new URIError("Failed to decode param '%c0'"), { status: 400 });
    expect(toJsonError(decode)).toEqual({
      status: 400,
      body: { error: { message: "The request address is not valid" } },
    });
    expect(toJsonError(new Error("boom"))).toEqual({
      status: 500,
      body: { error: { message: "An unexpected error occurred" } },
    });
  });
});

describe("errorData", () => {
  function reporting() {
    const error = vi.fn();
    const reportFailure = vi.fn();
    const services = { log: { error }, health: { isUp: true, reportFailure } } as unknown as Services;
    return { services, error, reportFailure };
  }

  it("answers a domain error in the page's shape with its status, and logs nothing", () => {
    const { services, error, reportFailure } = reporting();
    const answer = errorData(
      services,
      new AppError("forbidden", "Not yours"),
      ({ message }) => ({ error: message }),
      "x",
    );
    expect(answer.init?.status).toBe(403);
    expect(answer.data).toEqual({ error: "Not yours" });
    expect(error).not.toHaveBeenCalled();
    expect(reportFailure).not.toHaveBeenCalled();
  });

  it("answers a database outage 503, logs it and tells the health check", () => {
    const { services, error, reportFailure } = reporting();
    const failure = refused();
    const answer = errorData(services, failure, ({ message }) => ({ error: message }), "saving failed", { id: 1 });
    expect(answer.init?.status).toBe(503);
    expect(answer.data).toEqual({ error: UNAVAILABLE_MESSAGE });
    expect(error).toHaveBeenCalledWith({ err: failure, id: 1 }, "saving failed");
    expect(reportFailure).toHaveBeenCalledWith(failure);
  });
});
