/**
 * Article categories. The public pages name the audience categories (under both the short and the long label);
 * the admin editor also offers its own topic categories. Colours are fixed per category.
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

export const EDITOR_CATEGORIES = [
  "Guides",
  "News",
  "Testimonials",
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

/** Ends an article's generated meta description (its snippet plus this line). */
export const CATEGORY_TAGLINES: Record<string, string> = {
  "High School Students": "Guidance for high school students choosing a Christian college.",
  "Career Switchers": "Guidance for adults answering a new calling through Christian education.",
  "General Guidance": "Practical guidance for choosing a Christian college, seminary or Bible school.",
  "Ministry Students": "Guidance for students preparing for a life of ministry.",
  "Adult Learners": "Guidance for adults starting or finishing a degree at a Christian school.",
  "Seminary Students": "Guidance for choosing and thriving in seminary.",
  "Professional Development": "Guidance for growing your work through Christian higher education.",
  "Ministry Training": "Guidance on Bible college and practical ministry training.",
};

export const DEFAULT_TAGLINE = "Guidance for finding your path in Christian education.";
