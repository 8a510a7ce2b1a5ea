import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Env } from "./env.server";
import type { Logger } from "./logger.server";
import { SITE_NAME } from "./site";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * E-mail through SMTP_URL when it is set. Without it each message is written to DATA_DIR/mail as an
 * .eml file (any mail client opens it) and logged, so sign-up and reset work on a developer's machine.
 */
export function createMailer(env: Pick<Env, "SMTP_URL" | "DATA_DIR" | "PUBLIC_URL">, log: Logger): Mailer {
  const from = `"${SITE_NAME}" <no-reply@${new URL(env.PUBLIC_URL).hostname}>`;
  if (env.SMTP_URL) {
    const transport = nodemailer.createTransport(env.SMTP_URL);
    return {
      async send(message) {
        await transport.sendMail({ from, ...message });
        log.info({ to: message.to, subject: message.subject }, "e-mail sent");
      },
    };
  }

  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  const folder = path.join(env.DATA_DIR, "mail");
  return {
    async send(message) {
      const { message: raw } = (await transport.sendMail({ from, ...message })) as { message: Buffer };
      fs.mkdirSync(folder, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const file = path.join(folder, `${stamp}-${randomBytes(3).toString("hex")}.eml`);
      fs.writeFileSync(file, raw, { mode: 0o600 });
      log.info(
        { to: message.to, subject: message.subject, file, text: message.text },
        "e-mail written (SMTP_URL unset)",
      );
    },
  };
}
