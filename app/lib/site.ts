export const SITE_NAME = "Christian Education Directory";
export const SITE_TAGLINE = "Your Path to Christian Education";

/** Guidance articles linked from every page footer (slugs under /resources/articles/). */
export const FOOTER_ARTICLES = [
  { slug: "choosing-christian-college-guide", label: "Choosing a Christian College" },
  { slug: "financial-aid-christian-education", label: "Financial Aid Guide" },
  { slug: "application-timeline", label: "Application Timeline" },
  { slug: "bible-school-vs-seminary-guide", label: "Bible School vs. Seminary" },
  { slug: "adult-learner-success-guide", label: "Adult Learner Success" },
] as const;
