/**
 * The community in the browser, on a server of its own whose ADMIN_EMAIL account is a super
 * administrator (any signed-in member may post): on a 390 px phone, New Post on the hub, a
 * discussion refused with its fields named and then posted, a reply that empties the form, the
 * author's edit and deletion of the reply and then of the discussion; an event
 * scheduled in the admin area that the hub then lists in its own time zone.
 */
import { expect, hydrated, withAdminServer } from "./fixtures";

const test = withAdminServer("community");

test("on a phone, a member starts a discussion from the hub and replies to it", async ({ signedIn: page, admin }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${admin.base}/community`);
  await page.getByRole("main").getByRole("link", { name: "New Post" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Start a Discussion" })).toBeVisible();
  await hydrated(page);
  await page.getByLabel("Forum").selectOption({ label: "Adult and Online Learners" });
  await page.getByLabel("Title").fill("Tips");
  await page.getByLabel("Message").fill("How do you keep up with reading while working nights?");
  await page.getByRole("button", { name: "Post Discussion" }).click();
  // The server names the field; what was typed stays.
  await expect(page.getByText("Title must be at least 5 characters")).toBeVisible();
  await expect(page.getByLabel("Message")).toHaveValue("How do you keep up with reading while working nights?");
  await page.getByLabel("Title").fill("Reading while working nights");
  await page.getByRole("button", { name: "Post Discussion" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Reading while working nights" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("How do you keep up with reading while working nights?");
  await hydrated(page);
  const reply = page.getByLabel("Reply", { exact: true });
  await reply.fill("Audiobooks on the commute helped me.");
  await page.getByRole("button", { name: "Post Reply" }).click();
  await expect(page).toHaveURL(/#reply-\d+$/);
  await expect(page.getByRole("main")).toContainText("Audiobooks on the commute helped me.");
  await expect(page.getByText("1 reply", { exact: true })).toBeVisible();
  await expect(reply).toHaveValue("");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  // The author corrects the reply, then deletes it, then the discussion.
  await page.getByText("Edit your reply").click();
  await page.getByLabel("Reply text").fill("Audiobooks on the bus helped me most.");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByRole("main")).toContainText("Audiobooks on the bus helped me most.");
  await expect(page.getByRole("main")).toContainText(/ · edited /);
  await hydrated(page);
  await page.getByText("Delete your reply").click();
  await page.getByRole("button", { name: "Delete for Good" }).click();
  await expect(page.getByText("Your reply was deleted.")).toBeVisible();
  await expect(page.getByText("0 replies", { exact: true })).toBeVisible();
  await expect(page.getByRole("main")).not.toContainText("Audiobooks");

  await page.getByRole("link", { name: "Adult and Online Learners" }).click();
  await expect(page.getByRole("link", { name: "Reading while working nights" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("0 replies");
  await page.getByRole("link", { name: "Reading while working nights" }).click();
  await hydrated(page);
  await page.getByText("Delete your discussion").click();
  await page.getByRole("button", { name: "Delete for Good" }).click();
  await expect(page.getByText("Your discussion was deleted.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Adult and Online Learners" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Reading while working nights" })).toHaveCount(0);
});

test("an event scheduled in the admin area is listed on the hub in its own time zone", async ({
  signedIn: page,
  admin,
}) => {
  await page.goto(`${admin.base}/admin/community`);
  await hydrated(page);
  const form = page.getByRole("form", { name: "Schedule an event" });
  await form.getByLabel("Title").fill("Virtual tour: a day at seminary");
  await form.getByLabel("Type").selectOption({ label: "Virtual campus tour" });
  await form.getByLabel("Date").fill("2099-11-05");
  await form.getByLabel("Start time").fill("10:30");
  await form.getByLabel("Length in minutes").fill("45");
  await form.getByLabel("Time zone").selectOption({ label: "Pacific Time (Los Angeles)" });
  await form.getByLabel("Description").fill("Walk through classes, chapel and the library with two students.");
  await form.getByRole("button", { name: "Schedule the event" }).click();
  await expect(form.getByRole("status")).toContainText('Scheduled "Virtual tour: a day at seminary".');
  await expect(form.getByLabel("Title")).toHaveValue("");

  await page.goto(`${admin.base}/community`);
  const events = page.getByRole("region", { name: "Upcoming Events" });
  await expect(events).toContainText("Virtual tour: a day at seminary");
  await expect(events).toContainText("Thursday, November 5, 2099, 10:30 AM – 11:15 AM Pacific Time (Los Angeles)");
});
