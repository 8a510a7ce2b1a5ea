/**
 * schema.org JSON-LD for search engines, returned from meta() as { "script:ld+json": ... }: React
 * Router renders it as a <script type="application/ld+json"> with '<' escaped, and browsers never
 * execute data blocks, so the CSP is not involved.
 */
import { SITE_NAME } from "./site";

type JsonLd = Record<string, unknown>;

/** The facts of a school its markup names (an institution record has them all). */
interface SchoolFacts {
  institution_name: string;
  alias: string | null;
  street_address: string | null;
  city: string | null;
  state_province: string | null;
  postal_code: string | null;
  country: string | null;
  latitude: number | null;
  longitude: number | null;
  website: string | null;
  founded_year: number | null;
  student_body_size: number | null;
  source_id: number | null;
}

const CONTEXT = "https://schema.org";

/** Leaves out empty values, so the markup never claims a blank. */
function compact<T extends JsonLd>(value: T): T {
  return Object.fromEntries(
    Object.entries(value).filter(([, entry]) => entry !== null && entry !== undefined && entry !== ""),
  ) as T;
}

export function collegeOrUniversity(institution: SchoolFacts, url: string, description: string): JsonLd {
  const address = compact({
    "@type": "PostalAddress",
    streetAddress: institution.street_address,
    addressLocality: institution.city,
    addressRegion: institution.state_province,
    postalCode: institution.postal_code,
    addressCountry: institution.country,
  });
  return compact({
    "@context": CONTEXT,
    "@type": "CollegeOrUniversity",
    name: institution.institution_name,
    alternateName: institution.alias
      ? institution.alias
          .split("|")
          .map((name) => name.trim())
          .filter(Boolean)
      : undefined,
    url,
    description,
    address,
    geo:
      institution.latitude != null && institution.longitude != null
        ? { "@type": "GeoCoordinates", latitude: institution.latitude, longitude: institution.longitude }
        : undefined,
    sameAs: institution.website ?? undefined,
    foundingDate: institution.founded_year ? String(institution.founded_year) : undefined,
    numberOfStudents: institution.student_body_size ?? undefined,
    identifier:
      institution.source_id != null
        ? { "@type": "PropertyValue", propertyID: "IPEDS", value: String(institution.source_id) }
        : undefined,
  });
}

export function breadcrumbList(items: { name: string; url: string }[]): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

/** The schools shown on a search page, in order; `offset` numbers them across pages. */
export function institutionItemList(
  institutions: { slug: string; institution_name: string }[],
  publicUrl: string,
  offset: number,
  total: number,
): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "ItemList",
    name: `${SITE_NAME} search results`,
    numberOfItems: total,
    itemListElement: institutions.map((institution, index) => ({
      "@type": "ListItem",
      position: offset + index + 1,
      url: `${publicUrl}/institution/${institution.slug}`,
      name: institution.institution_name,
    })),
  };
}
