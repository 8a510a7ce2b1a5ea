/** The Contact Us form's topics, limits and words, shared by the page and the server (no validation library here). */

export const CONTACT_TOPICS = [
  { value: "general", label: "A general question" },
  { value: "school_listing", label: "A school's listing or its facts" },
  { value: "account_privacy", label: "My account or my personal data" },
  { value: "story", label: "My story, for the home page" },
] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number]["value"];

export const CONTACT_NAME_MAX = 120;
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 5000;

export const CONTACT_MESSAGES = {
  nameRequired: "Name is required",
  nameTooLong: `Name must be at most ${CONTACT_NAME_MAX} characters`,
  emailInvalid: "E-mail must be an address such as name@example.com",
  topicInvalid: `Topic must be one of: ${CONTACT_TOPICS.map((topic) => topic.label).join("; ")}`,
  messageTooShort: `Message must be at least ${CONTACT_MESSAGE_MIN} characters`,
  messageTooLong: `Message must be at most ${CONTACT_MESSAGE_MAX} characters`,
  sent: "Thank you: your message has reached the directory's administrators. We answer by e-mail.",
} as const;

export function contactTopicLabel(value: string): string {
  return CONTACT_TOPICS.find((topic) => topic.value === value)?.label ?? value;
}
