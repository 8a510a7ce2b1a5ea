/** The e-mails of the school pages: the confirmation link for a representative, and a review's outcome. */
import type { MailMessage } from "~/lib/mailer.server";
import { SITE_NAME } from "~/lib/site";
import { CONFIRMATION_HOURS } from "./representation.schemas";

export function representationEmail(
  to: string,
  { school, account, link }: { school: string; account: string; link: string },
): MailMessage {
  const lines = [
    `Someone signed in to ${SITE_NAME} as ${account} asked to represent ${school}, with this address to show that they work there.`,
    `If that was you, open the link below while signed in as ${account} to confirm. It works once, for ${CONFIRMATION_HOURS} hours.`,
    "If it was not you, ignore this message: nobody becomes a representative of the school without this link.",
  ];
  return {
    to,
    subject: `Confirm that you represent ${school}`,
    text: `${lines[0]}\n\n${lines[1]}\n\n${link}\n\n${lines[2]}\n`,
  };
}

export interface OutcomeLine {
  label: string;
  outcome: "approved" | "rejected" | "acknowledged";
  reason: string | null;
}

export function reviewOutcomeEmail(
  to: string,
  { school, lines, link }: { school: string; lines: OutcomeLine[]; link: string },
): MailMessage {
  const words = { approved: "Approved", rejected: "Not approved", acknowledged: "Read by an administrator" };
  const body = lines.map(
    (line) => `- ${line.label}: ${words[line.outcome]}${line.reason ? `. Reason: ${line.reason}` : ""}`,
  );
  return {
    to,
    subject: `Your update to ${school} was reviewed`,
    text: [
      `An administrator of ${SITE_NAME} reviewed what you sent for ${school}:`,
      body.join("\n"),
      `Approved facts are on the school's page now, each with the source you gave: ${link}`,
    ].join("\n\n"),
  };
}
