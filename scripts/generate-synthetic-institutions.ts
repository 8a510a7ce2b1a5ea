/**
 * Fills a database with synthetic institutions that look like the real ones, to measure search and
 * pages at scale (the directory is designed for 100,000 schools; the bundled data has about 1,000).
 *
 *   npx tsx scripts/generate-synthetic-institutions.ts --database-url postgres://... --count 100000
 *
 * Options:
 *   --database-url URL  the target database, already migrated (default: $DATABASE_URL)
 *   --count N           how many rows to add (default 100000)
 *   --seed N            random seed; the same seed gives the same rows (default 1)
 *   --replace           delete earlier synthetic rows first
 *   --delete            only delete the synthetic rows, add none
 *
 * Every value is drawn from the bundled real rows (data/seed/institutions.csv), so word frequencies,
 * places, types, denominations and descriptions follow the real distributions:
 * - a name is a real name whose distinctive words (those in at most three real names, e.g. 'Wheaton')
 *   are swapped for distinctive words of other names, keeping the shape ('Saint X University',
 *   'X Theological Seminary') and the generic words that broad queries hit;
 * - type, denomination, accreditation, enrolment, tuition and flags come from the same template row
 *   (enrolment and tuition jittered by up to 30 percent), the place from another real row of the same
 *   country, and the description is the template's, rewritten with the new name and place.
 * - the programs (IPEDS completions: codes, levels, graduates per year) are the template's own, copied
 *   from the template's row in the database (a template without programs, e.g. a school abroad,
 *   gives none), so program searches meet the real mix of fields and sizes.
 * Synthetic rows carry data_source 'synthetic' and slugs ending in '-syn<number>'. The script ends
 * with ANALYZE so the planner sees the new distribution at once.
 */
import { parseArgs } from "node:util";
import { eq, sql } from "drizzle-orm";
import { createDatabase } from "~/db/client.server";
import { institutions } from "~/db/schema/institutions";
import { institutionFromSeed, readInstitutionSeed } from "~/db/seed-rows.server";
import { slugifyShort } from "~/lib/slug";

const SYNTHETIC_SOURCE = "synthetic";

type Row = ReturnType<typeof institutionFromSeed>;

