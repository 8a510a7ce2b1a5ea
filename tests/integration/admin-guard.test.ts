/** The admin guard on the real server: who reaches /admin, who is sent where. */
import { describe, expect, it } from "vitest";
import { httpRequest } from "../setup/http-client";
import { signedIn } from "../setup/people";
import { siteUnderTest } from "../setup/site";

describe("the admin guard", async () => {
  const site = await siteUnderTest();
  const { database } = site;

  it("sends guests to sign in, and back to the page they wanted afterwards", async () => {
    for (const path of ["/admin", "/admin/dashboard", "/admin/anything/else"]) {
      const answer = await httpRequest(`${site.url}${path}`);
      expect(answer.status).toBe(302);
      expect(answer.headers.location).toBe(`/login?redirect=${encodeURIComponent(path)}`);
    }
  });

  it("turns signed-in people without an admin role away to the home page notice", async () => {
    const { cookie } = await signedIn(site.url, database.services, "user");
    const answer = await httpRequest(`${site.url}/admin`, { headers: { Cookie: cookie } });
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toBe("/?error=access_denied");
  });

  it("lets every admin role into the dashboard, with the admin layout", async () => {
    for (const persona of ["editor", "admin", "super_admin"] as const) {
      const { cookie, email } = await signedIn(site.url, database.services, persona);
      const answer = await httpRequest(`${site.url}/admin`, { headers: { Cookie: cookie } });
      expect(answer.status, persona).toBe(200);
      expect(answer.body).toContain(email);
      expect(answer.body).toContain("View Site");
      expect(answer.body).toContain("Sign Out");
      expect(answer.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    }
  });

  it("answers unknown admin paths with the 404 page for administrators", async () => {
    const { cookie } = await signedIn(site.url, database.services, "admin");
    const answer = await httpRequest(`${site.url}/admin/no-such-page`, { headers: { Cookie: cookie } });
    expect(answer.status).toBe(404);
    expect(answer.body).toContain("Page Not Found");
  });

  it("stops a deactivated administrator at once", async () => {
    const { cookie, userId } = await signedIn(site.url, database.services, "admin");
    await database.pool.query("update admin_users set is_active = false where user_id = $1", [userId]);
    const answer = await httpRequest(`${site.url}/admin`, { headers: { Cookie: cookie } });
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toBe("/?error=access_denied");
  });
});
