import { and, asc, count, countDistinct, eq, inArray, isNotNull, ne, notInArray, sql, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { enrollmentMeasure } from "~/db/current-facts";
import { enrollmentDisplay } from "./current-fact-labels";
import { institutions } from "~/db/schema/institutions";
import { accreditorType } from "./accreditor-types";
import { orderedAssociations } from "./associations";
import { isChapelKind, orderedCovenantTopics } from "./faith-profile";
import { factSourcesOf, type StoredFactSource } from "./fact-sources";
import { readFactSources, readFactSourcesOf } from "./fact-sources.server";
import { isListedBecauseKind, type ListedBecause } from "./listed-because";
import { LISTED } from "./listed.server";
import { seminaryDegreesOf } from "./seminary-degrees.server";
import { perDataVersion, searchIndex } from "./search-index.server";
import { traditionGroup } from "./traditions";
import { milesBetween } from "~/domain/places/places.server";
import {
  InstitutionCardSchema,
  type FilterOptions,
  type Institution,
  type InstitutionCard,
} from "./institution.schemas";

type Row = typeof institutions.$inferSelect;

const FEATURED_LIMIT = 6;

export function toInstitutionCard(row: Row): InstitutionCard {
  return {
    id: row.id,
    slug: row.slug,
    institution_name: row.institutionName,
    city: row.city,
    state_province: row.stateProvince,
    country: row.country,
    institution_type: row.institutionType,
    denomination: row.denomination,
    tradition: row.tradition,
    accreditation_status: row.accreditationStatus,
    student_body_size: row.studentBodySize,
    student_body_size_measure: enrollmentMeasure(row.studentBodySizeMeasure),
    student_body_size_display: enrollmentDisplay(row.studentBodySize, row.studentBodySizeMeasure),
    image_path: row.imagePath,
    online_programs: row.onlinePrograms,
    financial_aid_available: row.financialAidAvailable,
    tuition: row.tuition,
    tuition_year: row.tuitionYear,
    tuition_source: row.tuitionSource,
  };
}

const CARD_FIELDS = InstitutionCardSchema.keyof().options;

/** The card of an institution already read in full. */
export function cardOfInstitution(institution: Institution): InstitutionCard {
  return Object.fromEntries(CARD_FIELDS.map((field) => [field, institution[field]])) as InstitutionCard;
}

/** The stored evidence, or null when there is none or it names no kind the directory knows. */
export function listedBecauseOf(stored: Row["listedBecause"]): ListedBecause | null {
  if (!stored || !isListedBecauseKind(stored.kind)) return null;
  return { kind: stored.kind, source: stored.source, url: stored.url, quote: stored.quote, year: stored.year };
}

/**
 * The school as the pages and the API see it; `stored` are its provenance rows (read them with
 * `readFactSources`): without them only the derived provenance is given.
 */
export function toInstitution(row: Row, stored: readonly StoredFactSource[] = []): Institution {
  const institution: Omit<Institution, "fact_sources"> = {
    ...toInstitutionCard(row),
    source_id: row.sourceId,
    alias: row.alias,
    street_address: row.streetAddress,
    state_name: row.stateName,
    postal_code: row.postalCode,
    full_address: row.fullAddress,
    website: row.website,
    latitude: row.latitude,
    longitude: row.longitude,
    description: row.description,
    detailed_summary: row.detailedSummary,
    key_programs: row.keyPrograms,
    unique_features: row.uniqueFeatures,
    why_choose: row.whyChoose,
    student_outcomes: row.studentOutcomes,
    denomination_detail: row.denominationDetail,
    christian_tradition: row.christianTradition,
    control: row.control,
    highest_degree: row.highestDegree,
    accreditor: row.accreditor,
    accreditor_source: row.accreditorSource,
    accreditor_year: row.accreditorYear,
    student_body_size_source: row.studentBodySizeSource,
    student_body_size_year: row.studentBodySizeYear,
    online_programs_source: row.onlineProgramsSource,
    online_programs_year: row.onlineProgramsYear,
    financial_aid_available_source: row.financialAidAvailableSource,
    financial_aid_available_year: row.financialAidAvailableYear,
    tuition_out_of_state: row.tuitionOutOfState,
    tuition_out_of_state_source: row.tuitionOutOfStateSource,
    tuition_out_of_state_year: row.tuitionOutOfStateYear,
    accreditor_type: accreditorType(row.accreditor),
    founded_year: row.foundedYear,
    founded_source: row.foundedSource,
    founded_source_year: row.foundedSourceYear,
    founded_source_url: row.foundedSourceUrl,
    founded_quote: row.foundedQuote,
    listed_because: listedBecauseOf(row.listedBecause),
    location_precision:
      row.locationPrecision === "city" || row.locationPrecision === "campus" ? row.locationPrecision : null,
    associations: orderedAssociations(row.associations),
    associations_source: row.associationsSource,
    associations_source_year: row.associationsSourceYear,
    faith_statement_url: row.faithStatementUrl,
    faith_affirmed_by_students: row.faithAffirmedByStudents,
    faith_affirmed_by_faculty: row.faithAffirmedByFaculty,
    faith_affirmed_by_staff: row.faithAffirmedByStaff,
    faith_affirmed_by_board: row.faithAffirmedByBoard,
    chapel: isChapelKind(row.chapel) ? row.chapel : null,
    chapel_times_per_week: row.chapelTimesPerWeek,
    lifestyle_covenant: row.lifestyleCovenant,
    covenant_topics: orderedCovenantTopics(row.covenantTopics),
    bible_credits_required: row.bibleCreditsRequired,
    pastor_reference_required: row.pastorReferenceRequired,
    faith_profile_source_url: row.faithProfileSourceUrl,
    faith_profile_verified_on: row.faithProfileVerifiedOn,
    seminary_degrees: seminaryDegreesOf(row),
    degrees_online_approved: row.degreesOnlineApproved,
    degrees_source_url: row.degreesSourceUrl,
    degrees_verified_on: row.degreesVerifiedOn,
    admissions_url: row.admissionsUrl,
    tuition_url: row.tuitionUrl,
    contact_email: row.contactEmail,
    campus_type: row.campusType,
    campus_setting: row.campusSetting,
    tuition_range: row.tuitionRange,
    meta_title: row.metaTitle,
    meta_description: row.metaDescription,
    is_featured: row.isFeatured,
    needs_review: row.needsReview,
    data_source: row.dataSource,
    updated_at: row.updatedAt.toISOString(),
  };
  return { ...institution, fact_sources: factSourcesOf(institution, stored) };
}

/** The home page's featured schools: at most six, by name. */
export async function listFeaturedInstitutions(db: Database): Promise<InstitutionCard[]> {
  const rows = await db
    .select()
    .from(institutions)
    .where(and(eq(institutions.isFeatured, true), LISTED))
    .orderBy(asc(institutions.institutionName))
    .limit(FEATURED_LIMIT);
  return rows.map(toInstitutionCard);
}

/**
 * How many schools in how many countries: the figures in the home page hero. Read once per data
 * version (`dataVersion`: when the request already read it).
 */
export async function getDirectoryTotals(db: Database, dataVersion?: number) {
  return perDataVersion(await searchIndex(db, dataVersion), "totals", async () => {
    const [totals] = await db
      .select({ institutions: count(), countries: countDistinct(institutions.country) })
      .from(institutions)
      .where(LISTED);
    return totals ?? { institutions: 0, countries: 0 };
  });
}

/** Slugs are URL-safe words; anything else (a NUL byte above all) cannot name a school. */
const POSSIBLE_SLUG = /^[\w.~-]{1,200}$/;

export function isPossibleSlug(value: string): boolean {
  return POSSIBLE_SLUG.test(value);
}

/** A listed school by its slug (null for a row waiting for review, as for one that does not exist). */
export async function getInstitutionBySlug(db: Database, slug: string): Promise<Institution | null> {
  if (!POSSIBLE_SLUG.test(slug)) return null;
  const [row] = await db
    .select()
    .from(institutions)
    .where(and(eq(institutions.slug, slug), LISTED))
    .limit(1);
  return row ? toInstitution(row, await readFactSources(db, row.id)) : null;
}

/**
 * The current address of a listed school that `slug` once named (the school was renamed, or a campus
 * or duplicate was folded into it), or null.
 */
export async function findRenamedSlug(db: Database, slug: string): Promise<string | null> {
  if (!POSSIBLE_SLUG.test(slug)) return null;
  const [row] = await db
    .select({ slug: institutions.slug })
    .from(institutions)
    .where(and(sql`${institutions.formerSlugs} @> array[${slug}]::text[]`, LISTED))
    .orderBy(asc(institutions.id))
    .limit(1);
  return row?.slug ?? null;
}

/** The listed schools named by `slugs`, in no particular order. */
export async function listInstitutionsBySlugs(db: Database, slugs: readonly string[]): Promise<Institution[]> {
  const possible = slugs.filter(isPossibleSlug);
  if (!possible.length) return [];
  const rows = await db
    .select()
    .from(institutions)
    .where(and(inArray(institutions.slug, possible), LISTED));
  const stored = await readFactSourcesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toInstitution(row, stored.get(row.id)));
}