/** mulberry32: small, fast and good enough for picking rows. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function createGenerator(real: Row[], seed: number) {
  const next = random(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const jitter = (value: number | null | undefined, round: number) =>
    value == null ? null : Math.max(round, Math.round((value * (0.7 + next() * 0.6)) / round) * round);

  const wordOf = (word: string) => word.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");
  const namesWithWord = new Map<string, number>();
  for (const row of real) {
    for (const word of new Set(row.institutionName.split(/\s+/).map(wordOf))) {
      if (word) namesWithWord.set(word, (namesWithWord.get(word) ?? 0) + 1);
    }
  }
  const isDistinctive = (word: string) => {
    const key = wordOf(word);
    return key.length > 2 && (namesWithWord.get(key) ?? 0) <= 3 && /^\p{Lu}/u.test(word);
  };
  // One entry per occurrence, so frequent distinctive words stay frequent.
  const distinctiveWords = real.flatMap((row) =>
    row.institutionName
      .split(/\s+/)
      .filter(isDistinctive)
      .map((word) => word.replace(/[^\p{L}\p{N}'-]/gu, "")),
  );
  const byCountry = new Map<string, Row[]>();
  for (const row of real) {
    const list = byCountry.get(row.country ?? "") ?? [];
    list.push(row);
    byCountry.set(row.country ?? "", list);
  }

  return function generate(index: number): { row: Row; template: Row } {
    const template = pick(real);
    const place = pick(byCountry.get(template.country ?? "") ?? [template]);
    const name = template.institutionName
      .split(/\s+/)
      .map((word) => {
        if (!isDistinctive(word)) return word;
        const trailing = word.match(/[^\p{L}\p{N}]+$/u)?.[0] ?? "";
        return pick(distinctiveWords) + trailing;
      })
      .join(" ");
    let description = template.description ?? null;
    if (description) {
      description = description.replace(new RegExp(escapeRegExp(template.institutionName), "g"), name);
      for (const [from, to] of [
        [template.city, place.city],
        [template.stateName, place.stateName],
      ] as const) {
        if (from && to) description = description.replace(new RegExp(`\\b${escapeRegExp(from)}\\b`, "g"), to);
      }
    }
    const slug = `${slugifyShort(name, 70)}-syn${index}`;
    const tuition = jitter(template.tuition, 10);
    const row: Row = {
      ...template,
      sourceId: null,
      slug,
      institutionName: name,
      alias: null,
      streetAddress: place.streetAddress,
      city: place.city,
      stateProvince: place.stateProvince,
      stateName: place.stateName,
      country: place.country,
      postalCode: place.postalCode,
      fullAddress: place.fullAddress,
      latitude: place.latitude,
      longitude: place.longitude,
      website: `https://${slug}.example.org/`,
      description,
      studentBodySize: jitter(template.studentBodySize, 1),
      tuition,
      isFeatured: false,
      reviewNote: null,
      dataSource: SYNTHETIC_SOURCE,
    };
    return { row, template };
  };
}

async function main() {
  const { values } = parseArgs({
    options: {
      "database-url": { type: "string", default: process.env.DATABASE_URL },
      count: { type: "string", default: "100000" },
      seed: { type: "string", default: "1" },
      replace: { type: "boolean", default: false },
      delete: { type: "boolean", default: false },
    },
  });
  const url = values["database-url"];
  const count = Number(values.count);
  if (!url) throw new Error("Pass --database-url or set DATABASE_URL (a migrated database).");
  if (!Number.isInteger(count) || count < 0) throw new Error("--count must be a whole number.");

  const { db, close } = createDatabase(url, { max: 2 });
  try {
    if (values.replace || values.delete) {
      const removed = await db
        .delete(institutions)
        .where(eq(institutions.dataSource, SYNTHETIC_SOURCE))
        .returning({ id: institutions.id });
      console.log(`deleted ${removed.length} synthetic institutions`);
      if (values.delete) return;
    }
    const [{ existing } = { existing: 0 }] = await db
      .select({ existing: sql<number>`count(*)::int` })
      .from(institutions)
      .where(eq(institutions.dataSource, SYNTHETIC_SOURCE));
    const generate = createGenerator(readInstitutionSeed().map(institutionFromSeed), Number(values.seed) + existing);
    // The real rows' ids by IPEDS id: where each synthetic row's programs are copied from.
    const { rows: real } = await db.execute<{ id: number; source_id: number }>(
      sql`select id, source_id from institutions where source_id is not null and data_source is distinct from ${SYNTHETIC_SOURCE}`,
    );
    const realIdOf = new Map(real.map((entry) => [entry.source_id, entry.id]));
    const started = performance.now();
    const batch = 1000;
    let programs = 0;
    for (let start = 0; start < count; start += batch) {
      const made = Array.from({ length: Math.min(batch, count - start) }, (_, i) => generate(existing + start + i));
      const inserted = await db
        .insert(institutions)
        .values(made.map((entry) => entry.row))
        .onConflictDoNothing({ target: institutions.slug })
        .returning({ id: institutions.id, slug: institutions.slug });
      const templateOf = new Map(made.map((entry) => [entry.row.slug, entry.template.sourceId]));
      const pairs = inserted.flatMap((entry) => {
        const template = realIdOf.get(templateOf.get(entry.slug) ?? -1);
        return template === undefined ? [] : [[entry.id, template] as const];
      });
      if (pairs.length) {
        const copied = await db.execute(sql`insert into institution_programs
            (institution_id, cip, award_level, graduates_2020, graduates_2021, graduates_2022, graduates_2023, graduates_2024)
          select m.new_id, p.cip, p.award_level, p.graduates_2020, p.graduates_2021, p.graduates_2022, p.graduates_2023, p.graduates_2024
          from unnest(${`{${pairs.map(([id]) => id).join(",")}}`}::int[], ${`{${pairs.map(([, template]) => template).join(",")}}`}::int[]) as m(new_id, template_id)
          join institution_programs p on p.institution_id = m.template_id`);
        programs += copied.rowCount ?? 0;
      }
      if ((start / batch) % 10 === 9) console.log(`${start + made.length} / ${count}`);
    }
    await db.execute(sql`analyze institutions`);
    await db.execute(sql`analyze institution_programs`);
    console.log(`copied ${programs} program rows from the templates`);
    console.log(`added ${count} synthetic institutions in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
