import { asc, count, countDistinct, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { institutions } from "~/db/schema/institutions";
import type { Institution, InstitutionCard } from "./institution.schemas";

type Row = typeof institutions.$inferSelect;

export const FEATURED_LIMIT = 6;

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
    accreditation_status: row.accreditationStatus,
    student_body_size: row.studentBodySize,
    image_path: row.imagePath,
    online_programs: row.onlinePrograms,
    financial_aid_available: row.financialAidAvailable,
    tuition: row.tuition,
    tuition_year: row.tuitionYear,
  };
}

export function toInstitution(row: Row): Institution {
  return {
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
    accreditor: row.accreditor,
    founded_year: row.foundedYear,
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
}

/** The home page's featured schools: at most six, by name. */
export async function listFeaturedInstitutions(db: Database): Promise<InstitutionCard[]> {
  const rows = await db
    .select()
    .from(institutions)
    .where(eq(institutions.isFeatured, true))
    .orderBy(asc(institutions.institutionName))
    .limit(FEATURED_LIMIT);
  return rows.map(toInstitutionCard);
}

/** How many schools in how many countries: the figures in the home page hero. */
export async function getDirectoryTotals(db: Database) {
  const [totals] = await db
    .select({ institutions: count(), countries: countDistinct(institutions.country) })
    .from(institutions);
  return totals ?? { institutions: 0, countries: 0 };
}