export const RELATED_DEFAULT = 3;
export const RELATED_MAX = 12;

/**
 * 'You Might Also Like': schools of the same denomination first, then of the same state, then of
 * the same country, then of the same type, until `limit` are found; never the school itself. Within
 * a group, those sharing its state or its country come first, then the nearest (when both are on
 * the map), then those of its type, then by name: a Catholic university in Rome is offered Catholic
 * schools in Italy before those elsewhere, and a Catholic college in the Philippines the Catholic
 * schools of East Asia before those of Massachusetts.
 */
export async function listRelatedInstitutions(
  db: Database,
  institution: Pick<
    Institution,
    "id" | "denomination" | "state_province" | "country" | "institution_type" | "latitude" | "longitude"
  >,
  limit = RELATED_DEFAULT,
): Promise<InstitutionCard[]> {
  const found: InstitutionCard[] = [];
  const sameCountry = eq(institutions.country, institution.country);
  const sameState = institution.state_province
    ? and(sameCountry, eq(institutions.stateProvince, institution.state_province))
    : undefined;
  const sameType = eq(institutions.institutionType, institution.institution_type);
  const { latitude, longitude } = institution;
  const origin = latitude !== null && longitude !== null ? { latitude, longitude } : null;
  const groups: (SQL | undefined)[] = [
    institution.denomination ? eq(institutions.denomination, institution.denomination) : undefined,
    sameState,
    sameCountry,
    sameType,
  ];
  for (const group of groups) {
    if (!group || found.length >= limit) continue;
    // The group's schools, ranked by what they share with the school, then by distance.
    const candidates = await db
      .select({
        id: institutions.id,
        sameState: sameState ? sql<boolean>`${sameState}` : sql<boolean>`false`,
        sameCountry: sql<boolean>`${sameCountry}`,
        sameType: sql<boolean>`coalesce(${sameType}, false)`,
        latitude: institutions.latitude,
        longitude: institutions.longitude,
      })
      .from(institutions)
      .where(and(group, LISTED, notInArray(institutions.id, [institution.id, ...found.map((card) => card.id)])))
      .orderBy(asc(institutions.institutionName), asc(institutions.id));
    const miles = (row: (typeof candidates)[number]) =>
      origin && row.latitude !== null && row.longitude !== null
        ? milesBetween(origin, { latitude: row.latitude, longitude: row.longitude })
        : Infinity;
    const byRank = (a: (typeof candidates)[number], b: (typeof candidates)[number]) =>
      Number(b.sameState) - Number(a.sameState) ||
      Number(b.sameCountry) - Number(a.sameCountry) ||
      miles(a) - miles(b) ||
      Number(b.sameType) - Number(a.sameType);
    // A stable sort keeps the name order among equals (schools off the map, or at one city's centre).
    const chosen = candidates
      .sort((a, b) => byRank(a, b) || 0)
      .slice(0, limit - found.length)
      .map((row) => row.id);
    if (!chosen.length) continue;
    const rows = await db.select().from(institutions).where(inArray(institutions.id, chosen));
    const byId = new Map(rows.map((row) => [row.id, row]));
    found.push(...chosen.map((id) => toInstitutionCard(byId.get(id)!)));
  }
  return found;
}

