/** A real SMTP server for tests: the app sends to it through SMTP_URL and tests read what arrived. */
import { SMTPServer } from "smtp-server";

interface SunkMail {
  to: string[];
  subject: string;
  /** The message with quoted-printable soft breaks and escapes undone. */
  text: string;
}

export interface MailSink {
  url: string;
  messages: SunkMail[];
  /** The first message (new ones included, for up to `timeoutMs`) that matches. */
  waitFor(match: (mail: SunkMail) => boolean, timeoutMs?: number): Promise<SunkMail>;
  close(): Promise<void>;
}

function decodeQuotedPrintable(raw: string) {
  return raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

export async function startMailSink(port = 0): Promise<MailSink> {
  const messages: SunkMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      let raw = "";
      stream.setEncoding("utf8");
      stream.on("data", (chunk: string) => (raw += chunk));
      stream.on("end", () => {
        const subject = /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? "";
        messages.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          subject,
          text: decodeQuotedPrintable(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const address = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    messages,
    async waitFor(match, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find(match);
        if (found) return found;
        if (Date.now() > deadline) throw new Error("no matching e-mail arrived");
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The confirmation or reset link in a message. */
export function linkIn(mail: SunkMail, path: "/auth/callback" | "/reset-password"): string {
  const match = new RegExp(`https?://[^\\s"<>]+${path.replace("/", "\\/")}\\?token=[^\\s"<>&]+`).exec(mail.text);
  if (!match) throw new Error(`no ${path} link in the e-mail:\n${mail.text}`);
  return match[0];
}
