/** The e-mails the account flows send: plain text first, with a simple HTML twin. */
import type { MailMessage } from "~/lib/mailer.server";
import { SITE_NAME } from "~/lib/site";

function escapeHtml(value: string) {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );
}

function html(paragraphs: string[], link?: { href: string; label: string }) {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("");
  const button = link
    ? `<p><a href="${escapeHtml(link.href)}" style="display:inline-block;background:#1b3a68;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(link.label)}</a></p><p style="font-size:13px;color:#475569">Or copy this address into your browser: ${escapeHtml(link.href)}</p>`
    : "";
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1e293b;max-width:36rem">${body}${button}<p style="font-size:13px;color:#475569">${escapeHtml(SITE_NAME)}</p></body></html>`;
}

export function verificationEmail(to: string, link: string, validHours: number): MailMessage {
  const lines = [
    `Welcome to ${SITE_NAME}!`,
    `Please confirm your e-mail address to finish creating your account. The link works for ${validHours} hours.`,
    "If you did not sign up, you can ignore this message: no account will be activated.",
  ];
  return {
    to,
    subject: `Confirm your e-mail address for ${SITE_NAME}`,
    text: `${lines[0]}\n\n${lines[1]}\n\n${link}\n\n${lines[2]}\n`,
    html: html(lines, { href: link, label: "Confirm my e-mail address" }),
  };
}

/** Sent instead of a confirmation when someone signs up with an address that already has an account. */
export function existingAccountEmail(to: string, loginUrl: string, resetUrl: string): MailMessage {
  const lines = [
    `Someone (perhaps you) tried to create a new ${SITE_NAME} account with this e-mail address, which already has one.`,
    `If it was you, sign in at ${loginUrl}. If you have forgotten your password, you can choose a new one at ${resetUrl}.`,
    "If it was not you, you can ignore this message; your account has not changed.",
  ];
  return {
    to,
    subject: `You already have a ${SITE_NAME} account`,
    text: `${lines.join("\n\n")}\n`,
    html: html(lines),
  };
}

export function resetPasswordEmail(to: string, link: string, validMinutes: number): MailMessage {
  const lines = [
    `We received a request to reset the password of your ${SITE_NAME} account.`,
    `Choose a new password with the link below. It works once, for ${validMinutes} minutes. Changing your password signs you out everywhere else.`,
    "If you did not ask for this, you can ignore this message; your password stays as it is.",
  ];
  return {
    to,
    subject: `Reset your ${SITE_NAME} password`,
    text: `${lines[0]}\n\n${lines[1]}\n\n${link}\n\n${lines[2]}\n`,
    html: html(lines, { href: link, label: "Choose a new password" }),
  };
}
