/**
 * The compare list a signed-in user keeps with their account, through the calls the compare tray
 * makes (/api/compare/list) on the built server: the limit of four, a guest's browser list joining
 * the account's at sign-in, the list following the user to another device, and /compare without
 * schools showing it.
 */
import { describe, expect, it } from "vitest";
import { signIn } from "../setup/accounts";
import { signedIn } from "../setup/people";
import { siteUnderTest } from "../setup/site";

describe("the account's compare list", async () => {
  const site = await siteUnderTest();
  const { database } = site;

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  type Json = any;
  /** A call as the tray makes it from a page of the site. */
  const call = async (cookie: string | null, method: string, path = "", body?: unknown) => {
    const response = await fetch(`${site.url}/api/compare/list${path}`, {
      method,
      headers: {
        Origin: site.url,
        Accept: "application/json",
        ...(cookie ? { Cookie: cookie } : {}),
        ...(body ? { "Content-Type": "application/json" } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    return {
      status: response.status,
      cacheControl: response.headers.get("cache-control"),
      body: (await response.json()) as Json,
    };
  };
  const slugsOf = (answer: { body: Json }) => answer.body.data.institutions.map((item: Json) => item.slug);

  it("answers 401 to guests", async () => {
    for (const [method, path] of [
      ["GET", ""],
      ["PUT", "/wheaton-college"],
      ["DELETE", "/wheaton-college"],
    ] as const) {
      const answer = await call(null, method, path);
      expect(answer.status, `${method} ${path}`).toBe(401);
      expect(answer.body.error.message).toBe("Sign in to keep your compare list with your account");
    }
    expect((await call(null, "POST", "/merge", { slugs: [] })).status).toBe(401);
  });

  it("keeps up to four schools in the order they were added, and refuses a fifth", async () => {
    const { cookie } = await signedIn(site.url, database.services, "user");
    expect(slugsOf(await call(cookie, "GET"))).toEqual([]);
    for (const slug of ["wheaton-college", "baylor-university", "hope-college"]) {
      expect((await call(cookie, "PUT", `/${slug}`)).status).toBe(200);
    }
    // Adding one again changes nothing.
    const again = await call(cookie, "PUT", "/wheaton-college");
    expect(slugsOf(again)).toEqual(["wheaton-college", "baylor-university", "hope-college"]);
    expect(again.cacheControl).toBe("private, no-store");
    expect((await call(cookie, "PUT", "/biola-university")).status).toBe(200);

    const fifth = await call(cookie, "PUT", "/gordon-college");
    expect(fifth.status).toBe(409);
    expect(fifth.body.error.message).toBe("You can compare up to 4 schools at a time. Remove one to add another.");
    expect((await call(cookie, "PUT", "/no-such-school")).status).toBe(404);

    const removed = await call(cookie, "DELETE", "/baylor-university");
    expect(slugsOf(removed)).toEqual(["wheaton-college", "hope-college", "biola-university"]);
    expect(removed.body.data.institutions[0]).toEqual({ slug: "wheaton-college", institution_name: "Wheaton College" });
    // Removing one that is not on the list is not an error.
    expect((await call(cookie, "DELETE", "/baylor-university")).status).toBe(200);
  });

  it("never holds more than four, even when a phone and a laptop add at the same moment", async () => {
    const { cookie } = await signedIn(site.url, database.services, "user");
    const slugs = [
      "wheaton-college",
      "baylor-university",
      "hope-college",
      "biola-university",
      "gordon-college",
      "calvin-university",
    ];
    const answers = await Promise.all(slugs.map((slug) => call(cookie, "PUT", `/${slug}`)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 409, 409]);
    expect(slugsOf(await call(cookie, "GET"))).toHaveLength(4);
  });

  it("merges a guest's browser list at sign-in (the account's first, four at most) and follows the user to another device", async () => {
    const { cookie, email } = await signedIn(site.url, database.services, "user");
    await call(cookie, "PUT", "/wheaton-college");
    await call(cookie, "PUT", "/baylor-university");

    // The browser's list, sent by the tray right after signing in.
    const merged = await call(cookie, "POST", "/merge", {
      slugs: ["baylor-university", "no-such-school", "hope-college", "biola-university", "gordon-college"],
    });
    expect(merged.status).toBe(200);
    expect(slugsOf(merged)).toEqual(["wheaton-college", "baylor-university", "hope-college", "biola-university"]);
    expect(merged.body.data.skipped).toEqual(["no-such-school", "gordon-college"]);

    const laptop = await signIn(site.url, email);
    expect(laptop.cookie).not.toBe(cookie);
    expect(slugsOf(await call(laptop.cookie, "GET"))).toEqual([
      "wheaton-college",
      "baylor-university",
      "hope-college",
      "biola-university",
    ]);

    // /compare without schools shows the account's list; a shared address shows its own.
    const own = await (await fetch(`${site.url}/compare`, { headers: { Cookie: laptop.cookie } })).text();
    expect(own.match(/<th scope="col"/g)).toHaveLength(4);
    expect(own).toMatch(/<th scope="col"[^>]*>.*?Biola University/s);
    const shared = await (
      await fetch(`${site.url}/compare?schools=gordon-college`, { headers: { Cookie: laptop.cookie } })
    ).text();
    expect(shared.match(/<th scope="col"/g)).toHaveLength(1);

    // "Download my data" includes it.
    const exported = (await (
      await fetch(`${site.url}/profile/my-data.json`, { headers: { Cookie: laptop.cookie } })
    ).json()) as Json;
    expect(exported.compareList.map((item: Json) => item.slug)).toHaveLength(4);
  });

  it("refuses a merge body that is not a list of slugs with a 400, and never fails on odd slugs", async () => {
    const { cookie } = await signedIn(site.url, database.services, "user");
    const answer = await call(cookie, "POST", "/merge", { slugs: "wheaton-college" });
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields.slugs).toBeDefined();
    expect((await call(cookie, "POST", "/merge", { slugs: Array(21).fill("x") })).status).toBe(400);
    // Text that cannot be a slug (a NUL byte above all) names no school: never a 500.
    expect((await call(cookie, "PUT", "/%00")).status).toBe(404);
    expect((await call(cookie, "DELETE", "/a%00b")).status).toBe(200);
    const odd = await call(cookie, "POST", "/merge", { slugs: ["\u0000", "é ü"] });
    expect(odd.status).toBe(200);
    expect(odd.body.data.skipped).toEqual(["\u0000", "é ü"]);
  });
});