type TextColumn =
  | typeof institutions.country
  | typeof institutions.stateProvince
  | typeof institutions.institutionType
  | typeof institutions.denomination
  | typeof institutions.tradition
  | typeof institutions.accreditationStatus;

/**
 * Distinct non-empty values of a column among listed schools, in English alphabetical order
 * ("Côte d'Ivoire" before "Cuba"), whatever the database's collation sorts by.
 */
async function distinctValues(db: Database, column: TextColumn, where?: SQL): Promise<string[]> {
  const rows = await db
    .selectDistinct({ value: column })
    .from(institutions)
    .where(and(isNotNull(column), ne(column, ""), LISTED, where));
  return rows.map((row) => row.value as string).sort((a, b) => a.localeCompare(b, "en"));
}

/**
 * Distinct, sorted, non-empty values of each filter (what the filter menus offer). Read once per
 * data version (`dataVersion`: when the request already read it).
 */
export async function listFilterOptions(db: Database, dataVersion?: number): Promise<FilterOptions> {
  return perDataVersion(await searchIndex(db, dataVersion), "filter options", () => readFilterOptions(db));
}

async function readFilterOptions(db: Database): Promise<FilterOptions> {
  const [country, institutionType, denomination, tradition, accreditationStatus] = await Promise.all([
    distinctValues(db, institutions.country),
    distinctValues(db, institutions.institutionType),
    distinctValues(db, institutions.denomination),
    distinctValues(db, institutions.tradition),
    distinctValues(db, institutions.accreditationStatus),
  ]);
  return {
    country,
    institution_type: institutionType,
    denomination,
    // The filter offers each church body once (traditions.ts), as the search's facet counts it.
    tradition: [...new Set(tradition.map((value) => traditionGroup(value)))].sort((a, b) => a.localeCompare(b, "en")),
    accreditation_status: accreditationStatus,
  };
}

/** The states or provinces that schools of a country are in, sorted. */
export function listStatesForCountry(db: Database, country: string): Promise<string[]> {
  return distinctValues(db, institutions.stateProvince, eq(institutions.country, country));
}
