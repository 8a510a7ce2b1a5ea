import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import { describe, expect, it } from "vitest";
import { createEmptyDatabase } from "../../tests/setup/database";
import { makeTempDir } from "../../tests/setup/server-process";
import { findProjectRoot } from "~/lib/paths.server";
import { migrateDatabase } from "./migrate.server";

/** A copy of drizzle/ that holds the migrations up to and including `lastTag` only. */
function migrationsUpTo(lastTag: string): string {
  const source = path.join(findProjectRoot(), "drizzle");
  const folder = makeTempDir("ced-migrations-");
  fs.cpSync(source, folder, { recursive: true });
  const journalFile = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(fs.readFileSync(journalFile, "utf8")) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  expect(last).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, last + 1);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

describe("migrations", async () => {
  const database = await createEmptyDatabase();

  it("build every table on an empty database, and a second run changes nothing", async () => {
    await migrateDatabase(database.pool);
    await migrateDatabase(database.pool);
    const { rows } = await database.pool.query<{ table_name: string }>(
      "select table_name from information_schema.tables where table_schema = 'public' order by 1",
    );
    expect(rows.map((row) => row.table_name)).toEqual([
      "accounts",
      "admin_users",
      "analytics_events",
      "app_settings",
      "article_categories",
      "articles",
      "audit_log",
      "cip_codes",
      "community_events",
      "compare_selections",
      "contact_messages",
      "data_versions",
      "favorites",
      "file_chunks",
      "file_uploads",
      "forum_replies",
      "forum_reports",
      "forum_threads",
      "import_run_items",
      "import_runs",
      "institution_fact_sources",
      "institution_field_outcomes",
      "institution_online_fields",
      "institution_outcomes",
      "institution_programs",
      "institutions",
      "outcome_medians",
      "rate_limits",
      "representation_requests",
      "school_proposal_items",
      "school_proposals",
      "school_representatives",
      "sessions",
      "user_profiles",
      "users",
      "verifications",
    ]);
    const applied = await database.pool.query("select count(*)::int as n from drizzle.__drizzle_migrations");
    expect(applied.rows[0].n).toBeGreaterThanOrEqual(2);
  });

  it("enable pg_trgm and unaccent", async () => {
    const { rows } = await database.pool.query<{ extname: string }>(
      "select extname from pg_extension where extname in ('pg_trgm', 'unaccent') order by 1",
    );
    expect(rows.map((row) => row.extname)).toEqual(["pg_trgm", "unaccent"]);
  });

  it("generate the search columns from the row, accent-free and lower-cased", async () => {
    await database.db.execute(sql`
      insert into institutions (slug, institution_name, city, country, institution_type, key_programs)
      values ('universite-test', 'Université Sainte-Anne Test', 'Pointe-de-l''Église', 'Canada', 'University', 'Théologie')`);
    const { rows } = await database.pool.query(
      "select name_search, search_text, search_document::text as doc from institutions where slug = 'universite-test'",
    );
    expect(rows[0].name_search).toBe("universite sainte-anne test ");
    expect(rows[0].search_text).toContain("pointe-de-l'eglise");
    expect(rows[0].search_text).toContain("theologie");
    expect(rows[0].doc).toMatch(/'universit':\d+A/);
  });

  it("raise the institutions data version with every changing statement, in its transaction", async () => {
    const version = async () =>
      Number(
        (await database.pool.query("select version from data_versions where name = 'institutions'")).rows[0].version,
      );
    const before = await version();
    await database.pool.query("update institutions set city = 'Somewhere' where slug = 'universite-test'");
    expect(await version()).toBe(before + 1);
    const client = await database.pool.connect();
    await client.query("begin");
    await client.query("delete from institutions where slug = 'universite-test'");
    await client.query("rollback");
    client.release();
    expect(await version()).toBe(before + 1);
  });

  it("refuse rows that break the rules", async () => {
    await expect(
      database.pool.query("insert into articles (slug, title, status) values ('x', 'X', 'deleted')"),
    ).rejects.toThrow(/articles_status_check/);
    await expect(
      database.pool.query(
        "insert into institutions (slug, institution_name, institution_type) values ('universite-test', 'Dup', 'College')",
      ),
    ).rejects.toThrow(/institutions_slug_unique/);
  });

  it("keep the words of a report made before they were kept, where the post has not changed since", async () => {
    const earlier = await createEmptyDatabase();
    const folder = migrationsUpTo("0019_forum_post_edits");
    await migrate(drizzle(earlier.pool), { migrationsFolder: folder });
    const query = async (text: string) => (await earlier.pool.query(text)).rows;
    await query(`insert into users (id, name, email) values ('u1', 'Ruth Miller', 'ruth@example.org')`);
    const [kept, changed] = await query(`
      insert into forum_threads (forum, title, body, user_id, edited_at) values
        ('paying-for-college', 'Kept as posted', 'Unchanged words', 'u1', null),
        ('paying-for-college', 'Changed since', 'New words', 'u1', now() + interval '1 hour')
      returning id`);
    const [keptReply, changedReply, earlierEdit] = await query(`
      insert into forum_replies (thread_id, body, user_id, edited_at) values
        (${kept.id}, 'A reply as posted', 'u1', null),
        (${kept.id}, 'A reply changed since', 'u1', now() + interval '1 hour'),
        (${kept.id}, 'A reply changed before its report', 'u1', now() - interval '1 hour')
      returning id`);
    await query(`
      insert into forum_reports (thread_id, reply_id, user_id, reason) values
        (${kept.id}, null, 'u1', 'spam'), (${changed.id}, null, 'u1', 'spam'),
        (${kept.id}, ${keptReply.id}, 'u1', 'spam'), (${kept.id}, ${changedReply.id}, 'u1', 'spam'),
        (${kept.id}, ${earlierEdit.id}, 'u1', 'unkind')`);

    await migrateDatabase(earlier.pool);
    expect(
      await query(
        "select thread_id, reply_id, reported_title, reported_body from forum_reports order by thread_id, reply_id nulls first",
      ),
    ).toEqual([
      { thread_id: kept.id, reply_id: null, reported_title: "Kept as posted", reported_body: "Unchanged words" },
      { thread_id: kept.id, reply_id: keptReply.id, reported_title: null, reported_body: "A reply as posted" },
      { thread_id: kept.id, reply_id: changedReply.id, reported_title: null, reported_body: null },
      {
        thread_id: kept.id,
        reply_id: earlierEdit.id,
        reported_title: null,
        reported_body: "A reply changed before its report",
      },
      { thread_id: changed.id, reply_id: null, reported_title: null, reported_body: null },
    ]);
  });
});
