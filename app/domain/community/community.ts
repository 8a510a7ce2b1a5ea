/** The community hub's forums, events, limits and words, shared by the pages and the server (no validation library here). */

/** The forums: each has its discussions, and the guides written for its topic. */
export const FORUMS = [
  {
    slug: "choosing-a-school",
    title: "Choosing a School",
    description: "Compare notes on campuses, programs and the questions that helped you decide.",
    guides: "/resources?category=High+School+Students",
  },
  {
    slug: "paying-for-college",
    title: "Paying for College",
    description: "Scholarships, aid offers and budgeting tips from people who have been through it.",
    guides: "/resources/articles/financial-aid-christian-education",
  },
  {
    slug: "seminary-and-graduate-study",
    title: "Seminary and Graduate Study",
    description: "Degree choices, admissions and everyday life as a seminarian.",
    guides: "/resources?category=Seminary+Students",
  },
  {
    slug: "discerning-a-call",
    title: "Discerning a Call to Ministry",
    description: "Talk through a sense of calling with others who are listening for the same thing.",
    guides: "/resources?category=Ministry+Students",
  },
  {
    slug: "adult-and-online-learners",
    title: "Adult and Online Learners",
    description: "Balancing study with work, family and church, one semester at a time.",
    guides: "/resources?category=Adult+Learners",
  },
  {
    slug: "parents-and-families",
    title: "Parents and Families",
    description: "For parents and guardians supporting a student through the search and the first year.",
    guides: "/resources?category=General+Guidance",
  },
] as const;
export type ForumSlug = (typeof FORUMS)[number]["slug"];

export function findForum(slug: string | undefined) {
  return FORUMS.find((forum) => forum.slug === slug);
}

export const REPORT_REASONS = [
  { value: "spam", label: "Advertising or spam" },
  { value: "unkind", label: "Unkind, harmful or disrespectful" },
  { value: "personal_details", label: "Shares someone's personal details" },
  { value: "misleading", label: "Misleading about aid, admissions or accreditation" },
] as const;

export function reportReasonLabel(value: string): string {
  return REPORT_REASONS.find((reason) => reason.value === value)?.label ?? value;
}

export const EVENT_KINDS = [
  { value: "webinar", label: "Webinar" },
  { value: "qa", label: "Live Q&A" },
  { value: "campus_tour", label: "Virtual campus tour" },
  { value: "workshop", label: "Workshop" },
  { value: "meetup", label: "Meet-up" },
] as const;

export function eventKindLabel(value: string): string {
  return EVENT_KINDS.find((kind) => kind.value === value)?.label ?? value;
}

/** The time zones an event can be entered in; its times are shown in the same zone. */
export const EVENT_TIME_ZONES = [
  { value: "America/New_York", label: "Eastern Time (New York)" },
  { value: "America/Chicago", label: "Central Time (Chicago)" },
  { value: "America/Denver", label: "Mountain Time (Denver)" },
  { value: "America/Phoenix", label: "Arizona Time (Phoenix)" },
  { value: "America/Los_Angeles", label: "Pacific Time (Los Angeles)" },
  { value: "America/Anchorage", label: "Alaska Time (Anchorage)" },
  { value: "Pacific/Honolulu", label: "Hawaii Time (Honolulu)" },
  { value: "America/Toronto", label: "Eastern Time (Toronto)" },
  { value: "America/Sao_Paulo", label: "Brasília Time (São Paulo)" },
  { value: "Europe/London", label: "UK Time (London)" },
  { value: "Europe/Berlin", label: "Central European Time (Berlin, Rome)" },
  { value: "Africa/Lagos", label: "West Africa Time (Lagos)" },
  { value: "Africa/Nairobi", label: "East Africa Time (Nairobi)" },
  { value: "Asia/Kolkata", label: "India Time (Kolkata)" },
  { value: "Asia/Manila", label: "Philippine Time (Manila)" },
  { value: "Asia/Seoul", label: "Korea Time (Seoul)" },
  { value: "Australia/Sydney", label: "Australian Eastern Time (Sydney)" },
  { value: "UTC", label: "Coordinated Universal Time (UTC)" },
] as const;

export function timeZoneLabel(value: string): string {
  return EVENT_TIME_ZONES.find((zone) => zone.value === value)?.label ?? value;
}

export const COMMUNITY_LIMITS = {
  titleMin: 5,
  titleMax: 120,
  bodyMin: 10,
  bodyMax: 5000,
  replyMin: 2,
  eventTitleMax: 120,
  eventDescriptionMin: 10,
  eventDescriptionMax: 1000,
  eventMinutesMin: 15,
  eventMinutesMax: 720,
} as const;

export const COMMUNITY_MESSAGES = {
  forumInvalid: `Forum must be one of: ${FORUMS.map((forum) => forum.title).join("; ")}`,
  titleTooShort: `Title must be at least ${COMMUNITY_LIMITS.titleMin} characters`,
  titleTooLong: `Title must be at most ${COMMUNITY_LIMITS.titleMax} characters`,
  bodyTooShort: `Message must be at least ${COMMUNITY_LIMITS.bodyMin} characters`,
  bodyTooLong: `Message must be at most ${COMMUNITY_LIMITS.bodyMax} characters`,
  replyTooShort: `Reply must be at least ${COMMUNITY_LIMITS.replyMin} characters`,
  replyTooLong: `Reply must be at most ${COMMUNITY_LIMITS.bodyMax} characters`,
  reasonInvalid: `Reason must be one of: ${REPORT_REASONS.map((reason) => reason.label).join("; ")}`,
  eventTitleRequired: "Title is required",
  eventTitleTooLong: `Title must be at most ${COMMUNITY_LIMITS.eventTitleMax} characters`,
  eventKindInvalid: `Type must be one of: ${EVENT_KINDS.map((kind) => kind.label).join("; ")}`,
  eventDateInvalid: "Date must be a date such as 2027-03-18",
  eventTimeInvalid: "Start time must be a time such as 19:30",
  eventMinutesInvalid: `Length must be a whole number of minutes from ${COMMUNITY_LIMITS.eventMinutesMin} to ${COMMUNITY_LIMITS.eventMinutesMax}`,
  eventTimeZoneInvalid: "Time zone must be one of the listed time zones",
  eventInPast: "Start must be in the future",
  eventDescriptionTooShort: `Description must be at least ${COMMUNITY_LIMITS.eventDescriptionMin} characters`,
  eventDescriptionTooLong: `Description must be at most ${COMMUNITY_LIMITS.eventDescriptionMax} characters`,
  eventUrlInvalid: "Link must be a full https:// address",
  discussionNotFound: "Discussion not found",
  postNotFound: "Post not found",
  reportedAlready: "You reported this post already",
  notHidden: "This post is on the site already",
  notYourPost: "You can change or delete only your own posts",
  answeredDiscussion:
    "Others have answered this discussion, so it stays for them: edit your message instead, or ask the moderators through Contact Us",
  eventNotFound: "Event not found",
} as const;

/** 'Ruth M.': how a person is named beside their posts (first name and the last name's initial). */
export function posterName(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return "A member";
  if (words.length === 1) return words[0]!;
  return `${words[0]} ${words[words.length - 1]![0]!.toUpperCase()}.`;
}
