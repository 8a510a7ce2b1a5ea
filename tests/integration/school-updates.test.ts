/**
 * Schools keep their own page, on the real server and database with e-mail through a real SMTP
 * sink: the facts stated on schools' own pages with their provenance; asking to represent a school
 * (its own domain only, lookalikes refused, the same answer whether the school exists, rate limits
 * per address and account); confirmation links (hashed, once, for 24 hours, for the account that
 * asked); who may propose (guest, user, representative of another school, editor, admin); proposals
 * validated field by field; the review (approve, reject with a reason, the outcome e-mail, the
 * activity log); and approved facts surviving a restart and a re-seed.
 */
import { createHash } from "node:crypto";
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "~/db/schema/activity";
import { institutions } from "~/db/schema/institutions";
import { appSettings } from "~/db/schema/settings";
import { institutionFactSources, representationRequests, schoolRepresentatives } from "~/db/schema/school-updates";
import { seedDatabase } from "~/db/seed.server";
import { createTestDatabase } from "../setup/database";
import { httpRequest, newClientAddress, postForm } from "../setup/http-client";
import { startMailSink, type MailSink } from "../setup/mail-sink";
import { signedIn } from "../setup/people";
import { freePort, type ServerProcess, startServerOnDatabase } from "../setup/server-process";

const SCHOOL = "wheaton-college";

/** The alerts and field messages of a page, for a failing assertion's message. */
const alerts = (body: string) =>
  [...body.matchAll(/(?:role="alert"|text-red-700)[^>]*>([^<]*)/g)].map((match) => match[1]).join(" | ");
const OTHER = "harding-university";

