/** How an article's category reads in its metadata. */
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
