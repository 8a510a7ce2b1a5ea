/** Shapes of institutions as the public pages and the JSON API see them (spec field names). */
export interface InstitutionCard {
  id: number;
  slug: string;
  institution_name: string;
  city: string | null;
  state_province: string | null;
  country: string;
  institution_type: string;
  denomination: string | null;
  accreditation_status: string | null;
  student_body_size: number | null;
  image_path: string | null;
  online_programs: boolean | null;
  financial_aid_available: boolean | null;
  tuition: number | null;
  tuition_year: string | null;
}

export interface Institution extends InstitutionCard {
  source_id: number | null;
  alias: string | null;
  street_address: string | null;
  state_name: string | null;
  postal_code: string | null;
  full_address: string | null;
  website: string | null;
  latitude: number | null;
  longitude: number | null;
  description: string | null;
  detailed_summary: string | null;
  key_programs: string | null;
  unique_features: string | null;
  why_choose: string | null;
  student_outcomes: string | null;
  denomination_detail: string | null;
  accreditor: string | null;
  founded_year: number | null;
  campus_type: string | null;
  campus_setting: string | null;
  tuition_range: string | null;
  meta_title: string | null;
  meta_description: string | null;
  is_featured: boolean;
  needs_review: boolean;
  data_source: string | null;
  updated_at: string;
}
