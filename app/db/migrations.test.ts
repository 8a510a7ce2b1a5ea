import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createEmptyDatabase } from "../../tests/setup/database";
import { migrateDatabase } from "./migrate.server";

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
});
