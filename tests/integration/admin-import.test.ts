/**
 * Bulk content import on the real server: the file checks and their messages and statuses, the
 * per-item results, only the five content fields changing, batches (as the import page sends
 * them) applied once however often they arrive, idempotent reruns, the run's audit entry, and a
 * server killed with SIGKILL half-way through leaving every item either fully applied or untouched.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../setup/database";
import { httpRequest } from "../setup/http-client";
import { signedIn } from "../setup/people";
import { type ServerProcess, startServerOnDatabase, waitFor } from "../setup/server-process";

const FIELDS = ["detailed_summary", "key_programs", "unique_features", "why_choose", "student_outcomes"] as const;
const COLUMNS = FIELDS.join(", ");

describe("bulk content import", async () => {
  const database = await createTestDatabase();
  let server: ServerProcess;
  let cookie: string;

  async function start() {
    server = await startServerOnDatabase(database.url);
  }
  beforeAll(async () => {
    await start();
    ({ cookie } = await signedIn(server.url, database.services, "admin"));
  });
  afterAll(async () => {
    if (server) await server.stop();
  });

  function post(path: string, body: string, headers: Record<string, string> = {}) {
    return httpRequest(`${server.url}/api/admin/import${path}`, {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/json", ...headers },
      body,
    });
  }
  const json = (answer: { body: string }) => JSON.parse(answer.body);
  async function institutionIds(count: number, offset = 0): Promise<{ id: number; institution_name: string }[]> {
    const { rows } = await database.pool.query(
      "select id, institution_name from institutions order by id limit $1 offset $2",
      [count, offset],
    );
    return rows;
  }
  async function contentOf(ids: number[]) {
    const { rows } = await database.pool.query(
      `select id, institution_name, website, ${COLUMNS}, updated_at from institutions where id = any($1) order by id`,
      [ids],
    );
    return new Map(rows.map((row) => [row.id as number, row]));
  }
  function itemFor(row: { id: number; institution_name: string }, tag: string) {
    return {
      id: row.id,
      institution_name: row.institution_name,
      ...Object.fromEntries(FIELDS.map((field) => [field, `${tag} ${field} of ${row.id}`])),
    };
  }

  describe("bad files", () => {
    it("are refused with a clear message and an honest status, changing nothing", async () => {
      const before = await database.pool.query("select max(updated_at) as at from institutions");
      const cases: [string, number, string][] = [
        ["this is not json", 400, "Invalid JSON file"],
        ['{"id": 1, "institution_name": "A"}', 400, "JSON file must contain an array of institutions"],
        ['"a string"', 400, "JSON file must contain an array of institutions"],
        ["[]", 400, "The file contains no institutions"],
        [
          `${"[".repeat(50_000)}${"]".repeat(50_000)}`,
          400,
          "The file is nested too deeply (more than 16 levels) to be an import file",
        ],
        [
          '[{"id": 1, "institution_name": "A", "__proto__": {"isAdmin": true}}]',
          400,
          'The file contains a "__proto__" key, which is not allowed',
        ],
        [
          JSON.stringify(Array.from({ length: 10_001 }, (_, i) => ({ id: i + 1, institution_name: "x" }))),
          413,
          "An import may contain at most 10,000 institutions",
        ],
      ];
      for (const [body, status, message] of cases) {
        const answer = await post("?file_name=bad.json", body);
        expect(answer.status, message).toBe(status);
        expect(json(answer).error.message).toBe(message);
      }
      const after = await database.pool.query("select max(updated_at) as at from institutions");
      expect(after.rows[0].at).toEqual(before.rows[0].at);
      const { rowCount } = await database.pool.query("select 1 from import_runs");
      expect(rowCount).toBe(0);
    });

    it("answers a 50 MB file with 413 before reading it into memory", async () => {
      const big = `[${`{"id": 1, "institution_name": "${"x".repeat(1000)}"},`.repeat(50 * 1024)}{"id": 1, "institution_name": "x"}]`;
      expect(big.length).toBeGreaterThan(50 * 1024 * 1024);
      const answer = await post("", big);
      expect(answer.status).toBe(413);
      expect(json(answer).error.message).toBe("The file is too large (at most 20 MB)");
      expect((await httpRequest(`${server.url}/healthz`)).status).toBe(200);
    });

    it("marks wrong items one by one, with a message naming the missing fields", async () => {
      const [good] = await institutionIds(1, 40);
      const items = [
        { institution_name: "No id" },
        { id: good!.id },
        { id: "abc", institution_name: "Words" },
        { id: good!.id, institution_name: 12 },
        { id: good!.id, institution_name: good!.institution_name, key_programs: { nested: true } },
        { id: 2000000000, institution_name: "Nobody" },
        "just a string",
        null,
      ];
      const before = await contentOf([good!.id]);
      const answer = await post("?file_name=mixed.json", JSON.stringify(items));
      expect(answer.status).toBe(200);
      const { run, results } = json(answer).data;
      expect(results.map((result: { message: string }) => result.message)).toEqual([
        "Missing required fields (id, institution_name)",
        "Missing required fields (id, institution_name)",
        "id must be a positive whole number",
        "institution_name must be text",
        "key_programs must be text",
        "Institution not found (id 2000000000)",
        "Missing required fields (id, institution_name)",
        "Missing required fields (id, institution_name)",
      ]);
      expect(results.every((result: { outcome: string }) => result.outcome === "error")).toBe(true);
      expect(run).toMatchObject({
        total_items: 8,
        processed: 8,
        failed: 8,
        updated: 0,
        status: "completed",
        file_name: "mixed.json",
      });
      expect(await contentOf([good!.id])).toEqual(before);
    });
  });

  describe("a good file", () => {
    it("changes only the five content fields of the institution with each id, and records the run once", async () => {
      const rows = await institutionIds(3, 10);
      const items = rows.map((row) => ({
        ...itemFor(row, "First"),
        institution_name: `${row.institution_name} (name in file is ignored)`,
        website: "https://must-not-change.example",
      }));
      // Leaving a field out keeps it; null clears it.
      delete (items[1] as Record<string, unknown>).why_choose;
      (items[2] as Record<string, unknown>).student_outcomes = null;
      await database.pool.query("update institutions set why_choose = 'Kept as it was' where id = $1", [rows[1]!.id]);
      const before = await contentOf(rows.map((row) => row.id));

      const answer = await post("?file_name=content.json", JSON.stringify(items));
      expect(answer.status).toBe(200);
      const { run, results } = json(answer).data;
      expect(results.map((result: { outcome: string }) => result.outcome)).toEqual(["updated", "updated", "updated"]);
      expect(run).toMatchObject({ total_items: 3, updated: 3, unchanged: 0, failed: 0, status: "completed" });

      const after = await contentOf(rows.map((row) => row.id));
      for (const row of rows) {
        const was = before.get(row.id)!;
        const now = after.get(row.id)!;
        expect(now.institution_name).toBe(was.institution_name);
        expect(now.website).toBe(was.website);
        expect(now.detailed_summary).toBe(`First detailed_summary of ${row.id}`);
      }
      expect(after.get(rows[1]!.id)!.why_choose).toBe("Kept as it was");
      expect(after.get(rows[2]!.id)!.student_outcomes).toBeNull();

      const publicPage = await httpRequest(
        `${server.url}/institution/${(await database.pool.query("select slug from institutions where id = $1", [rows[0]!.id])).rows[0].slug}`,
      );
      expect(publicPage.body).toContain(`First detailed_summary of ${rows[0]!.id}`);

      const audit = await database.pool.query(
        "select summary, details, entity_id from audit_log where action = 'import' and entity_id = $1",
        [String(run.id)],
      );
      expect(audit.rows).toEqual([
        {
          entity_id: String(run.id),
          summary: 'Imported content from "content.json": 3 institutions updated, 0 unchanged, 0 failed',
          details: { fileName: "content.json", total: 3, updated: 3, unchanged: 0, failed: 0, failures: [] },
        },
      ]);
    });

    it("changes nothing when run again: every item comes out unchanged", async () => {
      const rows = await institutionIds(12, 100);
      const file = JSON.stringify(rows.map((row) => itemFor(row, "Rerun")));
      expect(json(await post("", file)).data.run.updated).toBe(12);
      const applied = await contentOf(rows.map((row) => row.id));
      const version = await database.pool.query("select version from data_versions where name = 'institutions'");

      const again = json(await post("", file)).data;
      expect(again.run).toMatchObject({ updated: 0, unchanged: 12, failed: 0 });
      expect(again.results.every((result: { outcome: string }) => result.outcome === "unchanged")).toBe(true);
      expect(await contentOf(rows.map((row) => row.id))).toEqual(applied);
      const versionAfter = await database.pool.query("select version from data_versions where name = 'institutions'");
      expect(versionAfter.rows[0].version).toBe(version.rows[0].version);
    });

    it("accepts a byte-order mark and any declared content type", async () => {
      const rows = await institutionIds(1, 200);
      const answer = await post("", `\uFEFF${JSON.stringify([itemFor(rows[0]!, "Bom")])}`, {
        "Content-Type": "text/plain",
      });
      expect(answer.status).toBe(200);
      expect(json(answer).data.results[0].outcome).toBe("updated");
    });
  });

  describe("association memberships", () => {
    it("stores them as the administrator's, and refuses an unknown association per item", async () => {
      const [first, second] = await institutionIds(2, 500);
      const answer = await post(
        "?file_name=associations.json",
        JSON.stringify([
          { id: first!.id, institution_name: first!.institution_name, associations: ["abhe", "CCCU"] },
          { id: second!.id, institution_name: second!.institution_name, associations: ["CCCU", "Baptist League"] },
          { id: second!.id, institution_name: second!.institution_name, associations: "CCCU" },
        ]),
      );
      expect(answer.status).toBe(200);
      const { results } = json(answer).data;
      expect(results.map((result: { outcome: string }) => result.outcome)).toEqual(["updated", "error", "error"]);
      expect(results[1].message).toBe("associations must be a list drawn from CCCU, ABHE, ATS");
      const { rows } = await database.pool.query(
        "select id, associations, associations_source, associations_source_year, edited_fields from institutions where id = any($1) order by id",
        [[first!.id, second!.id]],
      );
      expect(rows[0]).toMatchObject({
        associations: ["CCCU", "ABHE"],
        associations_source: "Administrator",
        associations_source_year: new Date().getFullYear(),
      });
      expect(rows[0].edited_fields).toContain("associations");
      expect(rows[1].edited_fields).not.toContain("associations");

      // An empty list clears them, still as the administrator's choice.
      const cleared = await post(
        "?file_name=clear.json",
        JSON.stringify([{ id: first!.id, institution_name: first!.institution_name, associations: [] }]),
      );
      expect(json(cleared).data.results[0].outcome).toBe("updated");
      const after = await database.pool.query(
        "select associations, associations_source from institutions where id = $1",
        [first!.id],
      );
      expect(after.rows[0]).toEqual({ associations: [], associations_source: null });
    });
  });

  describe("batches, as the import page sends them", () => {
    it("applies each batch once, however often it is sent, and finishes the run with the last item", async () => {
      const rows = await institutionIds(25, 300);
      const items = rows.map((row) => itemFor(row, "Batch"));
      const started = await post("/runs", JSON.stringify({ file_name: "batches.json", total_items: 25 }));
      expect(started.status).toBe(201);
      const runId = json(started).data.run.id;
      const send = (start: number) =>
        post(`/runs/${runId}/items`, JSON.stringify({ start_index: start, items: items.slice(start, start + 10) }));

      const first = json(await send(0)).data;
      expect(first.run).toMatchObject({ processed: 10, updated: 10, status: "running" });
      // The same batch again (a retry after a lost answer): the stored results, nothing applied twice.
      const retried = json(await send(0)).data;
      expect(retried.results.map((result: { outcome: string }) => result.outcome)).toEqual(Array(10).fill("updated"));
      expect(retried.run).toMatchObject({ processed: 10, updated: 10 });
      const concurrent = await Promise.all([send(10), send(10)]);
      expect(concurrent.map((answer) => answer.status)).toEqual([200, 200]);
      expect(json(concurrent[1]!).data.run.processed).toBe(20);
      expect(
        (await database.pool.query("select count(*)::int as n from import_run_items where run_id = $1", [runId]))
          .rows[0].n,
      ).toBe(20);

      const last = json(await send(20)).data;
      expect(last.run).toMatchObject({ processed: 25, updated: 25, status: "completed" });
      const runAnswer = json(
        await httpRequest(`${server.url}/api/admin/import/runs/${runId}`, { headers: { Cookie: cookie } }),
      );
      expect(runAnswer.data.run).toMatchObject({ id: runId, total_items: 25, processed: 25, status: "completed" });
      const audit = await database.pool.query(
        "select count(*)::int as n from audit_log where action = 'import' and entity_id = $1",
        [String(runId)],
      );
      expect(audit.rows[0].n).toBe(1);
    });

    it("refuses batches that do not fit the run or are malformed", async () => {
      const runId = json(await post("/runs", JSON.stringify({ file_name: "small.json", total_items: 3 }))).data.run.id;
      const cases: [string, number, string][] = [
        [
          JSON.stringify({ start_index: 2, items: [{}, {}] }),
          400,
          "This run was started with 3 items; the batch goes beyond them",
        ],
        [JSON.stringify({ start_index: 0, items: Array(11).fill({}) }), 400, "The batch is not valid"],
        [JSON.stringify({ start_index: -1, items: [{}] }), 400, "The batch is not valid"],
        ["{oops", 400, "Invalid JSON file"],
        [
          '{"start_index": 0, "items": [{"__proto__": {"x": 1}}]}',
          400,
          'The file contains a "__proto__" key, which is not allowed',
        ],
      ];
      for (const [body, status, message] of cases) {
        const answer = await post(`/runs/${runId}/items`, body);
        expect(answer.status, body.slice(0, 40)).toBe(status);
        expect(json(answer).error.message).toBe(message);
      }
      expect((await post("/runs/2000000000/items", JSON.stringify({ start_index: 0, items: [{}] }))).status).toBe(404);
      expect((await post("/runs", JSON.stringify({ file_name: "x.json", total_items: 0 }))).status).toBe(400);
      expect((await post("/runs", JSON.stringify({ file_name: "", total_items: 2 }))).status).toBe(400);

      // Another administrator cannot feed someone else's run.
      const other = await signedIn(server.url, database.services, "super_admin");
      const foreign = await httpRequest(`${server.url}/api/admin/import/runs/${runId}/items`, {
        method: "POST",
        headers: { Cookie: other.cookie, "Content-Type": "application/json" },
        body: JSON.stringify({ start_index: 0, items: [{}] }),
      });
      expect(foreign.status).toBe(403);
    });
  });

  describe("the import page without JavaScript", () => {
    it("takes the file as a form upload and lists each item's result", async () => {
      const rows = await institutionIds(2, 400);
      const upload = async (name: string, type: string, content: string) => {
        const form = new FormData();
        form.set("file", new File([content], name, { type }));
        const response = await fetch(`${server.url}/admin/content-import`, {
          method: "POST",
          headers: { Cookie: cookie, Origin: server.url },
          body: form,
        });
        return { status: response.status, body: await response.text() };
      };
      const good = await upload(
        "page.json",
        "application/json",
        JSON.stringify([itemFor(rows[0]!, "Page"), { id: rows[1]!.id }]),
      );
      expect(good.status).toBe(200);
      expect(good.body).toContain("1 succeeded, 1 failed");
      expect(good.body).toContain("Success: updated");
      expect(good.body).toContain("Error: Missing required fields (id, institution_name)");
      expect((await contentOf([rows[0]!.id])).get(rows[0]!.id)!.key_programs).toBe(
        `Page key_programs of ${rows[0]!.id}`,
      );
      // The imported fields are the administrator's now: a later seed leaves them alone.
      const edited = await database.pool.query("select edited_fields from institutions where id = $1", [rows[0]!.id]);
      expect(edited.rows[0].edited_fields).toEqual([...FIELDS].sort());

      const csv = await upload("data.csv", "text/csv", "id,institution_name");
      expect(csv.status).toBe(415);
      expect(csv.body).toContain("Please select a JSON file");
      const broken = await upload("broken.json", "application/json", "[{");
      expect(broken.status).toBe(400);
      expect(broken.body).toContain("Invalid JSON file");
    });

    it("offers institution_content_template.json as a download that is itself a valid file", async () => {
      const answer = await httpRequest(`${server.url}/admin/content-import/institution_content_template.json`, {
        headers: { Cookie: cookie },
      });
      expect(answer.status).toBe(200);
      expect(answer.headers["content-disposition"]).toBe('attachment; filename="institution_content_template.json"');
      const template = JSON.parse(answer.body);
      expect(Object.keys(template[0])).toEqual(["id", "institution_name", ...FIELDS]);
      // Imported as it is, the example changes nothing: its id names no institution.
      const result = json(await post("", answer.body)).data.results[0];
      expect(result).toMatchObject({ outcome: "error", message: "Institution not found (id 999999999)" });
    });
  });

  describe("a crash half-way", () => {
    it("leaves every item fully applied or untouched, and a rerun finishes the job", async () => {
      const rows = await institutionIds(600, 0);
      const ids = rows.map((row) => row.id);
      const filler = " Lorem ipsum dolor sit amet.".repeat(40);
      const items = rows.map(
        (row) =>
          ({
            id: row.id,
            institution_name: row.institution_name,
            ...Object.fromEntries(FIELDS.map((field) => [field, `Crash ${field} of ${row.id}.${filler}`])),
          }) as { id: number; institution_name: string } & Record<(typeof FIELDS)[number], string>,
      );
      const before = await contentOf(ids);

      const pending = post("?file_name=crash.json", JSON.stringify(items)).catch((error: Error) => error);
      let runId = 0;
      await waitFor(async () => {
        const { rows: runs } = await database.pool.query(
          "select r.id, count(i.*)::int as done from import_runs r left join import_run_items i on i.run_id = r.id where r.file_name = 'crash.json' group by r.id",
        );
        runId = runs[0]?.id ?? 0;
        return (runs[0]?.done ?? 0) >= 25;
      }, 30_000);
      server.child.kill("SIGKILL");
      await server.exited;
      expect(await pending).toBeInstanceOf(Error);

      const { rows: runRows } = await database.pool.query("select * from import_runs where id = $1", [runId]);
      const run = runRows[0];
      const { rows: done } = await database.pool.query<{ institution_id: number; outcome: string }>(
        "select institution_id, outcome from import_run_items where run_id = $1",
        [runId],
      );
      const processed = run.updated_count + run.unchanged_count + run.failed_count;
      expect(run.status).toBe("running");
      expect(processed).toBe(done.length);
      expect(processed).toBeGreaterThanOrEqual(25);
      expect(processed, "the kill must land before the end").toBeLessThan(items.length);

      const recorded = new Set(done.map((row) => row.institution_id));
      const after = await contentOf(ids);
      let applied = 0;
      for (const item of items) {
        const now = after.get(item.id)!;
        const was = before.get(item.id)!;
        const fullyApplied = FIELDS.every((field) => now[field] === item[field]);
        const untouched =
          FIELDS.every((field) => now[field] === was[field]) && now.updated_at.getTime() === was.updated_at.getTime();
        expect(fullyApplied || untouched, `institution ${item.id}`).toBe(true);
        // Applied exactly when its result was recorded: the change and its record committed together.
        expect(fullyApplied, `institution ${item.id}`).toBe(recorded.has(item.id));
        if (fullyApplied) applied += 1;
      }
      expect(applied).toBe(processed);
      const audit = await database.pool.query("select 1 from audit_log where action = 'import' and entity_id = $1", [
        String(runId),
      ]);
      expect(audit.rowCount).toBe(0);

      await start();
      const rerun = json(await post("?file_name=crash.json", JSON.stringify(items))).data;
      expect(rerun.run).toMatchObject({
        updated: items.length - applied,
        unchanged: applied,
        failed: 0,
        status: "completed",
      });
      const final = await contentOf(ids);
      for (const item of items) {
        for (const field of FIELDS) expect(final.get(item.id)![field]).toBe(item[field]);
      }
    });
  });
});
