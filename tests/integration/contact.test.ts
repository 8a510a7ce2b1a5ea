/**
 * Contact Us on the real server and database: the form checks every field on the server and names
 * it, keeps a message for the administrators (with the account of a signed-in sender), limits how
 * many one address sends, and the administrators' inbox lists messages and marks them answered once.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { httpRequest, newClientAddress, postForm } from "../setup/http-client";
import { signedIn } from "../setup/people";
import { siteUnderTest } from "../setup/site";

describe("Contact Us", async () => {
  const site = await siteUnderTest();
  const { database } = site;
  const people: Record<string, { cookie: string; userId: string; email: string }> = {};

  beforeAll(async () => {
    for (const persona of ["user", "editor", "admin"] as const) {
      people[persona] = await signedIn(site.url, database.services, persona);
    }
  });

  const send = (fields: Record<string, string>, options: { cookie?: string; from?: string } = {}) =>
    postForm(site.url, "/contact", fields, { from: options.from ?? newClientAddress(), cookie: options.cookie });
  const stored = async () =>
    (
      await database.pool.query<{
        name: string;
        email: string;
        topic: string;
        message: string;
        user_id: string | null;
      }>("select name, email, topic, message, user_id from contact_messages order by id")
    ).rows;
  const good = {
    name: "  Ruth   Miller ",
    email: " Ruth.Miller@Example.org ",
    topic: "general",
    message: "Does the directory list schools in Canada?\r\nThank you.",
  };

  it("shows the form, with the topic a link chose", async () => {
    const page = await httpRequest(`${site.url}/contact?topic=story`);
    expect(page.status).toBe(200);
    expect(page.body).toContain("Contact Us</h1>");
    expect(page.body).toMatch(/<option value="story" selected="">My story, for the home page<\/option>/);
    expect(page.body).not.toContain("This page is coming soon!");
  });

  it("names each field that is wrong, keeps what was typed, and saves nothing", async () => {
    const answer = await send({ name: "", email: "ruth@", topic: "sales", message: "Hi" });
    expect(answer.status).toBe(400);
    expect(answer.body).toContain("Name is required");
    expect(answer.body).toContain("E-mail must be an address such as name@example.com");
    expect(answer.body).toContain("Topic must be one of: A general question;");
    expect(answer.body).toContain("Message must be at least 10 characters");
    expect(answer.body).toContain('value="ruth@"');
    const tooLong = await send({ ...good, message: "x".repeat(5001) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toContain("Message must be at most 5000 characters");
    const nothing = await send({});
    expect(nothing.status).toBe(400);
    expect(nothing.body).toContain("Name is required");
    expect(await stored()).toEqual([]);
  });

  it("keeps a message for the administrators, tidied, with the account of a signed-in sender", async () => {
    const guest = await send(good);
    expect(guest.status).toBe(200);
    expect(guest.body).toContain("Thank you: your message has reached the directory");
    const member = await send(
      { ...good, email: people.user!.email, topic: "account_privacy" },
      { cookie: people.user!.cookie },
    );
    expect(member.status).toBe(200);
    expect(await stored()).toEqual([
      {
        name: "Ruth Miller",
        email: "ruth.miller@example.org",
        topic: "general",
        message: "Does the directory list schools in Canada?\nThank you.",
        user_id: null,
      },
      expect.objectContaining({ email: people.user!.email, topic: "account_privacy", user_id: people.user!.userId }),
    ]);
  });

  it("takes five messages an hour from one address, then answers 429 with Retry-After", async () => {
    const email = "busy.sender@example.org";
    for (let i = 0; i < 5; i += 1) expect((await send({ ...good, email })).status).toBe(200);
    const refused = await send({ ...good, email });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.body).toContain("Too many requests. Please try again in");
    expect((await stored()).filter((row) => row.email === email)).toHaveLength(5);
  });

  it("lists messages for administrators only, and marks one answered once", async () => {
    expect((await httpRequest(`${site.url}/admin/messages`)).headers.location).toMatch(/^\/login\?redirect=/);
    const user = await httpRequest(`${site.url}/admin/messages`, { headers: { Cookie: people.user!.cookie } });
    expect(user.headers.location).toBe("/?error=access_denied");
    const editor = await httpRequest(`${site.url}/admin/messages`, { headers: { Cookie: people.editor!.cookie } });
    expect(editor.status).toBe(403);

    const inbox = await httpRequest(`${site.url}/admin/messages`, { headers: { Cookie: people.admin!.cookie } });
    expect(inbox.status).toBe(200);
    expect(inbox.body).toContain("Does the directory list schools in Canada?");
    expect(inbox.body).toContain('href="mailto:ruth.miller@example.org"');
    expect(inbox.body).toContain("7 not answered yet.");

    const { rows } = await database.pool.query<{ id: number }>(
      "select id from contact_messages where email = 'ruth.miller@example.org'",
    );
    const mark = (id: string, cookie = people.admin!.cookie) =>
      postForm(site.url, "/admin/messages", { messageId: id }, { cookie });
    expect((await mark(String(rows[0]!.id), people.editor!.cookie)).status).toBe(403);
    expect((await mark(String(rows[0]!.id))).status).toBe(200);
    expect((await mark(String(rows[0]!.id))).body).toContain("This message was marked answered already");
    expect((await mark(String(rows[0]!.id))).status).toBe(409);
    expect((await mark("999999")).status).toBe(404);
    expect((await mark("abc")).status).toBe(404);

    const open = await httpRequest(`${site.url}/admin/messages`, { headers: { Cookie: people.admin!.cookie } });
    expect(open.body).toContain("6 not answered yet.");
    expect(open.body).not.toContain('href="mailto:ruth.miller@example.org"');
    const all = await httpRequest(`${site.url}/admin/messages?all=1`, { headers: { Cookie: people.admin!.cookie } });
    expect(all.body).toContain("ruth.miller@example.org");
    expect(all.body).toContain("Answered ");
    const audit = await database.pool.query(
      "select action, entity_type, actor_email from audit_log where entity_type = 'contact_message'",
    );
    expect(audit.rows).toEqual([
      { action: "answer", entity_type: "contact_message", actor_email: people.admin!.email },
    ]);
  });
});
