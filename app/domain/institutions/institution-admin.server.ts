/**
 * Institutions as the admin area changes them: the paged list with its search and type filter,
 * create, update and delete. Every change is written together with its audit entry, in one
 * transaction; the public pages see it at once (their caches follow the data_versions counter).
 */
import { and, asc, count, eq, inArray, like, or, sql, type SQL } from "drizzle-orm";
import type { Database, Executor } from "~/db/client.server";
import { editYear, FACT_COLUMNS } from "~/db/current-facts";
import { tuitionRangeFor } from "~/db/seed-format";
import { institutions } from "~/db/schema/institutions";
import { allocateSlug, claimSlug, retryOnSlugClash } from "~/db/slugs.server";
import type { AdminActor } from "~/domain/admins/admin.schemas";
import { recordAudit } from "~/domain/audit/audit.server";
import { canonicalCountryName } from "~/domain/places/countries.server";
import { AppError } from "~/lib/errors";
import { slugifyShort } from "~/lib/slug";
import {
  degreeRuleErrors,
  INSTITUTION_LIST_PAGE_SIZE,
  INSTITUTION_MESSAGES,
  type DegreeRecord,
  type AdminInstitutionListQuery,
  type InstitutionInput,
} from "./institution-form.schemas";
import { FAITH_PROFILE_FIELDS, faithProfileProblems } from "./faith-profile";
import type { NewInstitutionInput } from "./institution-create.schemas";
import type { Institution, Pagination } from "./institution.schemas";
import type { StoredFactSource } from "./fact-sources";
import { forgetFactSources, readFactSources } from "./fact-sources.server";
import { toInstitution } from "./institutions.server";
import { evidenceOf } from "./listed-because.server";
import { SEMINARY_DEGREES, degreeField, degreeOnlineField, type DegreeField } from "./seminary-degrees";
import { DEGREE_COLUMNS } from "./seminary-degrees.server";
import { escapeLike } from "./search-query";
import { US_STATES } from "./us-states";
import { isRowId } from "~/lib/row-id";

type Row = typeof institutions.$inferSelect;
type Values = Partial<typeof institutions.$inferInsert>;

export interface AdminInstitutionRow {
  id: number;
  slug: string;
  institution_name: string;
  city: string | null;
  state_province: string | null;
  country: string;
  institution_type: string;
  denomination: string | null;
  accreditation_status: string | null;
  /** Hidden from the public until confirmed in the review queue. */
  needs_review: boolean;
  updated_at: string;
}

interface AdminInstitutionList {
  institutions: AdminInstitutionRow[];
  pagination: Pagination;
}

const folded = (value: SQL | string) => sql`lower(f_unaccent(${value}))`;

function listConditions(query: Pick<AdminInstitutionListQuery, "q" | "type">): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.q) {
    const pattern = folded(`%${escapeLike(query.q)}%`);
    conditions.push(
      or(
        sql`${folded(sql`${institutions.institutionName}`)} like ${pattern}`,
        sql`${folded(sql`coalesce(${institutions.city}, '')`)} like ${pattern}`,
        sql`${folded(sql`coalesce(${institutions.stateProvince}, '')`)} like ${pattern}`,
        sql`${folded(sql`coalesce(${institutions.stateName}, '')`)} like ${pattern}`,
      ),
    );
  }
  switch (query.type) {
    case "accredited":
      conditions.push(like(institutions.accreditationStatus, "%Accredited%"));
      break;
    case "bible_college":
      conditions.push(inArray(institutions.institutionType, ["Bible College", "Seminary"]));
      break;
    case "university":
      conditions.push(eq(institutions.institutionType, "University"));
      break;
    case "college":
      conditions.push(eq(institutions.institutionType, "College"));
      break;
  }
  return and(...conditions);
}

/** What every admin list of institutions shows of a school (the list, the review queue). */
export const INSTITUTION_LIST_COLUMNS = {
  id: institutions.id,
  slug: institutions.slug,
  institution_name: institutions.institutionName,
  city: institutions.city,
  state_province: institutions.stateProvince,
  country: institutions.country,
  institution_type: institutions.institutionType,
  denomination: institutions.denomination,
};

/**
 * How many institutions `where` keeps, the pages they make, and the page asked for within them:
 * a page past the end (an old link after deletions) shows the last page.
 */
