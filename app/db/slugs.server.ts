/**
 * Slugs of the rows that have one in their public address (institutions, articles): `base`, or
 * `base-2`, `base-3`... when another row already has it. A save calls these inside its own
 * transaction; they make it wait for any other transaction choosing a slug from the same base until
 * that one ends, so concurrent saves of one name take base, base-2, base-3... in turn instead of
 * racing for the same one.
 */
import { sql } from "drizzle-orm";
import type { Executor } from "./client.server";
import { databaseErrorCode, UNIQUE_VIOLATION } from "./database-errors.server";
import { articles } from "./schema/articles";
import { institutions } from "./schema/institutions";

const SLUGGED = {
  institutions: { table: institutions, constraint: "institutions_slug_unique" },
  articles: { table: articles, constraint: "articles_slug_unique" },
} as const;

type SluggedTable = keyof typeof SLUGGED;

/** Makes the transaction wait for any other one choosing a slug of `table` from `base`. */
async function lockSlugBase(tx: Executor, table: SluggedTable, base: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${table}-slug:${base}`}))`);
}

function exceptRow(table: SluggedTable, exceptId: number | undefined) {
  return exceptId === undefined ? sql`` : sql` and ${SLUGGED[table].table.id} <> ${exceptId}`;
}

/** `base` itself when no other row of `table` has it, else the first free `base-N` (N from 2). */
export async function allocateSlug(tx: Executor, table: SluggedTable, base: string, exceptId?: number) {
  await lockSlugBase(tx, table, base);
  const { table: target } = SLUGGED[table];
  const pattern = `${base.replace(/[\\%_]/g, "\\$&")}-%`;
  const { rows } = await tx.execute<{ slug: string }>(
    sql`select ${target.slug} as slug from ${target}
        where (${target.slug} = ${base} or ${target.slug} like ${pattern})${exceptRow(table, exceptId)}`,
  );
  const taken = new Set(rows.map((row) => row.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** Whether `slug`, exactly as asked for, is free for the row being saved (then it stays reserved). */
export async function claimSlug(tx: Executor, table: SluggedTable, slug: string, exceptId?: number) {
  await lockSlugBase(tx, table, slug);
  const { table: target } = SLUGGED[table];
  const { rows } = await tx.execute(
    sql`select 1 from ${target} where ${target.slug} = ${slug}${exceptRow(table, exceptId)} limit 1`,
  );
  return rows.length === 0;
}

/**
 * Runs a save again when it still met another row's slug: the lock covers one base, so a slug
 * asked for by name (`x-2`) can meet the same slug allocated from another base (`x`) at once.
 */
export async function retryOnSlugClash<T>(table: SluggedTable, save: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await save();
    } catch (error) {
      if (attempt >= 3 || !isSlugClash(table, error)) throw error;
    }
  }
}

function isSlugClash(table: SluggedTable, error: unknown) {
  if (databaseErrorCode(error) !== UNIQUE_VIOLATION) return false;
  for (let current = error; current instanceof Error; current = current.cause) {
    if ((current as { constraint?: unknown }).constraint === SLUGGED[table].constraint) return true;
  }
  return false;
}
