/** The Contact Us form, read on the server. */
import { z } from "zod";
import { EMAIL_MAX } from "~/domain/schools/representation.schemas";
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGE_MIN,
  CONTACT_MESSAGES,
  CONTACT_NAME_MAX,
  CONTACT_TOPICS,
} from "./contact";

// Control characters (NUL above all) have no place in a message; line breaks and tabs do.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

export const ContactMessageSchema = z.object({
  name: z.preprocess(
    (value) => (typeof value === "string" ? value.replace(CONTROL, "").replace(/\s+/g, " ").trim() : value),
    z
      .string({ error: CONTACT_MESSAGES.nameRequired })
      .min(1, CONTACT_MESSAGES.nameRequired)
      .max(CONTACT_NAME_MAX, CONTACT_MESSAGES.nameTooLong),
  ),
  email: z.preprocess(
    (value) => (typeof value === "string" ? value.trim().toLowerCase() : value),
    z
      .string({ error: CONTACT_MESSAGES.emailInvalid })
      .max(EMAIL_MAX, CONTACT_MESSAGES.emailInvalid)
      .pipe(z.email({ error: CONTACT_MESSAGES.emailInvalid })),
  ),
  topic: z.enum(
    CONTACT_TOPICS.map((topic) => topic.value),
    { error: CONTACT_MESSAGES.topicInvalid },
  ),
  message: z.preprocess(
    (value) => (typeof value === "string" ? value.replace(CONTROL, "").replace(/\r\n?/g, "\n").trim() : value),
    z
      .string({ error: CONTACT_MESSAGES.messageTooShort })
      .min(CONTACT_MESSAGE_MIN, CONTACT_MESSAGES.messageTooShort)
      .max(CONTACT_MESSAGE_MAX, CONTACT_MESSAGES.messageTooLong),
  ),
});
export type ContactMessageInput = z.infer<typeof ContactMessageSchema>;