export async function pageOfInstitutions(db: Database, where: SQL | undefined, requested: number, pageSize: number) {
  const [totals] = await db.select({ total: count() }).from(institutions).where(where);
  const total = totals?.total ?? 0;
  const totalPages = Math.max(1, Math.ceil(total / pageSize));
  return { total, totalPages, page: Math.min(requested, totalPages) };
}

/** The admin list: name, city or state/province text, a type filter, by name, 50 a page. */
export async function listAdminInstitutions(
  db: Database,
  query: AdminInstitutionListQuery,
  pageSize = INSTITUTION_LIST_PAGE_SIZE,
): Promise<AdminInstitutionList> {
  const where = listConditions(query);
  const { total, totalPages, page } = await pageOfInstitutions(db, where, query.page, pageSize);
  const rows = await db
    .select({
      ...INSTITUTION_LIST_COLUMNS,
      accreditation_status: institutions.accreditationStatus,
      needs_review: institutions.needsReview,
      updatedAt: institutions.updatedAt,
    })
    .from(institutions)
    .where(where)
    .orderBy(asc(institutions.institutionName), asc(institutions.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return {
    institutions: rows.map(({ updatedAt, ...row }) => ({ ...row, updated_at: updatedAt.toISOString() })),
    pagination: { total, page, pageSize, totalPages },
  };
}

export async function getInstitutionById(db: Executor, id: number): Promise<Institution | null> {
  if (!isRowId(id)) return null;
  const [row] = await db.select().from(institutions).where(eq(institutions.id, id)).limit(1);
  return row ? toInstitution(row, await readFactSources(db, row.id)) : null;
}

/** Column values from the editor's fields (only those given, for a partial update). */
function toValues(input: Partial<InstitutionInput>): Values {
  const values: Values = {};
  const set = <K extends keyof Values>(key: K, value: Values[K] | undefined) => {
    if (value !== undefined) values[key] = value;
  };
  set("institutionName", input.institution_name);
  set("institutionType", input.institution_type);
  set("denomination", input.denomination);
  set("accreditationStatus", input.accreditation_status);
  set("accreditor", input.accreditor);
  set("website", input.website);
  set("fullAddress", input.full_address);
  set("streetAddress", input.street_address);
  set("city", input.city);
  set("stateProvince", input.state_province);
  set("country", input.country);
  set("postalCode", input.postal_code);
  set("studentBodySize", input.student_body_size);
  set("foundedYear", input.founded_year);
  set("associations", input.associations);
  set("faithStatementUrl", input.faith_statement_url);
  set("faithAffirmedByStudents", input.faith_affirmed_by_students);
  set("faithAffirmedByFaculty", input.faith_affirmed_by_faculty);
  set("faithAffirmedByStaff", input.faith_affirmed_by_staff);
  set("faithAffirmedByBoard", input.faith_affirmed_by_board);
  set("chapel", input.chapel);
  set("chapelTimesPerWeek", input.chapel_times_per_week);
  set("lifestyleCovenant", input.lifestyle_covenant);
  set("covenantTopics", input.covenant_topics);
  set("bibleCreditsRequired", input.bible_credits_required);
  set("pastorReferenceRequired", input.pastor_reference_required);
  set("faithProfileSourceUrl", input.faith_profile_source_url);
  set("faithProfileVerifiedOn", input.faith_profile_verified_on);
  set("campusType", input.campus_type);
  set("tuitionRange", input.tuition_range);
  set("tuition", input.tuition);
  set("tuitionOutOfState", input.tuition_out_of_state);
  set("financialAidAvailable", input.financial_aid_available);
  set("onlinePrograms", input.online_programs);
  Object.assign(values, degreeValues(input));
  set("description", input.description);
  set("detailedSummary", input.detailed_summary);
  set("keyPrograms", input.key_programs);
  set("uniqueFeatures", input.unique_features);
  set("whyChoose", input.why_choose);
  set("studentOutcomes", input.student_outcomes);
  set("imagePath", input.image_path);
  set("metaTitle", input.meta_title);
  set("metaDescription", input.meta_description);
  return values;
}

/**
 * The messages, per field, of the degree record a change would leave (nothing is saved when there
 * are any), `current` being the row before the change: a partial change is judged with the values
 * it leaves alone. A degree fact stated on the school's page or reported by it keeps its own
 * provenance while the change leaves it as it is (`sources`: the row's fact sources).
 */
export function degreeRuleProblems(
  input: Partial<InstitutionInput>,
  current?: Row,
  sources: readonly StoredFactSource[] = [],
): Record<string, string> {
  const given = <T>(value: T | undefined, stored: T | null | undefined): T | null =>
    value !== undefined ? value : (stored ?? null);
  const stored = {} as Record<DegreeField, boolean | null>;
  const record = {
    degrees_online_approved: given(input.degrees_online_approved, current?.degreesOnlineApproved),
    degrees_source_url: given(input.degrees_source_url, current?.degreesSourceUrl),
    degrees_verified_on: given(input.degrees_verified_on, current?.degreesVerifiedOn),
  } as DegreeRecord;
  for (const degree of SEMINARY_DEGREES) {
    const [offered, online] = DEGREE_COLUMNS[degree];
    record[degreeField(degree)] = given(input[degreeField(degree)], current?.[offered]);
    record[degreeOnlineField(degree)] = given(input[degreeOnlineField(degree)], current?.[online]);
    stored[degreeField(degree)] = current?.[offered] ?? null;
    stored[degreeOnlineField(degree)] = current?.[online] ?? null;
  }
  const own = new Set(
    sources
      .map((source) => source.field as DegreeField)
      .filter((field) => field in stored && record[field] === stored[field]),
  );
  return degreeRuleErrors(record, own);
}

function requireDegreeRules(input: Partial<InstitutionInput>, current?: Row, sources?: readonly StoredFactSource[]) {
  const errors = degreeRuleProblems(input, current, sources);
  const [first] = Object.values(errors);
  if (first) throw new AppError("invalid", first, errors);
}

/** The degree columns of the fields given. */
export function degreeValues(input: Partial<InstitutionInput>): Values {
  const values: Values = {};
  for (const degree of SEMINARY_DEGREES) {
    const [offered, online] = DEGREE_COLUMNS[degree];
    if (input[degreeField(degree)] !== undefined) values[offered] = input[degreeField(degree)];
    if (input[degreeOnlineField(degree)] !== undefined) values[online] = input[degreeOnlineField(degree)];
  }
  if (input.degrees_online_approved !== undefined) values.degreesOnlineApproved = input.degrees_online_approved;
  if (input.degrees_source_url !== undefined) values.degreesSourceUrl = input.degrees_source_url;
  if (input.degrees_verified_on !== undefined) values.degreesVerifiedOn = input.degrees_verified_on;
  return values;
}

/** The degree columns a change gives that differ from the row, and their field names (for edited_fields). */
export function changedDegreeValues(
  input: Partial<InstitutionInput>,
  current: Row,
): { values: Values; fields: string[] } {
  const values: Values = {};
  const fields: string[] = [];
  for (const [column, value] of Object.entries(degreeValues(input)) as [keyof Values & keyof Row, unknown][]) {
    if (current[column] === value) continue;
    Object.assign(values, { [column]: value });
    fields.push(snake(column));
  }
  return { values, fields };
}

/** The search columns read the state's full name too ('Texas' finds TX schools). */
function stateName(country: string, stateProvince: string | null): string | null {
  if (!stateProvince) return null;
  return country === "United States" ? (US_STATES[stateProvince.toUpperCase()] ?? stateProvince) : stateProvince;
}

/** The slug to store: the one asked for (refused when another school has it), or one from the name. */
async function chooseSlug(db: Executor, requested: string | null | undefined, name: string, exceptId?: number) {
  if (!requested) return allocateSlug(db, "institutions", slugifyShort(name) || "institution", exceptId);
  if (!(await claimSlug(db, "institutions", requested, exceptId))) {
    throw new AppError("conflict", INSTITUTION_MESSAGES.slugTaken, { slug: INSTITUTION_MESSAGES.slugTaken });
  }
  return requested;
}

export const COUNTRY_MESSAGE =
  "Country must be a country's name as ISO 3166 gives it (e.g. United States, South Korea)";

/** The country as the directory writes it (ISO 3166, countries.server.ts); an unknown name is refused. */
function isoCountry(name: string): string {
  const country = canonicalCountryName(name);
  if (!country) throw new AppError("invalid", COUNTRY_MESSAGE, { country: COUNTRY_MESSAGE });
  return country;
}

/** Why a school created without evidence waits in the review queue. */
export const CREATED_WITHOUT_EVIDENCE_NOTE =
  "Added in the editor; waits for the page that states its Christian identity.";

/**
 * Creates a school. With the page that states its Christian identity it is listed at once, that
 * page (dated today) being why it is listed, as a confirmation in the review queue records it;
 * without, it waits in the review queue, hidden from the public.
 */
export async function createInstitution(
  db: Database,
  actor: AdminActor,
  input: NewInstitutionInput,
): Promise<Institution> {
  const listedBecause = input.listed_because ? evidenceOf(input.listed_because) : null;
  const listing = listedBecause
    ? { needsReview: false, listedBecause, editedFields: ["listed_because", "needs_review"] }
    : { needsReview: true, reviewNote: CREATED_WITHOUT_EVIDENCE_NOTE };
  return retryOnSlugClash("institutions", () =>
    db.transaction(async (tx) => {
      assertFaithProfile(null, input);
      requireDegreeRules(input);
      const country = isoCountry(input.country);
      const slug = await chooseSlug(tx, input.slug, input.institution_name);
      const given = toValues(input);
      requireTuitionRange(given.tuition, given.tuitionRange);
      const [row] = await tx
        .insert(institutions)
        .values({
          ...given,
          institutionName: input.institution_name,
          institutionType: input.institution_type,
          country,
          slug,
          stateName: stateName(country, input.state_province),
          dataSource: "Admin editor",
          ...listing,
          ...administratorFacts(
            given,
            (Object.keys(given) as (keyof Values & keyof Row)[]).filter((key) => given[key] != null),
          ),
          ...(input.founded_year == null
            ? {}
            : { foundedSource: ADMIN_SOURCE, foundedSourceYear: new Date().getFullYear() }),
          ...(input.associations.length
            ? { associationsSource: ADMIN_SOURCE, associationsSourceYear: new Date().getFullYear() }
            : {}),
        })
        .returning();
      const created = row!;
      await recordAudit(tx, actor, {
        action: "create",
        entityType: "institution",
        entityId: created.id,
        summary: `Created institution "${created.institutionName}"`,
        details: listedBecause
          ? { slug: created.slug, listed_because: listedBecause }
          : { slug: created.slug, needs_review: true, review_note: CREATED_WITHOUT_EVIDENCE_NOTE },
      });
      return toInstitution(created);
    }),
  );
}

const COMPARED: (keyof Row)[] = [
  "slug",
  "institutionName",
  "institutionType",
  "denomination",
  "accreditationStatus",
  "accreditor",
  "website",
  "fullAddress",
  "streetAddress",
  "city",
  "stateProvince",
  "stateName",
  "country",
  "postalCode",
  "studentBodySize",
  "foundedYear",
  "associations",
  "faithStatementUrl",
  "faithAffirmedByStudents",
  "faithAffirmedByFaculty",
  "faithAffirmedByStaff",
  "faithAffirmedByBoard",
  "chapel",
  "chapelTimesPerWeek",
  "lifestyleCovenant",
  "covenantTopics",
  "bibleCreditsRequired",
  "pastorReferenceRequired",
  "faithProfileSourceUrl",
  "faithProfileVerifiedOn",
  "campusType",
  "tuitionRange",
  "tuition",
  "tuitionOutOfState",
  "financialAidAvailable",
  "onlinePrograms",
  ...SEMINARY_DEGREES.flatMap((degree) => DEGREE_COLUMNS[degree]),
  "degreesOnlineApproved",
  "degreesSourceUrl",
  "degreesVerifiedOn",
  "description",
  "detailedSummary",
  "keyPrograms",
  "uniqueFeatures",
  "whyChoose",
  "studentOutcomes",
  "imagePath",
  "metaTitle",
  "metaDescription",
];

/**
 * Refuses a faith profile whose fields do not hold together once the change is applied (times per
 * week without required chapel, covenant topics without a covenant, facts without their source and
 * date): one message per field, nothing saved.
 */
export function assertFaithProfile(current: Institution | null, input: Partial<InstitutionInput>) {
  const problems = faithProfileChangeProblems(current, input);
  const first = Object.values(problems)[0];
  if (first) throw new AppError("invalid", first, problems);
}

/** The profile's cross-field problems once `input` is applied to `current` (none: empty). */
export function faithProfileChangeProblems(current: Institution | null, input: Partial<InstitutionInput>) {
  const profile = Object.fromEntries(
    FAITH_PROFILE_FIELDS.map((field) => [
      field,
      input[field] !== undefined ? input[field] : (current?.[field] ?? null),
    ]),
  ) as Pick<Institution, (typeof FAITH_PROFILE_FIELDS)[number]>;
  profile.covenant_topics ??= [];
  // Facts stated on the school's page or reported by it keep their own provenance while unchanged.
  const own = new Set(
    (current?.fact_sources ?? [])
      .filter((source) => source.kind === "school_site" || source.kind === "school_reported")
      .map((source) => source.field)
      .filter((field) => {
        const given = input[field as keyof InstitutionInput];
        const stored = current?.[field as keyof Institution];
        return given === undefined || JSON.stringify(given) === JSON.stringify(stored);
      }),
  );
  return faithProfileProblems(profile, own);
}

/**
 * The columns of the profile's fields given that differ from the row's, and their names for
 * edited_fields (a later seed leaves them alone): what a bulk import writes.
 */
export function faithProfileChanges(
  current: Row,
  input: Partial<InstitutionInput>,
): { changes: Values; edited: string[] } {
  const values = toValues(Object.fromEntries(FAITH_PROFILE_FIELDS.map((field) => [field, input[field]])));
  const changes: Values = {};
  const edited: string[] = [];
  for (const [key, value] of Object.entries(values) as [keyof Values & keyof Row, unknown][]) {
    const same = Array.isArray(value)
      ? value.join(",") === (current[key] as string[]).join(",")
      : value === current[key];
    if (same) continue;
    (changes as Record<string, unknown>)[key] = value;
    edited.push(snake(key));
  }
  return { changes, edited };
}

/** The source named beside a fact an administrator typed in. */
export const ADMIN_SOURCE = "Administrator";

/**
 * The row's edited_fields with these field names added: the fields a later seed leaves alone.
 */
export function withEditedFields(fields: string[]): SQL<string[]> {
  return sql<
    string[]
  >`array(select distinct unnest(${institutions.editedFields} || ${sql.param(fields)}::text[]) order by 1)`;
}

/**
 * Of the facts held from several sources, those an administrator set: each is now theirs, dated by
 * the year of the edit, and stays until the seed brings a source of a later year. A tuition figure
 * also sets the range it falls in, and a tuition cleared clears it (unless the range is set in the
 * same change: requireTuitionRange then checks it); an enrolment typed in says nothing about what it
 * counts.
 */
function administratorFacts(values: Values, changed: (keyof Row)[]): Values {
  const stamped: Record<string, unknown> = {};
  for (const [value, source, year] of Object.values(FACT_COLUMNS)) {
    if (!changed.includes(value)) continue;
    stamped[source] = ADMIN_SOURCE;
    stamped[year] = editYear();
  }
  if (changed.includes("studentBodySize")) stamped.studentBodySizeMeasure = null;
  if (changed.includes("tuition") && !changed.includes("tuitionRange")) {
    stamped.tuitionRange = values.tuition == null ? null : tuitionRangeFor(values.tuition);
  }
  return stamped as Values;
}

/**
 * A school with a tuition figure shows the range that figure falls in, never another one: a range
 * that disagrees with the tuition is refused, naming the range it must be.
 */
function requireTuitionRange(tuition: number | null | undefined, range: string | null | undefined) {
  if (tuition == null || range == null) return;
  const expected = tuitionRangeFor(tuition);
  if (range === expected) return;
  const message = INSTITUTION_MESSAGES.tuitionRangeMismatch(expected);
  throw new AppError("invalid", message, { tuition_range: message });
}

const snake = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/**
 * Changes the fields given (all of them from the editor, some from a PATCH). A slug field left
 * empty is made again from the name. Returns the institution as saved; nothing is written (and
 * nothing recorded) when no value differs.
 */
export async function updateInstitution(
  db: Database,
  actor: AdminActor,
  id: number,
  input: Partial<InstitutionInput>,
): Promise<Institution> {
  return retryOnSlugClash("institutions", () =>
    db.transaction(async (tx) => {
      const [current] = await tx.select().from(institutions).where(eq(institutions.id, id)).for("update").limit(1);
      if (!current) throw new AppError("not_found", "Institution not found");
      const sources = await readFactSources(tx, id);
      assertFaithProfile(toInstitution(current, sources), input);
      requireDegreeRules(input, current, sources);
      const values = toValues(input);
      const name = input.institution_name ?? current.institutionName;
      if (input.slug !== undefined) values.slug = await chooseSlug(tx, input.slug, name, id);
      if (input.country !== undefined) values.country = isoCountry(input.country);
      const country = values.country ?? current.country;
      if (input.country !== undefined || input.state_province !== undefined) {
        values.stateName = stateName(
          country,
          input.state_province !== undefined ? input.state_province : current.stateProvince,
        );
      }
      const differs = (key: keyof Row) =>
        key === "associations" || key === "covenantTopics"
          ? values[key]!.join(",") !== current[key].join(",")
          : values[key as keyof Values] !== current[key];
      const changed = COMPARED.filter((key) => key in values && differs(key));
      if (!changed.length) return toInstitution(current);
      if (changed.includes("foundedYear")) {
        // The year is now the administrator's: that is its source, dated by the edit.
        values.foundedSource = values.foundedYear == null ? null : ADMIN_SOURCE;
        values.foundedSourceYear = values.foundedYear == null ? null : new Date().getFullYear();
      }
      Object.assign(values, administratorFacts(values, changed));
      if (changed.includes("tuition") || changed.includes("tuitionRange")) {
        requireTuitionRange(
          "tuition" in values ? values.tuition : current.tuition,
          "tuitionRange" in values ? values.tuitionRange : current.tuitionRange,
        );
      }
      if (changed.includes("associations")) {
        // Memberships the administrator set (or cleared) are theirs, dated by the edit.
        const any = values.associations!.length > 0;
        values.associationsSource = any ? ADMIN_SOURCE : null;
        values.associationsSourceYear = any ? new Date().getFullYear() : null;
      }
      const [row] = await tx
        .update(institutions)
        .set({ ...values, editedFields: withEditedFields(changed.map(snake)), updatedAt: new Date() })
        .where(eq(institutions.id, id))
        .returning();
      const saved = row!;
      await forgetFactSources(tx, id, changed.map(snake));
      await recordAudit(tx, actor, {
        action: "update",
        entityType: "institution",
        entityId: id,
        summary: `Updated institution "${saved.institutionName}"`,
        details: { fields: changed.filter((key) => key !== "stateName").map(snake) },
      });
      return toInstitution(saved);
    }),
  );
}

interface DeletedInstitution {
  id: number;
  institution_name: string;
  slug: string;
}

/**
 * Deletes the institutions with these ids (saved favorites go with them), all or none, with one
 * audit entry each. Ids that no longer exist are skipped; the answer lists what was deleted.
 */
export async function deleteInstitutions(
  db: Database,
  actor: AdminActor,
  ids: number[],
): Promise<DeletedInstitution[]> {
  const unique = [...new Set(ids)];
  if (!unique.length) return [];
  return db.transaction(async (tx) => {
    const rows = await tx
      .delete(institutions)
      .where(inArray(institutions.id, unique))
      .returning({ id: institutions.id, institution_name: institutions.institutionName, slug: institutions.slug });
    for (const row of rows) {
      await recordAudit(tx, actor, {
        action: "delete",
        entityType: "institution",
        entityId: row.id,
        summary: `Deleted institution "${row.institution_name}"`,
        details: { slug: row.slug, ...(rows.length > 1 ? { bulk: rows.length } : {}) },
      });
    }
    return rows;
  });
}

/** Names and slugs of the given ids, in name order: what a delete confirmation lists. */
export async function listInstitutionNames(db: Database, ids: number[]): Promise<DeletedInstitution[]> {
  const unique = [...new Set(ids)].filter(isRowId);
  if (!unique.length) return [];
  return db
    .select({ id: institutions.id, institution_name: institutions.institutionName, slug: institutions.slug })
    .from(institutions)
    .where(inArray(institutions.id, unique))
    .orderBy(asc(institutions.institutionName), asc(institutions.id));
}
