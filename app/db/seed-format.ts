/** Columns of data/seed/institutions.csv, in file order (written by scripts/build-seed.ts). */
export const SEED_COLUMNS = [
  "source_id",
  "slug",
  "institution_name",
  "alias",
  "street_address",
  "city",
  "state_province",
  "state_name",
  "country",
  "postal_code",
  "full_address",
  "website",
  "latitude",
  "longitude",
  "description",
  "institution_type",
  "denomination",
  "denomination_detail",
  "christian_tradition",
  "accreditation_status",
  "accreditor",
  "online_programs",
  "financial_aid_available",
  "student_body_size",
  "campus_type",
  "campus_setting",
  "control",
  "highest_degree",
  "tuition",
  "tuition_year",
  "tuition_range",
  "is_featured",
  "needs_review",
  "review_note",
  "data_source",
  "founded_year",
  "founded_source",
  "founded_source_year",
  /** The page a founding year was read from, and its words (checked pages only). */
  "founded_source_url",
  "founded_quote",
  /** A founding year a source gives but that is in doubt: waits for an administrator, never shown. */
  "founded_doubt",
  /** Short names joined by "|", e.g. "CCCU". */
  "associations",
  "associations_source",
  "associations_source_year",
  /** Why the school is listed: the source that states its Christian identity (listed-because.ts). */
  "listed_because_kind",
  "listed_because_source",
  "listed_because_url",
  "listed_because_quote",
  "listed_because_year",
  /** Earlier addresses of the school (a renamed school, a campus or duplicate folded in), "|"-joined. */
  "former_slugs",
  /** "city" when the coordinates are the centre of the school's city, not its campus. */
  "location_precision",
  /** The school's own page that states its church (denomination, denomination_detail), its words and the day read. */
  "affiliation_source_url",
  "affiliation_quote",
  "affiliation_read_on",
] as const;

/** The tuition ranges the admin editor offers; a figure on a boundary belongs to the lower range. */
export function tuitionRangeFor(tuition: number): string {
  if (tuition < 10_000) return "Under $10,000";
  if (tuition <= 20_000) return "$10,000 - $20,000";
  if (tuition <= 30_000) return "$20,000 - $30,000";
  if (tuition <= 40_000) return "$30,000 - $40,000";
  if (tuition <= 50_000) return "$40,000 - $50,000";
  return "Over $50,000";
}

/** Columns of data/seed/school-facts.csv (scripts/school-facts.ts): one stated fact of a school's own page a line. */
export const SCHOOL_FACT_SEED_COLUMNS = ["source_id", "field", "value", "source_url", "quote", "read_on"] as const;
export type SchoolFactSeedRow = Record<(typeof SCHOOL_FACT_SEED_COLUMNS)[number], string>;

/**
 * Columns of data/seed/recognition.csv (scripts/recognition.ts): the body that recognises a school
 * abroad, as a page of the school or of that body states it, one school a line (by slug).
 */
export const RECOGNITION_SEED_COLUMNS = [
  "slug",
  "accreditor",
  "accreditation_status",
  "accreditor_source",
  "accreditor_year",
  "kind",
  "source_url",
  "quote",
  "quote_english",
  "read_on",
] as const;
export type RecognitionSeedRow = Record<(typeof RECOGNITION_SEED_COLUMNS)[number], string>;
