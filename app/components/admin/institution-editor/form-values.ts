import { DEFAULT_COUNTRY, type InstitutionField } from "~/domain/institutions/institution-form.schemas";
import type { Institution } from "~/domain/institutions/institution.schemas";
import { degreeField, degreeOnlineField, SEMINARY_DEGREES } from "~/domain/institutions/seminary-degrees";

/** The editor's starting values: a new school starts in the default country; an unknown fact is empty. */
export function formValues(institution: Institution | null): Partial<
  Record<Exclude<InstitutionField, "associations" | "covenant_topics">, string> & {
    associations: string[];
    covenant_topics: string[];
  }
> {
  if (!institution) return { country: DEFAULT_COUNTRY };
  const text = (value: string | number | boolean | null) => (value === null ? "" : String(value));
  return {
    institution_name: institution.institution_name,
    slug: institution.slug,
    institution_type: text(institution.institution_type),
    denomination: text(institution.denomination),
    accreditation_status: text(institution.accreditation_status),
    website: text(institution.website),
    full_address: text(institution.full_address),
    street_address: text(institution.street_address),
    city: text(institution.city),
    state_province: text(institution.state_province),
    country: institution.country,
    postal_code: text(institution.postal_code),
    student_body_size: text(institution.student_body_size),
    founded_year: text(institution.founded_year),
    associations: institution.associations,
    faith_statement_url: text(institution.faith_statement_url),
    faith_affirmed_by_students: text(institution.faith_affirmed_by_students),
    faith_affirmed_by_faculty: text(institution.faith_affirmed_by_faculty),
    faith_affirmed_by_staff: text(institution.faith_affirmed_by_staff),
    faith_affirmed_by_board: text(institution.faith_affirmed_by_board),
    chapel: text(institution.chapel),
    chapel_times_per_week: text(institution.chapel_times_per_week),
    lifestyle_covenant: text(institution.lifestyle_covenant),
    covenant_topics: institution.covenant_topics,
    bible_credits_required: text(institution.bible_credits_required),
    pastor_reference_required: text(institution.pastor_reference_required),
    faith_profile_source_url: text(institution.faith_profile_source_url),
    faith_profile_verified_on: text(institution.faith_profile_verified_on),
    campus_type: text(institution.campus_type),
    tuition_range: text(institution.tuition_range),
    financial_aid_available: text(institution.financial_aid_available),
    online_programs: text(institution.online_programs),
    ...Object.fromEntries(
      SEMINARY_DEGREES.flatMap((degree) => [
        [degreeField(degree), text(institution.seminary_degrees[degree].offered)],
        [degreeOnlineField(degree), text(institution.seminary_degrees[degree].online)],
      ]),
    ),
    degrees_online_approved: text(institution.degrees_online_approved),
    degrees_source_url: text(institution.degrees_source_url),
    degrees_verified_on: text(institution.degrees_verified_on),
    description: text(institution.description),
    detailed_summary: text(institution.detailed_summary),
    key_programs: text(institution.key_programs),
    unique_features: text(institution.unique_features),
    why_choose: text(institution.why_choose),
    student_outcomes: text(institution.student_outcomes),
    image_path: text(institution.image_path),
    meta_title: text(institution.meta_title),
    meta_description: text(institution.meta_description),
  };
}
