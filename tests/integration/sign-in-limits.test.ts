/**
 * Sign-in limits on the built server as a real process: a classroom behind one address signs up,
 * confirms and signs in again and again without being refused, while guessing is stopped, per
 * account after five wrong passwords and per address after a hundred, with the same answers for an
 * address that has no account. The sign-in page and the JSON API count alike.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createVerifiedUser, GOOD_PASSWORD, signIn, signUp } from "../setup/accounts";
import { createTestDatabase } from "../setup/database";
import { cookieJar, httpRequest, newClientAddress, type HttpAnswer } from "../setup/http-client";
import { linkIn, startMailSink, type MailSink } from "../setup/mail-sink";
import { freePort, type ServerProcess, startServerOnDatabase } from "../setup/server-process";

const WRONG = "Wrong-Guess-000";

/** The text of the page's alert (the form's error), or undefined. */
function alertText(answer: HttpAnswer) {
  return /role="alert"[^>]*>([^<]*)</.exec(answer.body)?.[1];
}

describe("sign-in limits on the real server", async () => {
  const database = await createTestDatabase();
  let sink: MailSink;
  let server: ServerProcess;
  let base: string;

  beforeAll(async () => {
    sink = await startMailSink();
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = await startServerOnDatabase(database.url, {
      port,
      env: {
        PUBLIC_URL: base,
        SMTP_URL: sink.url,
      },
    });
  });
  afterAll(async () => {
    if (server) expect(await server.stop()).toBe(0);
    await sink?.close();
  });

  function apiSignIn(email: string, password: string, from: string) {
    return httpRequest(`${base}/api/auth/sign-in/email`, {
      method: "POST",
      from,
      headers: { "Content-Type": "application/json", Origin: base },
      body: JSON.stringify({ email, password }),
    });
  }

  // 15 s to a minute, with the machine busy: 40 sign-ups and 160 sign-ins, each hashing a password.
  // Before sign-in counted only failures, the 11th sign-up and the 21st sign-in were refused.
  it(
    "a class of 40 behind one address signs up, confirms and signs in four times each",
    { timeout: 300_000 },
    async () => {
      const started = Date.now();
      const classroom = newClientAddress();
      const students = Array.from({ length: 40 }, (_, index) => `student-${index + 1}@school.example`);
      const failures: string[] = [];
      const sessions = new Map<string, string>();

      // A class acts at once, ten students at a time.
      const eachStudent = async (emails: string[], act: (email: string) => Promise<void>) => {
        for (let start = 0; start < emails.length; start += 10)
          await Promise.all(emails.slice(start, start + 10).map(act));
      };
      const signedUp: string[] = [];
      await eachStudent(students, async (email) => {
        const answer = await signUp(base, email, {}, classroom);
        if (answer.status === 200) signedUp.push(email);
        else failures.push(`sign-up ${email}: ${answer.status}`);
      });
      await eachStudent(signedUp, async (email) => {
        const mail = await sink.waitFor((m) => m.to.includes(email) && m.subject.startsWith("Confirm"));
        const link = new URL(linkIn(mail, "/auth/callback"));
        const confirmed = await httpRequest(`${base}${link.pathname}${link.search}`, { from: classroom });
        if (confirmed.status !== 302) failures.push(`confirm ${email}: ${confirmed.status}`);
      });
      // Each signs in on the page, then three more times: the page, and twice through the JSON API.
      for (let round = 1; round <= 4; round++) {
        await eachStudent(students, async (email) => {
          if (round === 1 || round === 2) {
            const answer = await signIn(base, email, { from: classroom });
            if (answer.status !== 302 || !answer.cookie)
              failures.push(`page sign-in ${round} ${email}: ${answer.status}`);
          } else {
            const answer = await apiSignIn(email, GOOD_PASSWORD, classroom);
            if (answer.status !== 200) failures.push(`API sign-in ${round} ${email}: ${answer.status}`);
            sessions.set(email, cookieJar(answer.cookies));
          }
        });
      }
      // An app of theirs asks the JSON API who is signed in, three times each (120 calls).
      for (let call = 1; call <= 3; call++) {
        await eachStudent(students, async (email) => {
          const answer = await httpRequest(`${base}/api/auth/get-session`, {
            from: classroom,
            headers: { Cookie: sessions.get(email) ?? "" },
          });
          if (answer.status !== 200 || !answer.body.includes(email)) {
            failures.push(`get-session ${call} ${email}: ${answer.status}`);
          }
        });
      }
      expect(failures).toEqual([]);
      expect(Date.now() - started).toBeLessThan(600_000);
      // None of those 160 sign-ins is held against the address.
      const held = await database.pool.query<{ count: number }>("select count from rate_limits where key = $1", [
        `ced:sign-in-failures:client:${classroom}`,
      ]);
      expect(held.rows[0]?.count ?? 0).toBe(0);
    },
  );

  it("the sixth wrong password for one account is refused with the wait, even with the right password, and an unknown address behaves the same", async () => {
    const known = "guarded@example.com";
    await createVerifiedUser(base, sink, known);
    const unknown = "nobody-here@example.com";

    // Each attempt from its own client address: the account's own count is what refuses.
    const sequence = async (email: string) => {
      const answers: HttpAnswer[] = [];
      for (let attempt = 1; attempt <= 6; attempt++) {
        answers.push(await signIn(base, email, { password: WRONG }));
      }
      answers.push(await signIn(base, email, { password: GOOD_PASSWORD }));
      return answers;
    };
    const forKnown = await sequence(known);
    const forUnknown = await sequence(unknown);

    for (const answers of [forKnown, forUnknown]) {
      expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401, 429, 429]);
      expect(alertText(answers[0]!)).toBe("Invalid email or password");
      for (const refused of answers.slice(5)) {
        expect(Number(refused.headers["retry-after"])).toBeGreaterThan(540);
        expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(600);
        expect(alertText(refused)).toMatch(/^Too many attempts\. Please try again in (10|9) minutes\.$/);
        expect(refused.cookies.join()).not.toMatch(/session_token=[^;]/);
      }
    }
    expect(forUnknown.map(alertText)).toEqual(forKnown.map(alertText));

    // The JSON API refuses the same account, with Retry-After, whatever the password.
    for (const email of [known, unknown]) {
      const api = await apiSignIn(email, GOOD_PASSWORD, newClientAddress());
      expect(api.status).toBe(429);
      expect(Number(api.headers["retry-after"])).toBeGreaterThan(540);
      expect(JSON.parse(api.body)).toMatchObject({
        error: { message: expect.stringMatching(/^Too many attempts\. Please try again in (10|9) minutes\.$/) },
      });
    }
  });

  it("the JSON API counts wrong passwords for an account as the page does", async () => {
    const email = "api-guarded@example.com";
    await createVerifiedUser(base, sink, email);
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 3; attempt++) {
      statuses.push((await apiSignIn(email, WRONG, newClientAddress())).status);
      statuses.push((await signIn(base, email, { password: WRONG })).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it(
    "a hundred wrong passwords from one address across many accounts: the 101st attempt is refused",
    { timeout: 120_000 },
    async () => {
      const attacker = newClientAddress();
      // Ten at a time, as a script would send them.
      const statuses: number[] = [];
      for (let batch = 0; batch < 10; batch++) {
        const answers = await Promise.all(
          Array.from({ length: 10 }, (_, index) =>
            apiSignIn(`target-${batch * 10 + index + 1}@example.org`, WRONG, attacker),
          ),
        );
        statuses.push(...answers.map((answer) => answer.status));
      }
      expect(statuses.filter((status) => status !== 401)).toEqual([]);

      const refused = await apiSignIn("target-101@example.org", WRONG, attacker);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
      // The page, and a right password, from the same address are refused as well.
      const owner = "owner-on-attacked-address@example.com";
      await createVerifiedUser(base, sink, owner);
      const page = await signIn(base, owner, { from: attacker });
      expect(page.status).toBe(429);
      expect(alertText(page)).toMatch(/^Too many attempts\. Please try again in (10|9) minutes\.$/);
      // Another address is not affected, and neither are the accounts tried (one wrong password each).
      expect((await signIn(base, owner)).status).toBe(302);
      expect((await apiSignIn("target-1@example.org", WRONG, newClientAddress())).status).toBe(401);
    },
  );

  it("a right password for an address not yet confirmed is not a failure", async () => {
    const email = "unconfirmed@example.com";
    expect((await signUp(base, email)).status).toBe(200);
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 6; attempt++) statuses.push((await signIn(base, email)).status);
    expect(statuses).toEqual([403, 403, 403, 403, 403, 403]);
  });

  it("signing in successfully clears the account's count of wrong passwords", async () => {
    const email = "forgetful@example.com";
    await createVerifiedUser(base, sink, email);
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 4; attempt++)
      statuses.push((await signIn(base, email, { password: WRONG })).status);
    statuses.push((await signIn(base, email)).status);
    for (let attempt = 1; attempt <= 6; attempt++)
      statuses.push((await signIn(base, email, { password: WRONG })).status);
    expect(statuses).toEqual([401, 401, 401, 401, 302, 401, 401, 401, 401, 401, 429]);
  });
});
