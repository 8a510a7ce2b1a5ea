/**
 * The article categories, the rows of `article_categories` the first start seeds. The public pages
 * name the audience categories (under both their short and long labels); the admin editor also
 * offers its own topic categories.
 */
export const AUDIENCE_CATEGORIES = [
  "High School Students",
  "Career Switchers",
  "General Guidance",
  "Ministry Students",
  "Adult Learners",
  "Seminary Students",
  "Professional Development",
  "Ministry Training",
] as const;

/** The category whose newest published articles are the home page's stories (listTestimonials). */
export const TESTIMONIALS_CATEGORY = "Testimonials";

const EDITOR_CATEGORIES = [
  "Guides",
  "News",
  TESTIMONIALS_CATEGORY,
  "Resources",
  "Admissions",
  "Financial Aid",
  "Campus Life",
  "Academic Programs",
  "Ministry",
  "Other",
] as const;

export const ALL_CATEGORIES = [...AUDIENCE_CATEGORIES, ...EDITOR_CATEGORIES];

export const CATEGORY_DESCRIPTIONS: Record<string, string> = {
  "High School Students": "Choosing a first college, applications, visits and paying for school.",
  "Career Switchers": "Returning to study for a new calling, with work and family in the picture.",
  "General Guidance": "Accreditation, degree types and the questions every applicant should ask.",
  "Ministry Students": "Preparing for pastoral, missions and church ministry roles.",
  "Adult Learners": "Finishing a degree or starting one later in life, online or on campus.",
  "Seminary Students": "Graduate theological study: degrees, admissions and formation.",
  "Professional Development": "Certificates and graduate study that grow the work you already do.",
  "Ministry Training": "Bible college and practical training for service in the church.",
};
