/** The community forms (a discussion, a reply, a report, an event), read on the server. */
import { z } from "zod";
import {
  COMMUNITY_LIMITS as LIMITS,
  COMMUNITY_MESSAGES as MESSAGES,
  EVENT_KINDS,
  EVENT_TIME_ZONES,
  FORUMS,
  REPORT_REASONS,
  type ForumSlug,
} from "./community";

// Control characters (NUL above all) have no place in a post; line breaks and tabs do.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

const oneLine = (value: unknown) =>
  typeof value === "string" ? value.replace(CONTROL, "").replace(/\s+/g, " ").trim() : value;
const paragraphs = (value: unknown) =>
  typeof value === "string"
    ? value
        .replace(CONTROL, "")
        .replace(/\r\n?/g, "\n")
        .replace(/\n{3,}/g, "\n\n")
        .trim()
    : value;

const text = (prepare: (value: unknown) => unknown, min: number, max: number, short: string, long: string) =>
  z.preprocess(prepare, z.string({ error: short }).min(min, short).max(max, long));

export const ThreadSchema = z.object({
  forum: z.enum(
    FORUMS.map((forum) => forum.slug),
    { error: MESSAGES.forumInvalid },
  ),
  title: text(oneLine, LIMITS.titleMin, LIMITS.titleMax, MESSAGES.titleTooShort, MESSAGES.titleTooLong),
  body: text(paragraphs, LIMITS.bodyMin, LIMITS.bodyMax, MESSAGES.bodyTooShort, MESSAGES.bodyTooLong),
});
export type ThreadInput = z.infer<typeof ThreadSchema>;

/** An author's change to their discussion: its title and message (it stays in its forum). */
export const ThreadEditSchema = ThreadSchema.omit({ forum: true });
export type ThreadEditInput = z.infer<typeof ThreadEditSchema>;

export const ReplySchema = z.object({
  body: text(paragraphs, LIMITS.replyMin, LIMITS.bodyMax, MESSAGES.replyTooShort, MESSAGES.replyTooLong),
});
export type ReplyInput = z.infer<typeof ReplySchema>;

/** One post of a discussion as its reader sees it. */
export interface PostView {
  /** null for a discussion's opening post. */
  reply_id: number | null;
  author: string;
  /** The viewer wrote it. */
  own: boolean;
  created_at: string;
  /** When its author last changed it. */
  edited_at: string | null;
  /** null when a moderator hid it. */
  body: string | null;
  /** The viewer reported it already. */
  reported: boolean;
  /** The viewer wrote it and may delete it (a discussion only while nobody else has answered it). */
  deletable: boolean;
}

/** A visible discussion with its posts in order. */
export interface ThreadView {
  id: number;
  forum: ForumSlug;
  title: string;
  reply_count: number;
  posts: PostView[];
}

/** A post's words as one or more of its reports found them (the title only for a discussion). */
export interface ReportedWords {
  title: string | null;
  body: string;
  first_reported_at: string;
}

/** An event as the hub and the admin area show it. */
export interface EventView {
  id: number;
  title: string;
  kind_label: string;
  /** 'Thursday, March 18, 2027' in the event's own time zone. */
  date: string;
  /** '7:00 PM – 8:30 PM Central Time (Chicago)'. */
  time: string;
  /** ISO start, for a <time> element. */
  starts_at: string;
  description: string;
  url: string | null;
}

export const ReportSchema = z.object({
  reason: z.enum(
    REPORT_REASONS.map((reason) => reason.value),
    { error: MESSAGES.reasonInvalid },
  ),
});

export const EventSchema = z.object({
  title: text(oneLine, 1, LIMITS.eventTitleMax, MESSAGES.eventTitleRequired, MESSAGES.eventTitleTooLong),
  kind: z.enum(
    EVENT_KINDS.map((kind) => kind.value),
    { error: MESSAGES.eventKindInvalid },
  ),
  date: z.preprocess(
    oneLine,
    z
      .string({ error: MESSAGES.eventDateInvalid })
      .regex(/^\d{4}-\d{2}-\d{2}$/, MESSAGES.eventDateInvalid)
      .refine((value) => {
        const [year, month, day] = value.split("-").map(Number) as [number, number, number];
        const moment = new Date(Date.UTC(year, month - 1, day));
        return moment.getUTCFullYear() === year && moment.getUTCMonth() === month - 1 && moment.getUTCDate() === day;
      }, MESSAGES.eventDateInvalid),
  ),
  time: z.preprocess(
    oneLine,
    z.string({ error: MESSAGES.eventTimeInvalid }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, MESSAGES.eventTimeInvalid),
  ),
  minutes: z.coerce
    .number({ error: MESSAGES.eventMinutesInvalid })
    .int(MESSAGES.eventMinutesInvalid)
    .min(LIMITS.eventMinutesMin, MESSAGES.eventMinutesInvalid)
    .max(LIMITS.eventMinutesMax, MESSAGES.eventMinutesInvalid),
  timeZone: z.enum(
    EVENT_TIME_ZONES.map((zone) => zone.value),
    { error: MESSAGES.eventTimeZoneInvalid },
  ),
  description: text(
    paragraphs,
    LIMITS.eventDescriptionMin,
    LIMITS.eventDescriptionMax,
    MESSAGES.eventDescriptionTooShort,
    MESSAGES.eventDescriptionTooLong,
  ),
  url: z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : oneLine(value)),
    z
      .string({ error: MESSAGES.eventUrlInvalid })
      .max(2000, MESSAGES.eventUrlInvalid)
      .refine((value) => {
        try {
          const url = new URL(value);
          return url.protocol === "https:" && url.hostname.includes(".");
        } catch {
          return false;
        }
      }, MESSAGES.eventUrlInvalid)
      .optional(),
  ),
});
export type EventInput = z.infer<typeof EventSchema>;
