/**
 * The community hub on the real server and database: members start discussions and reply, everyone
 * reads them, a member reports a post and a moderator hides it or keeps it, posting is counted per
 * account, and administrators schedule the hub's events in a time zone.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { httpRequest, newClientAddress, postForm } from "../setup/http-client";
import { signedIn } from "../setup/people";
import { siteUnderTest } from "../setup/site";

describe("community", async () => {
  const site = await siteUnderTest();
  const { database } = site;
  const people: Record<string, { cookie: string; userId: string; email: string }> = {};

  beforeAll(async () => {
    for (const persona of ["user", "editor", "admin"] as const) {
      people[persona] = await signedIn(site.url, database.services, persona);
    }
    people.other = await signedIn(site.url, database.services, "user");
    await database.pool.query("update users set name = 'Ruth  Ann Miller' where id = $1", [people.user!.userId]);
    await database.pool.query("update users set name = 'Samuel' where id = $1", [people.other!.userId]);
  });

  const page = async (path: string, cookie?: string) => {
    const answer = await httpRequest(`${site.url}${path}`, { headers: cookie ? { Cookie: cookie } : {} });
    return { ...answer, text: answer.body.replace(/<!-- -->/g, "") };
  };
  const post = (path: string, fields: Record<string, string>, cookie?: string) =>
    postForm(site.url, path, fields, { from: newClientAddress(), cookie });
  const threads = async () =>
    (
      await database.pool.query<{ id: number; forum: string; title: string; body: string; reply_count: number }>(
        "select id, forum, title, body, reply_count from forum_threads order by id",
      )
    ).rows;
  const good = {
    forum: "seminary-and-graduate-study",
    title: "  Is an   online MDiv respected by churches? ",
    body: "I work full time and cannot move.\r\n\r\n\r\n\r\nHas anyone finished an online MDiv and been ordained?",
  };
  let threadId = 0;

  it("lets guests read but sends them to sign in before they post, saving nothing", async () => {
    const hub = await page("/community");
    expect(hub.status).toBe(200);
    expect(hub.text).toContain("Seminary and Graduate Study");
    expect(hub.text).toContain("0 discussions · 0 replies");
    expect(hub.text).toContain("No discussions yet.");
    expect(hub.text).not.toContain("The forums are not open yet");
    const form = await page("/community/new?forum=paying-for-college");
    expect(form.status).toBe(302);
    expect(form.headers.location).toBe("/login?redirect=%2Fcommunity%2Fnew%3Fforum%3Dpaying-for-college");
    const sent = await post("/community/new", good);
    expect(sent.status).toBe(302);
    expect(sent.headers.location).toMatch(/^\/login\?redirect=/);
    expect(await threads()).toEqual([]);
    expect((await page("/community/forums/no-such-forum")).status).toBe(404);
    expect((await page("/community/discussions/999999")).status).toBe(404);
    expect((await page("/community/discussions/abc")).status).toBe(404);
  });

  it("names each field of a discussion that is wrong, keeps what was typed, and saves nothing", async () => {
    const form = await page("/community/new?forum=paying-for-college", people.user!.cookie);
    expect(form.status).toBe(200);
    expect(form.text).toMatch(/<option value="paying-for-college" selected="">Paying for College<\/option>/);
    const answer = await post("/community/new", { forum: "gossip", title: "Hey", body: "Short" }, people.user!.cookie);
    expect(answer.status).toBe(400);
    expect(answer.body).toContain("Forum must be one of: Choosing a School;");
    expect(answer.body).toContain("Title must be at least 5 characters");
    expect(answer.body).toContain("Message must be at least 10 characters");
    expect(answer.body).toContain('value="Hey"');
    const long = await post("/community/new", { ...good, body: "x".repeat(5001) }, people.user!.cookie);
    expect(long.status).toBe(400);
    expect(long.body).toContain("Message must be at most 5000 characters");
    expect((await post("/community/new", {}, people.user!.cookie)).status).toBe(400);
    expect(await threads()).toEqual([]);
  });

  it("starts a discussion that everyone reads at once, tidied and signed with a first name and an initial", async () => {
    await page("/community"); // a guest's earlier visit must not hide the new discussion
    const answer = await post("/community/new", good, people.user!.cookie);
    expect(answer.status).toBe(302);
    const [stored] = await threads();
    expect(stored).toMatchObject({
      forum: "seminary-and-graduate-study",
      title: "Is an online MDiv respected by churches?",
      body: "I work full time and cannot move.\n\nHas anyone finished an online MDiv and been ordained?",
      reply_count: 0,
    });
    threadId = stored!.id;
    expect(answer.headers.location).toBe(`/community/discussions/${threadId}`);

    const discussion = await page(`/community/discussions/${threadId}`);
    expect(discussion.status).toBe(200);
    expect(discussion.text).toContain("Is an online MDiv respected by churches?</h1>");
    expect(discussion.text).toContain(">Ruth M.</span>");
    expect(discussion.text).not.toContain(people.user!.email);
    expect(discussion.text).toContain("to reply.");
    const hub = await page("/community");
    expect(hub.text).toContain("1 discussion · 0 replies");
    expect(hub.text).toContain(`href="/community/discussions/${threadId}"`);
    const forum = await page("/community/forums/seminary-and-graduate-study");
    expect(forum.text).toContain("Is an online MDiv respected by churches?");
    expect(forum.text).toContain("Started by Ruth M. · 0 replies");
  });

  it("takes replies from members, in order, and counts them", async () => {
    const bad = await post(`/community/discussions/${threadId}`, { intent: "reply", body: " " }, people.other!.cookie);
    expect(bad.status).toBe(400);
    expect(bad.body).toContain("Reply must be at least 2 characters");
    const guest = await post(`/community/discussions/${threadId}`, { intent: "reply", body: "Yes, I was." });
    expect(guest.headers.location).toMatch(/^\/login\?redirect=/);
    const first = await post(
      `/community/discussions/${threadId}`,
      { intent: "reply", body: "Yes: my presbytery accepted it." },
      people.other!.cookie,
    );
    expect(first.status).toBe(302);
    expect(first.headers.location).toMatch(new RegExp(`^/community/discussions/${threadId}#reply-\\d+$`));
    await post(`/community/discussions/${threadId}`, { intent: "reply", body: "Thank you!" }, people.user!.cookie);
    const discussion = await page(`/community/discussions/${threadId}`, people.other!.cookie);
    expect(discussion.text).toContain("2 replies");
    expect(discussion.text.indexOf("Yes: my presbytery accepted it.")).toBeLessThan(
      discussion.text.indexOf("Thank you!"),
    );
    expect(discussion.text).toContain(">Samuel</span>");
    expect((await threads())[0]!.reply_count).toBe(2);
    // A member's own data download carries what they wrote.
    const mine = JSON.parse(
      (await httpRequest(`${site.url}/profile/my-data.json`, { headers: { Cookie: people.other!.cookie } })).body,
    );
    expect(mine.community.discussions).toEqual([]);
    expect(mine.community.replies).toEqual([
      expect.objectContaining({ discussionId: threadId, body: "Yes: my presbytery accepted it.", hiddenAt: null }),
    ]);
    const missing = await post(
      "/community/discussions/999999",
      { intent: "reply", body: "Hello there" },
      people.other!.cookie,
    );
    expect(missing.status).toBe(404);
    expect(missing.body).toContain("Discussion not found");
  });

  it("takes a member's report of a post once, and lists it for the moderators", async () => {
    const bad = await post(
      `/community/discussions/${threadId}`,
      { intent: "report", replyId: "", reason: "dislike" },
      people.other!.cookie,
    );
    expect(bad.status).toBe(400);
    const report = () =>
      post(
        `/community/discussions/${threadId}`,
        { intent: "report", replyId: "", reason: "spam" },
        people.other!.cookie,
      );
    const first = await report();
    expect(first.status).toBe(200);
    expect(first.body).toContain("the moderators will read this post");
    const again = await report();
    expect(again.status).toBe(409);
    expect(again.body).toContain("You reported this post already");
    const missing = await post(
      `/community/discussions/${threadId}`,
      { intent: "report", replyId: "999999", reason: "spam" },
      people.other!.cookie,
    );
    expect(missing.status).toBe(404);
    expect((await page(`/community/discussions/${threadId}`, people.other!.cookie)).text).toContain(
      "You reported this post.",
    );

    expect((await page("/admin/community")).headers.location).toMatch(/^\/login\?redirect=/);
    expect((await page("/admin/community", people.user!.cookie)).headers.location).toBe("/?error=access_denied");
    const queue = await page("/admin/community", people.editor!.cookie);
    expect(queue.status).toBe(200);
    expect(queue.text).toContain("Reported posts (1)");
    // The admin menu's Community item counts the posts waiting.
    expect(queue.text).toMatch(/Community<span[^>]*>1<span class="sr-only"> waiting<\/span>/);
    expect(queue.text).toContain("Reported once, first");
    expect(queue.text).toContain("Advertising or spam");
    expect(queue.text).toContain("by Ruth M.");
  });

  it("keeps a reported post or hides it, once, and the site follows", async () => {
    const moderate = (fields: Record<string, string>, cookie = people.editor!.cookie) =>
      post("/admin/community", { intent: "moderate", threadId: String(threadId), ...fields }, cookie);
    expect((await moderate({ replyId: "", decision: "keep" }, people.user!.cookie)).headers.location).toBe(
      "/?error=access_denied",
    );
    expect((await moderate({ replyId: "", decision: "keep" })).status).toBe(200);
    const twice = await moderate({ replyId: "", decision: "keep" });
    expect(twice.status).toBe(409);
    expect(twice.body).toContain("The reports of this post were dealt with already");
    expect((await page("/admin/community", people.editor!.cookie)).text).toContain(
      "No post is waiting for a moderator.",
    );

    // A reply reported by its reader is hidden: it keeps its place, without its words.
    const { rows } = await database.pool.query<{ id: number }>(
      "select id from forum_replies where body = 'Thank you!'",
    );
    const replyId = String(rows[0]!.id);
    expect(
      (
        await post(
          `/community/discussions/${threadId}`,
          { intent: "report", replyId, reason: "unkind" },
          people.other!.cookie,
        )
      ).status,
    ).toBe(200);
    expect((await moderate({ replyId, decision: "hide" })).status).toBe(200);
    const discussion = await page(`/community/discussions/${threadId}`);
    expect(discussion.text).toContain("This reply was hidden by the moderators.");
    expect(discussion.text).not.toContain("Thank you!");
    expect(discussion.text).toContain("1 reply");
    expect((await page("/community")).text).toContain("1 discussion · 1 reply");

    // A hidden discussion leaves the forum, the hub and its own address, and takes the open reports
    // of its replies with it.
    const { rows: others } = await database.pool.query<{ id: number }>(
      "select id from forum_replies where body = 'Yes: my presbytery accepted it.'",
    );
    await post(
      `/community/discussions/${threadId}`,
      { intent: "report", replyId: String(others[0]!.id), reason: "spam" },
      people.admin!.cookie,
    );
    await post(
      `/community/discussions/${threadId}`,
      { intent: "report", replyId: "", reason: "misleading" },
      people.admin!.cookie,
    );
    expect((await page("/admin/community", people.editor!.cookie)).text).toContain("Reported posts (2)");
    expect((await moderate({ replyId: "", decision: "hide" }, people.admin!.cookie)).status).toBe(200);
    expect((await page(`/community/discussions/${threadId}`)).status).toBe(404);
    expect((await page("/community/forums/seminary-and-graduate-study")).text).not.toContain("online MDiv");
    expect((await page("/community")).text).toContain("0 discussions · 0 replies");
    expect((await page("/admin/community", people.editor!.cookie)).text).toContain(
      "No post is waiting for a moderator.",
    );
    const audit = await database.pool.query(
      "select action, entity_id from audit_log where entity_type = 'forum_post' order by id",
    );
    expect(audit.rows).toEqual([
      { action: "dismiss", entity_id: `discussion:${threadId}` },
      { action: "hide", entity_id: `reply:${replyId}` },
      { action: "hide", entity_id: `discussion:${threadId}` },
    ]);
  });

  it("lists the hidden posts for the moderators, who put one back on the site, once", async () => {
    const restore = (replyId: string, cookie = people.editor!.cookie, thread = String(threadId)) =>
      post("/admin/community", { intent: "restore", threadId: thread, replyId }, cookie);
    const { rows } = await database.pool.query<{ id: number }>(
      "select id from forum_replies where body = 'Thank you!'",
    );
    const replyId = String(rows[0]!.id);
    expect((await restore("", people.user!.cookie)).headers.location).toBe("/?error=access_denied");
    const guest = await post("/admin/community", { intent: "restore", threadId: String(threadId), replyId: "" });
    expect(guest.headers.location).toMatch(/^\/login\?redirect=/);

    // Only the discussion is listed: its hidden reply would not show until the discussion does.
    let queue = await page("/admin/community", people.editor!.cookie);
    expect(queue.text).toContain("Hidden posts (1)");
    expect(queue.text).toContain("Discussion &quot;Is an online MDiv respected by churches?&quot;");
    expect((await restore("")).body).toContain("The post is back on the site.");
    expect((await page(`/community/discussions/${threadId}`)).status).toBe(200);
    expect((await page("/community")).text).toContain("1 discussion · 1 reply");
    const twice = await restore("");
    expect(twice.status).toBe(409);
    expect(twice.body).toContain("This post is on the site already");

    queue = await page("/admin/community", people.editor!.cookie);
    expect(queue.text).toContain("Hidden posts (1)");
    expect(queue.text).toContain("Reply in &quot;Is an online MDiv respected by churches?&quot;");
    expect(queue.text).toContain("Thank you!");
    expect((await restore(replyId)).status).toBe(200);
    const discussion = await page(`/community/discussions/${threadId}`);
    expect(discussion.text).toContain("Thank you!");
    expect(discussion.text).toContain("2 replies");
    expect((await page("/community")).text).toContain("1 discussion · 2 replies");
    expect((await page("/admin/community", people.editor!.cookie)).text).toContain("No post is hidden.");
    expect((await restore("999999")).status).toBe(404);
    expect((await restore("", people.editor!.cookie, "abc")).status).toBe(404);

    const audit = await database.pool.query(
      "select action, entity_id from audit_log where entity_type = 'forum_post' and action = 'restore' order by id",
    );
    expect(audit.rows).toEqual([
      { action: "restore", entity_id: `discussion:${threadId}` },
      { action: "restore", entity_id: `reply:${replyId}` },
    ]);
  });

  it("lets authors edit and delete their own posts, and nobody else's", async () => {
    const author = await signedIn(site.url, database.services, "user");
    const answerer = await signedIn(site.url, database.services, "user");
    const started = await post(
      "/community/new",
      {
        forum: "paying-for-college",
        title: "Work-study at a Bible college",
        body: "Does anyone know how work-study hours are set?",
      },
      author.cookie,
    );
    const id = Number(started.headers.location!.split("/").pop());
    const at = `/community/discussions/${id}`;
    const stored = async () =>
      (await database.pool.query("select title, body, edited_at, reply_count from forum_threads where id = $1", [id]))
        .rows[0];

    // Someone else's post is refused, a guest is sent to sign in, and bad input is named; nothing changes.
    const notYours = await post(
      at,
      { intent: "edit", replyId: "", title: "Taken over", body: "Not my words at all." },
      answerer.cookie,
    );
    expect(notYours.status).toBe(403);
    expect(notYours.body).toContain("You can change or delete only your own posts");
    expect((await post(at, { intent: "delete", replyId: "" }, answerer.cookie)).status).toBe(403);
    expect((await post(at, { intent: "delete", replyId: "" })).headers.location).toMatch(/^\/login\?redirect=/);
    expect((await post(at, { intent: "delete", replyId: "abc" }, author.cookie)).status).toBe(404);
    const short = await post(
      at,
      { intent: "edit", replyId: "", title: "Hey", body: "Is work-study paid weekly?" },
      author.cookie,
    );
    expect(short.status).toBe(400);
    expect(short.body).toContain("Title must be at least 5 characters");
    expect(short.body).toContain('value="Hey"');
    expect(short.body).toContain("Is work-study paid weekly?");
    expect(await stored()).toMatchObject({ title: "Work-study at a Bible college", edited_at: null });

    // The author's change shows at once, marked as edited.
    const edited = await post(
      at,
      {
        intent: "edit",
        replyId: "",
        title: "Work-study hours at a Bible college",
        body: "How many work-study hours a week are usual?",
      },
      author.cookie,
    );
    expect(edited.status).toBe(302);
    expect(edited.headers.location).toBe(`${at}#opening-post`);
    const changed = await stored();
    expect(changed).toMatchObject({
      title: "Work-study hours at a Bible college",
      body: "How many work-study hours a week are usual?",
    });
    expect(changed.edited_at).not.toBeNull();
    const view = await page(at);
    expect(view.text).toContain("Work-study hours at a Bible college</h1>");
    expect(view.text).toMatch(/ · edited /);

    // Replies: each author changes only their own.
    await post(at, { intent: "reply", body: "Ten hours is common." }, author.cookie);
    await post(at, { intent: "reply", body: "Mine were twelve hours." }, answerer.cookie);
    const replyOf = async (body: string) =>
      String(
        (
          await database.pool.query<{ id: number }>("select id from forum_replies where thread_id = $1 and body = $2", [
            id,
            body,
          ])
        ).rows[0]!.id,
      );
    const mine = await replyOf("Ten hours is common.");
    const theirs = await replyOf("Mine were twelve hours.");
    expect(
      (await post(at, { intent: "edit", replyId: theirs, body: "Changed by someone else" }, author.cookie)).status,
    ).toBe(403);
    const fixed = await post(
      at,
      { intent: "edit", replyId: theirs, body: "Mine were twelve hours a week." },
      answerer.cookie,
    );
    expect(fixed.headers.location).toBe(`${at}#reply-${theirs}`);
    expect((await page(at)).text).toContain("Mine were twelve hours a week.");

    // A discussion someone else answered stays for them; the author is told why and no longer offered it.
    const answered = await post(at, { intent: "delete", replyId: "" }, author.cookie);
    expect(answered.status).toBe(409);
    expect(answered.body).toContain("Others have answered this discussion, so it stays for them");
    const authorsView = await page(at, author.cookie);
    expect(authorsView.text).toContain("Edit your discussion");
    expect(authorsView.text).not.toContain("Delete your discussion");
    expect(authorsView.text).toContain("Delete your reply");

    // A reported reply deleted by its author leaves with its report, and the figures follow.
    await post(at, { intent: "report", replyId: mine, reason: "spam" }, answerer.cookie);
    const gone = await post(at, { intent: "delete", replyId: mine }, author.cookie);
    expect(gone.headers.location).toBe(`${at}?deleted=1`);
    const afterReply = await page(`${at}?deleted=1`, author.cookie);
    expect(afterReply.text).toContain("Your reply was deleted.");
    expect(afterReply.text).not.toContain("Ten hours is common.");
    expect((await stored()).reply_count).toBe(1);
    const reports = await database.pool.query("select count(*)::int as n from forum_reports where thread_id = $1", [
      id,
    ]);
    expect(reports.rows[0].n).toBe(0);

    // Once the other answer is gone, the author deletes the discussion with their own replies.
    expect((await post(at, { intent: "delete", replyId: theirs }, answerer.cookie)).status).toBe(302);
    await post(at, { intent: "reply", body: "Update: I asked the office." }, author.cookie);
    const deleted = await post(at, { intent: "delete", replyId: "" }, author.cookie);
    expect(deleted.headers.location).toBe("/community/forums/paying-for-college?deleted=1");
    expect((await page("/community/forums/paying-for-college?deleted=1")).text).toContain(
      "Your discussion was deleted.",
    );
    expect((await page(at)).status).toBe(404);
    expect(await stored()).toBeUndefined();
    const left = await database.pool.query("select count(*)::int as n from forum_replies where thread_id = $1", [id]);
    expect(left.rows[0].n).toBe(0);
  });

  it("shows the moderators the words a report was made on once the author has changed them", async () => {
    const author = await signedIn(site.url, database.services, "user");
    const readers = [
      await signedIn(site.url, database.services, "user"),
      await signedIn(site.url, database.services, "user"),
    ];
    const started = await post(
      "/community/new",
      { forum: "choosing-a-school", title: "Cheap degrees here", body: "Message me for a diploma, no classes." },
      author.cookie,
    );
    const id = Number(started.headers.location!.split("/").pop());
    const at = `/community/discussions/${id}`;
    const replied = await post(at, { intent: "reply", body: "Only $99 this week!" }, author.cookie);
    const replyId = replied.headers.location!.split("#reply-")[1]!;
    /** The reported-post card of this discussion's opening post, or of its reply. */
    const card = async (reply: string) => {
      const queue = (await page("/admin/community", people.editor!.cookie)).text;
      const cards = queue.split("<li").filter((item) => item.includes(`name="threadId" value="${id}"`));
      return cards.find((item) => item.includes(`name="replyId" value="${reply}"`)) ?? "";
    };

    await post(at, { intent: "report", replyId: "", reason: "spam" }, readers[0]!.cookie);
    await post(at, { intent: "report", replyId, reason: "spam" }, readers[0]!.cookie);
    // Unchanged since reported: nothing more to show.
    expect(await card("")).toContain("Message me for a diploma, no classes.");
    expect(await card("")).not.toContain("after it was reported");

    const edit = (fields: Record<string, string>) => post(at, { intent: "edit", ...fields }, author.cookie);
    expect((await edit({ replyId: "", title: "Choosing a school", body: "Which schools do you trust?" })).status).toBe(
      302,
    );
    expect((await edit({ replyId, body: "Look for accreditation." })).status).toBe(302);
    const opening = await card("");
    expect(opening).toContain("Which schools do you trust?");
    expect(opening).toMatch(/ · edited /);
    expect(opening).toMatch(
      /Its author changed it after it was reported\. As reported:<\/p><figure[^>]*><blockquote[^>]*><p class="font-semibold">Cheap degrees here<\/p><p[^>]*>Message me for a diploma, no classes\.<\/p><\/blockquote><figcaption[^>]*>Reported /,
    );
    const reply = await card(replyId);
    expect(reply).toContain("Look for accreditation.");
    expect(reply).toMatch(
      /As reported:<\/p><figure[^>]*><blockquote[^>]*><p[^>]*>Only \$99 this week!<\/p><\/blockquote>/,
    );
    expect(reply).not.toContain('font-semibold">Cheap degrees here');

    // A report of the new words adds nothing while they stand; a further change shows both versions, oldest first.
    await post(at, { intent: "report", replyId: "", reason: "misleading" }, readers[1]!.cookie);
    expect((await card("")).match(/<blockquote/g)).toHaveLength(1);
    await edit({ replyId: "", title: "Choosing a school", body: "Which schools do you trust, and why?" });
    const twice = await card("");
    expect(twice).toContain("As each report found it:");
    expect(twice.indexOf("Message me for a diploma")).toBeLessThan(twice.indexOf("Which schools do you trust?</p>"));
    expect(twice.match(/<blockquote/g)).toHaveLength(2);

    // The decision closes the reports, and the card goes.
    expect(
      (
        await post(
          "/admin/community",
          { intent: "moderate", threadId: String(id), replyId: "", decision: "keep" },
          people.editor!.cookie,
        )
      ).status,
    ).toBe(200);
    expect(await card("")).toBe("");
    expect(await card(replyId)).toContain("Look for accreditation.");
  });

  it("takes ten posts an hour from one account, then answers 429 with Retry-After", async () => {
    const poster = await signedIn(site.url, database.services, "user");
    const fields = {
      forum: "parents-and-families",
      title: "Visiting campus together",
      body: "What should we ask on a visit?",
    };
    for (let i = 0; i < 10; i += 1) expect((await post("/community/new", fields, poster.cookie)).status).toBe(302);
    const refused = await post("/community/new", fields, poster.cookie);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.body).toContain("Too many requests. Please try again in");
    const { rows } = await database.pool.query("select count(*)::int as n from forum_threads where user_id = $1", [
      poster.userId,
    ]);
    expect(rows[0].n).toBe(10);
  });

  it("lets administrators schedule events in a time zone; the hub lists those that have not ended", async () => {
    const schedule = (fields: Record<string, string>, cookie = people.admin!.cookie) =>
      post("/admin/community", { intent: "schedule", ...fields }, cookie);
    const bad = await schedule({
      title: "",
      kind: "party",
      date: "2027-02-30",
      time: "25:00",
      minutes: "5",
      timeZone: "Mars/Olympus",
      description: "Short",
      url: "http://example.org",
    });
    expect(bad.status).toBe(400);
    for (const message of [
      "Title is required",
      "Type must be one of: Webinar;",
      "Date must be a date such as 2027-03-18",
      "Start time must be a time such as 19:30",
      "Length must be a whole number of minutes from 15 to 720",
      "Time zone must be one of the listed time zones",
      "Description must be at least 10 characters",
      "Link must be a full https:// address",
    ]) {
      expect(bad.body).toContain(message);
    }
    const event = {
      title: "Ask a seminary admissions officer",
      kind: "qa",
      date: "2099-07-09",
      time: "19:00",
      minutes: "90",
      timeZone: "America/Chicago",
      description: "Bring your questions about applications, aid and starting mid-year.",
      url: "https://example.org/register",
    };
    const past = await schedule({ ...event, date: "2020-01-01" });
    expect(past.status).toBe(400);
    expect(past.body).toContain("Start must be in the future");
    expect((await schedule(event, people.user!.cookie)).headers.location).toBe("/?error=access_denied");
    expect((await schedule(event)).status).toBe(200);
    const { rows } = await database.pool.query<{ id: number; starts_at: Date; ends_at: Date }>(
      "select id, starts_at, ends_at from community_events",
    );
    // 7 PM in Chicago in July (daylight time, UTC-5) is midnight UTC.
    expect(rows[0]!.starts_at.toISOString()).toBe("2099-07-10T00:00:00.000Z");
    expect(rows[0]!.ends_at.toISOString()).toBe("2099-07-10T01:30:00.000Z");
    await database.pool.query(
      `insert into community_events (title, kind, starts_at, ends_at, time_zone, description)
       values ('Last year''s open house', 'campus_tour', now() - interval '2 days', now() - interval '1 day', 'UTC', 'It has ended already.')`,
    );

    const hub = await page("/community");
    expect(hub.text).toContain("Ask a seminary admissions officer");
    expect(hub.text).toContain("Thursday, July 9, 2099, 7:00 PM – 8:30 PM Central Time (Chicago)");
    expect(hub.text).toContain('href="https://example.org/register"');
    expect(hub.text).not.toContain("Last year&#x27;s open house");
    expect(hub.text).not.toContain("No events are scheduled.");
    expect(hub.text).not.toContain("See all");

    // The hub shows the three soonest; the events page lists every one that has not ended, in order.
    for (const [title, date] of [
      ["Financial aid night", "2099-03-01"],
      ["Seminary open house", "2099-05-01"],
      ["Chaplaincy careers webinar", "2099-04-01"],
    ]) {
      expect((await schedule({ ...event, title: title!, date: date! })).status).toBe(200);
    }
    const fuller = await page("/community");
    expect(fuller.text).toContain('href="/community/events"');
    expect(fuller.text).toContain("See all 4 upcoming events");
    expect(fuller.text).not.toContain("Ask a seminary admissions officer");
    const all = await page("/community/events?page=abc");
    expect(all.status).toBe(200);
    expect(all.text).toContain("4 events have not ended yet, the soonest first.");
    const order = [
      "Financial aid night",
      "Chaplaincy careers webinar",
      "Seminary open house",
      "Ask a seminary admissions officer",
    ];
    const positions = order.map((title) => all.text.indexOf(`${title}</h2>`));
    expect(positions.every((position) => position > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(all.text).not.toContain("Last year&#x27;s open house");
    await database.pool.query("delete from community_events where title <> 'Ask a seminary admissions officer'");

    expect((await post("/admin/community", { intent: "remove-event", eventId: String(rows[0]!.id) })).status).toBe(302);
    expect(
      (await post("/admin/community", { intent: "remove-event", eventId: String(rows[0]!.id) }, people.admin!.cookie))
        .status,
    ).toBe(200);
    const gone = await post("/admin/community", { intent: "remove-event", eventId: "abc" }, people.admin!.cookie);
    expect(gone.status).toBe(404);
    expect(gone.body).toContain("Event not found");
    expect((await page("/community")).text).toContain("No events are scheduled.");
    expect((await page("/community/events")).text).toContain("No events are scheduled.");
    const audit = await database.pool.query(
      "select action from audit_log where entity_type = 'community_event' order by id",
    );
    expect(audit.rows).toEqual([
      { action: "create" },
      { action: "create" },
      { action: "create" },
      { action: "create" },
      { action: "delete" },
    ]);
  });
});
