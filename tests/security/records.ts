/** Real records to point the checks at, made through the admin API the way an administrator would. */
import type { Answer } from "./http";
import { multipart } from "./http";
import type { Caller, Records, SecurityContext } from "./harness";

function dataOf<T>(answer: Answer, what: string): T {
  if (answer.status < 200 || answer.status > 299) {
    throw new Error(`could not create ${what}: ${answer.status} ${answer.body.slice(0, 300)}`);
  }
  return (JSON.parse(answer.body) as { data: T }).data;
}

export async function createInstitution(
  context: SecurityContext,
  fields: Record<string, unknown>,
  caller: Caller = "super_admin",
) {
  const answer = await context.request(caller, {
    method: "POST",
    path: "/api/admin/institutions",
    json: {
      institution_type: "College",
      denomination: "Baptist",
      accreditation_status: "Accredited Institution",
      // Listed at once, as the suite visits its public page.
      listed_because_url: "https://www.example.org/about/",
      listed_because_quote: "A Christian college of the Baptist tradition.",
      listed_because_kind: "official-site",
      ...fields,
    },
  });
  return dataOf<{ institution: { id: number; slug: string } }>(answer, "an institution").institution;
}

export async function createArticle(
  context: SecurityContext,
  fields: Record<string, unknown>,
  caller: Caller = "super_admin",
) {
  const answer = await context.request(caller, {
    method: "POST",
    path: "/api/admin/articles",
    json: { content: "<p>Written by the security suite.</p>", status: "published", ...fields },
  });
  return dataOf<{ article: { id: number; slug: string } }>(answer, "an article").article;
}

export async function uploadFile(
  context: SecurityContext,
  options: { name: string; description: string; content?: string },
  caller: Caller = "super_admin",
) {
  const { body, contentType } = multipart(
    { category: "general", description: options.description },
    { name: options.name, type: "text/plain", content: options.content ?? "A plain text file.\n" },
  );
  const answer = await context.request(caller, {
    method: "POST",
    path: "/api/admin/files",
    headers: { "Content-Type": contentType },
    body,
  });
  return dataOf<{ file: { id: number; filename: string; url: string } }>(answer, "a file").file;
}

export async function prepareRecords(context: SecurityContext): Promise<Records> {
  const institution = await createInstitution(context, { institution_name: "Security Suite Bible College" });
  const article = await createArticle(context, { title: "Security suite article" });
  const file = await uploadFile(context, { name: "security-suite.txt", description: "A file for the security suite" });
  const run = dataOf<{ run: { id: number } }>(
    await context.request("super_admin", {
      method: "POST",
      path: "/api/admin/import/runs",
      json: { file_name: "security-suite.json", total_items: 1 },
    }),
    "an import run",
  ).run;
  const started = await context.request("user", {
    method: "POST",
    path: "/community/new",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      forum: "choosing-a-school",
      title: "Security suite discussion",
      body: "Written by the security suite.",
    }).toString(),
  });
  const discussion = /^\/community\/discussions\/(\d+)$/.exec(String(started.headers.location ?? ""));
  if (started.status !== 302 || !discussion) {
    throw new Error(`could not start a discussion: ${started.status} ${started.body.slice(0, 300)}`);
  }
  const spareUserId = await context.createAccount(`spare-${process.pid}@example.org`, { verified: true });
  return {
    institutionId: institution.id,
    institutionSlug: institution.slug,
    articleId: article.id,
    articleSlug: article.slug,
    fileId: file.id,
    fileName: file.filename,
    importRunId: run.id,
    discussionId: Number(discussion[1]),
    spareUserId,
  };
}