describe("schools keep their own page", async () => {
  const database = await createTestDatabase();
  let sink: MailSink;
  let server: ServerProcess;
  let base: string;
  let port: number;
  const people: Record<string, { cookie: string; userId: string; email: string }> = {};

  const start = async () => {
    server = await startServerOnDatabase(database.url, {
      port,
      env: { PUBLIC_URL: base, SMTP_URL: sink.url },
    });
  };

  beforeAll(async () => {
    sink = await startMailSink();
    port = await freePort();
    base = `http://127.0.0.1:${port}`;
    await start();
    for (const persona of ["user", "editor", "admin", "super_admin"] as const) {
      people[persona] = await signedIn(base, database.services, persona);
    }
    people.rep = await signedIn(base, database.services, "user");
    people.otherRep = await signedIn(base, database.services, "user");
  });
  afterAll(async () => {
    if (server) expect(await server.stop()).toBe(0);
    await sink?.close();
  });

  const get = (path: string, cookie?: string) =>
    httpRequest(`${base}${path}`, cookie ? { headers: { Cookie: cookie } } : {});
  const post = (path: string, fields: Record<string, string>, cookie?: string, from = newClientAddress()) =>
    postForm(base, path, fields, { cookie, from });
  const schoolId = async (slug: string) =>
    (await database.db.select({ id: institutions.id }).from(institutions).where(eq(institutions.slug, slug)))[0]!.id;
  const request = (cookie: string, email: string, slug = SCHOOL, from?: string) =>
    post(`/institution/${slug}/represent`, { name: "Pat Lee", role: "Registrar", email }, cookie, from);
  const linkFor = async (email: string) => {
    const mail = await sink.waitFor((m) => m.to.includes(email) && m.subject.startsWith("Confirm that you represent"));
    const match = /https?:\/\/[^\s"<>]+\/represent\/confirm\?token=[A-Za-z0-9_-]+/.exec(mail.text);
    return new URL(match![0]);
  };
  const confirm = (link: URL, cookie: string) =>
    post("/represent/confirm", { token: link.searchParams.get("token")! }, cookie);

  it("shows the facts stated on schools' own pages, each with its page, quote and date", async () => {
    const answer = JSON.parse((await get("/api/institutions/faulkner-university")).body).data.institution;
    const chapel = answer.fact_sources.find((source: { field: string }) => source.field === "chapel");
    expect(answer.chapel).toBe("required");
    expect(chapel).toMatchObject({
      kind: "school_site",
      label: "Stated on the school's site",
      source_url: "https://www.faulkner.edu/student-activities/chapel/",
      date: "2026-11-27",
    });
    expect(chapel.quote).toContain("Chapel attendance is required");
    const page = (await get("/institution/faulkner-university")).body;
    expect(page).toContain("Stated on the school&#x27;s site");
    expect(page).toContain("read 27 November 2026");
    // Schools beyond the CCCU list read the same way (faith-facts-more.csv): Liberty's convocation.
    const liberty = JSON.parse((await get("/api/institutions/liberty-university")).body).data.institution;
    expect(liberty.chapel).toBe("required");
    expect(liberty.fact_sources.find((source: { field: string }) => source.field === "chapel")).toMatchObject({
      kind: "school_site",
      source_url: "https://www.liberty.edu/osd/lu-stages/convocation/faq/",
      quote: "Attendance is required for all on-campus, residential students.",
      date: "2026-12-07",
    });
    // A row kept for review is never shown: Eastern Mennonite's chapel rule (a catalog on a wiki host).
    const [emu] = await database.db.select().from(institutions).where(eq(institutions.sourceId, 232043));
    expect(emu!.chapel).toBeNull();
    // A covenant's topics whose covenant the page does not state are not shown (Warner University).
    const [warner] = await database.db.select().from(institutions).where(eq(institutions.sourceId, 138275));
    expect(warner!.covenantTopics).toEqual([]);
    // The CCCU's standard is in the block too, and ABHE's for a school it accredits.
    expect(page).toContain("Christian hiring");
    const abhe = await database.pool.query(
      "select slug from institutions where accreditor = 'Association for Biblical Higher Education' and not needs_review limit 1",
    );
    const abhePage = JSON.parse((await get(`/api/institutions/${abhe.rows[0].slug}`)).body).data.institution;
    expect(abhePage.fact_sources).toContainEqual(
      expect.objectContaining({
        field: "bible_core",
        kind: "standard",
        source_url: "http://abhe.org/pages/NAV-ABHEFacts.html",
      }),
    );
  });

  it("sends guests to sign in and back to Represent this school", async () => {
    const answer = await get(`/institution/${SCHOOL}/represent`);
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toBe(`/login?redirect=${encodeURIComponent(`/institution/${SCHOOL}/represent`)}`);
    const page = await get(`/institution/${SCHOOL}/represent`, people.rep!.cookie);
    expect(page.status).toBe(200);
    expect(page.body).toContain("Represent this school");
  });

  it("refuses addresses outside the school's domain, lookalikes included, naming the field", async () => {
    for (const email of ["pat@wheaton.edu.evil.example", "pat@evil-wheaton.edu", "pat@gmail.com", "pat@wheaton.com"]) {
      const answer = await request(people.user!.cookie, email);
      expect(answer.status, email).toBe(400);
      expect(answer.body).toContain("E-mail must be an address at wheaton.edu");
    }
    const bad = await post(
      `/institution/${SCHOOL}/represent`,
      { name: "", role: "x".repeat(121), email: "nope" },
      people.user!.cookie,
    );
    expect(bad.status).toBe(400);
    expect(bad.body).toContain("Name is required");
    expect(bad.body).toContain("Role must be at most 120 characters");
    expect(bad.body).toContain("E-mail must be an address such as name@school.edu");
  });

  it("gives the same answer whether or not the school exists, and mails only a real school's address", async () => {
    const real = await request(people.rep!.cookie, "pat.lee@wheaton.edu");
    const unknown = await request(people.rep!.cookie, "pat.lee@wheaton.edu", "no-such-school-anywhere");
    expect(real.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(real.body).toContain("If that address can receive mail, we have sent it a confirmation link");
    expect(unknown.body).toContain("If that address can receive mail, we have sent it a confirmation link");
    await linkFor("pat.lee@wheaton.edu");
    expect(sink.messages.filter((m) => m.to.includes("pat.lee@wheaton.edu"))).toHaveLength(1);
  });

  it("stores only the token's hash, and the link works once, for the account that asked", async () => {
    const link = await linkFor("pat.lee@wheaton.edu");
    const token = link.searchParams.get("token")!;
    const stored = await database.db.select().from(representationRequests);
    expect(stored.some((row) => row.tokenHash === token)).toBe(false);
    expect(stored.some((row) => row.tokenHash === createHash("sha256").update(token).digest("hex"))).toBe(true);

    // A guest is sent to sign in and back; another account cannot use it (and uses nothing up).
    const guest = await get(`${link.pathname}${link.search}`);
    expect(guest.headers.location).toBe(`/login?redirect=${encodeURIComponent(`${link.pathname}${link.search}`)}`);
    expect((await get(`${link.pathname}${link.search}`, people.otherRep!.cookie)).body).toContain(
      "This confirmation link was sent for another account",
    );
    expect((await confirm(link, people.otherRep!.cookie)).status).toBe(403);

    const page = await get(`${link.pathname}${link.search}`, people.rep!.cookie);
    expect(page.body).toContain("Confirm that you represent");
    const confirmed = await confirm(link, people.rep!.cookie);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.replaceAll("<!-- -->", "")).toContain("You now represent Wheaton College");
    const again = await confirm(link, people.rep!.cookie);
    expect(again.status).toBe(400);
    expect(again.body).toContain("This confirmation link is not valid");
    const reps = await database.db
      .select()
      .from(schoolRepresentatives)
      .where(eq(schoolRepresentatives.userId, people.rep!.userId));
    expect(reps).toHaveLength(1);
    expect(reps[0]).toMatchObject({ email: "pat.lee@wheaton.edu", role: "Registrar", grantedVia: "email" });
    // The profile menu offers "Your schools" now.
    expect((await get("/", people.rep!.cookie)).body).toContain("Your schools");
  });

  it("refuses a link after its 24 hours", async () => {
    await request(people.otherRep!.cookie, "someone@harding.edu", OTHER);
    const link = await linkFor("someone@harding.edu");
    await database.db
      .update(representationRequests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(representationRequests.email, "someone@harding.edu"));
    const expired = await confirm(link, people.otherRep!.cookie);
    expect(expired.status).toBe(400);
    expect(expired.body).toContain("This confirmation link is not valid");
    // A fresh request and link make the other account a representative of the other school.
    await request(people.otherRep!.cookie, "someone.else@harding.edu", OTHER);
    expect((await confirm(await linkFor("someone.else@harding.edu"), people.otherRep!.cookie)).status).toBe(200);
  });

  it("limits requests per school address and per account (429 with Retry-After)", async () => {
    const { cookie } = await signedIn(base, database.services, "user");
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push(await request(cookie, "limits@wheaton.edu"));
    expect(answers.slice(0, 3).map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers[3]!.status).toBe(429);
    expect(Number(answers[3]!.headers["retry-after"])).toBeGreaterThan(0);
    const other = await signedIn(base, database.services, "user");
    const perAccount = [];
    for (let i = 0; i < 6; i += 1) perAccount.push((await request(other.cookie, `person${i}@wheaton.edu`)).status);
    expect(perAccount).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it("lets only a school's representatives propose for it (guest, user, other school's representative, editor, admin)", async () => {
    const path = `/your-schools/${SCHOOL}`;
    const expected: [string, number][] = [
      ["guest", 302],
      ["user", 403],
      ["otherRep", 403],
      ["editor", 403],
      ["admin", 403],
      ["super_admin", 403],
      ["rep", 200],
    ];
    for (const [who, status] of expected) {
      const cookie = who === "guest" ? undefined : people[who]!.cookie;
      expect((await get(path, cookie)).status, `GET as ${who}`).toBe(status);
      const sent = await post(
        path,
        {
          "value.pastor_reference_required": "yes",
          "source.pastor_reference_required": "https://www.wheaton.edu/apply",
        },
        cookie,
      );
      expect(sent.status, `POST as ${who}: ${alerts(sent.body)}`).toBe(status);
    }
    // Only the representative's proposal was recorded.
    const queue = await get("/admin/school-updates", people.admin!.cookie);
    expect(queue.body).toContain("https://www.wheaton.edu/apply");
  });

  it("checks every proposed field on the server and names it", async () => {
    const answer = await post(
      `/your-schools/${SCHOOL}`,
      {
        "value.admissions_url": "javascript:alert(1)",
        "source.admissions_url": "https://www.wheaton.edu/admissions",
        "value.tuition_url": "https://www.wheaton.edu/tuition",
        "source.tuition_url": "https://wheaton.edu.evil.example/tuition",
        "value.description": "<script>alert(1)</script>",
        "source.description": "https://www.wheaton.edu/about",
        "value.bible_credits_required": "61",
        "source.bible_credits_required": "https://www.wheaton.edu/catalog",
        "value.contact_email": "admissions@gmail.com",
        "source.contact_email": "https://www.wheaton.edu/contact",
        "value.faith_affirmed_by_staff": "maybe",
        "source.faith_affirmed_by_staff": "https://www.wheaton.edu/faith",
        "value.pastor_reference_required": "yes",
      },
      people.rep!.cookie,
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toContain("Admissions page must be a web address (http:// or https://) on wheaton.edu");
    expect(answer.body).toContain(
      "Tuition page: the source must be a web address (http:// or https://) on wheaton.edu",
    );
    expect(answer.body).toContain("Description must be plain text, without HTML tags");
    expect(answer.body).toContain("Required Bible or theology credits must be a whole number from 0 to 60");
    expect(answer.body).toContain("Contact e-mail for this listing must be an address at wheaton.edu");
    expect(answer.body).toContain("Staff affirm it must be yes or no");
    expect(answer.body).toContain("a source page on the school&#x27;s own site is required");
    const rule = await post(
      `/your-schools/${SCHOOL}`,
      {
        "value.chapel": "voluntary",
        "source.chapel": "https://www.wheaton.edu/chapel",
        "value.chapel_times_per_week": "3",
        "source.chapel_times_per_week": "https://www.wheaton.edu/chapel",
      },
      people.rep!.cookie,
    );
    expect(rule.status).toBe(400);
    expect(rule.body).toContain("Chapel times per week applies only when chapel is required");
  });

  it("keeps a proposal off the public page until an administrator approves it, then shows its provenance", async () => {
    const id = await schoolId(SCHOOL);
    const sent = await post(
      `/your-schools/${SCHOOL}`,
      {
        "value.lifestyle_covenant": "no",
        "source.lifestyle_covenant": "https://www.wheaton.edu/community-covenant/",
        "value.bible_credits_required": "14",
        "source.bible_credits_required": "https://catalog.wheaton.edu/core/",
        "value.admissions_url": "https://www.wheaton.edu/admissions/",
        "source.admissions_url": "https://www.wheaton.edu/admissions/",
        "note.tuition": "Tuition for 2026-27 is $44,000.",
      },
      people.rep!.cookie,
    );
    expect(sent.status).toBe(200);
    expect(sent.body).toContain("your update was sent for review");
    const before = JSON.parse((await get(`/api/institutions/${SCHOOL}`)).body).data.institution;
    expect(before.admissions_url).toBeNull();

    const queue = await get("/admin/school-updates", people.admin!.cookie);
    expect(queue.status).toBe(200);
    expect(queue.body).toContain("https://catalog.wheaton.edu/core/");
    expect(queue.body).toContain("Tuition for 2026-27 is $44,000.");
    const menu = /School Updates(?:<!-- -->)?<span[^>]*>(\d+)/.exec(queue.body);
    expect(Number(menu?.[1])).toBeGreaterThanOrEqual(4);

    const items = await database.pool.query<{ id: number; field: string }>(
      `select i.id, i.field from school_proposal_items i join school_proposals p on p.id = i.proposal_id
        where p.institution_id = $1 and i.status = 'pending' order by i.id`,
      [id],
    );
    const item = (field: string) => String(items.rows.filter((row) => row.field === field).at(-1)!.id);
    const decide = (itemId: string, decision: string, reason = "", who = "admin") =>
      post("/admin/school-updates", { itemId, decision, reason }, people[who]!.cookie);

    // No covenant cannot be approved while the covenant's topics stand.
    const refused = await decide(item("lifestyle_covenant"), "approve");
    expect(refused.status).toBe(400);
    expect(refused.body).toContain("Cannot approve: Covenant topics apply only when there is a lifestyle covenant");
    expect((await decide(item("lifestyle_covenant"), "reject")).body).toContain("Reason is required to reject a field");
    expect((await decide(item("bible_credits_required"), "approve", "", "editor")).status).toBe(403);
    expect((await decide(item("bible_credits_required"), "approve")).status).toBe(200);
    expect((await decide(item("bible_credits_required"), "approve")).status).toBe(409);
    expect(
      (await decide(item("lifestyle_covenant"), "reject", "The covenant page still asks students to sign")).status,
    ).toBe(200);
    expect((await decide(item("admissions_url"), "reject", "That page is the old admissions site")).status).toBe(200);
    expect((await decide(item("tuition"), "acknowledge", "We will check the next IPEDS release")).status).toBe(200);

    const after = JSON.parse((await get(`/api/institutions/${SCHOOL}`)).body).data.institution;
    expect(after.bible_credits_required).toBe(14);
    expect(after.lifestyle_covenant).toBe(true);
    expect(after.admissions_url).toBeNull();
    expect(after.fact_sources).toContainEqual(
      expect.objectContaining({
        field: "bible_credits_required",
        kind: "school_reported",
        label: "Reported by the school",
        source_url: "https://catalog.wheaton.edu/core/",
      }),
    );
    const page = (await get(`/institution/${SCHOOL}`)).body;
    expect(page).toContain("Reported by the school");
    expect(page).toMatch(/reviewed \d{1,2} [A-Z][a-z]+ 20\d\d/);

    const outcome = await sink.waitFor((m) => m.to.includes(people.rep!.email) && m.subject.startsWith("Your update"));
    expect(outcome.text).toContain("Required Bible or theology credits: Approved");
    expect(outcome.text).toContain(
      "Lifestyle covenant: Not approved. Reason: The covenant page still asks students to sign",
    );
    expect(outcome.text).toContain("Admissions page: Not approved. Reason: That page is the old admissions site");
    expect(outcome.text).toContain("Tuition and fees: Read by an administrator");

    const log = await database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(like(auditLog.entityType, "school_%"));
    const actions = new Set(log.map((entry) => entry.action));
    for (const action of ["request", "confirm", "propose", "approve", "reject", "acknowledge"]) {
      expect(actions.has(action), action).toBe(true);
    }
  });

  it("keeps approved facts through a restart and a re-seed, which never overwrites them", async () => {
    const id = await schoolId(SCHOOL);
    await server.stop();
    // A re-seed of the stated facts runs again (as when the extract changes).
    await database.db.delete(appSettings).where(like(appSettings.key, "seed:school-facts:%"));
    await seedDatabase(database.db);
    await start();
    const after = JSON.parse((await get(`/api/institutions/${SCHOOL}`)).body).data.institution;
    // The school's page states 12 credits (the seed's extract); the school reported 14, approved.
    expect(after.bible_credits_required).toBe(14);
    const [source] = await database.db
      .select()
      .from(institutionFactSources)
      .where(
        and(eq(institutionFactSources.institutionId, id), eq(institutionFactSources.field, "bible_credits_required")),
      );
    expect(source!.kind).toBe("school_reported");
  });

  it("lets a super administrator see, grant and revoke representatives in the users screen", async () => {
    const users = await get("/admin/users", people.super_admin!.cookie);
    expect(users.body).toContain("School representatives");
    expect(users.body).toContain("pat.lee@wheaton.edu");
    const granted = await post(
      "/admin/representatives",
      { intent: "grant", account_email: people.user!.email, school: OTHER, name: "Sam Doe", role: "Dean" },
      people.super_admin!.cookie,
    );
    expect(granted.status).toBe(200);
    expect(granted.body).toContain("now represents Harding University");
    expect((await get(`/your-schools/${OTHER}`, people.user!.cookie)).status).toBe(200);
    const [row] = await database.db
      .select()
      .from(schoolRepresentatives)
      .where(eq(schoolRepresentatives.userId, people.user!.userId));
    expect(
      (await post("/admin/representatives", { intent: "revoke", id: String(row!.id) }, people.admin!.cookie)).status,
    ).toBe(403);
    expect(
      (await post("/admin/representatives", { intent: "revoke", id: String(row!.id) }, people.super_admin!.cookie))
        .status,
    ).toBe(200);
    expect((await get(`/your-schools/${OTHER}`, people.user!.cookie)).status).toBe(403);
  });
});
