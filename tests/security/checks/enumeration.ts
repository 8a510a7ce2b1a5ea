/**
 * Account enumeration: every form and call that takes an e-mail address answers an address with an
 * account exactly as it answers one without (same status, same body once the address itself and
 * the CSP nonce are blanked, the same cookies), and in comparable time. Timing is reported as the
 * median of interleaved samples; it fails only on a gross difference (more than 3x and more than
 * 100 ms), never on a tight wall-clock bound. Each sample uses a fresh account and a fresh client
 * address, so the rate limits never answer instead of the code under test.
 */
import { signUpForm } from "../../setup/accounts";
import { newClientAddress } from "../../setup/http-client";
import { parseSetCookie, type Answer } from "../http";
import { normalisedBody, type CheckResult, type SecurityContext } from "../harness";

interface Probe {
  name: string;
  /** Verified accounts for most; the resend calls are about accounts still waiting for confirmation. */
  verified: boolean;
  send: (context: SecurityContext, email: string) => Promise<Answer>;
}

const form = (context: SecurityContext, path: string, fields: Record<string, string>) =>
  context.request("guest", {
    method: "POST",
    path,
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
    from: newClientAddress(),
  });
const json = (context: SecurityContext, path: string, body: unknown) =>
  context.request("guest", { method: "POST", path, json: body, from: newClientAddress() });

const PROBES: Probe[] = [
  {
    name: "POST /signup",
    verified: true,
    send: (c, email) => form(c, "/signup", signUpForm(email, { fullName: "Probe Person" })),
  },
  {
    name: "POST /login (wrong password)",
    verified: true,
    send: (c, email) => form(c, "/login", { email, password: "Wrong-Password-123" }),
  },
  { name: "POST /forgot-password", verified: true, send: (c, email) => form(c, "/forgot-password", { email }) },
  { name: "POST /auth/callback (resend)", verified: false, send: (c, email) => form(c, "/auth/callback", { email }) },
  {
    name: "POST /api/auth/sign-in/email (wrong password)",
    verified: true,
    send: (c, email) => json(c, "/api/auth/sign-in/email", { email, password: "Wrong-Password-123" }),
  },
  {
    name: "POST /api/auth/request-password-reset",
    verified: true,
    send: (c, email) => json(c, "/api/auth/request-password-reset", { email, redirectTo: "/reset-password" }),
  },
  {
    name: "POST /api/auth/send-verification-email",
    verified: false,
    send: (c, email) => json(c, "/api/auth/send-verification-email", { email }),
  },
];

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function shape(answer: Answer, email: string) {
  const cookies = answer.cookies
    .map((line) => parseSetCookie(line).name)
    .sort()
    .join(",");
  return { status: answer.status, body: normalisedBody(answer.body, [email, encodeURIComponent(email)]), cookies };
}

export async function checkEnumeration(context: SecurityContext): Promise<CheckResult> {
  const failures: string[] = [];
  const details: string[] = [];
  const samples = context.options.quick ? 5 : 15;
  let cases = 0;
  let serial = 0;
  const address = (kind: string) => `enum-${kind}-${process.pid}-${++serial}@example.org`;

  for (const probe of PROBES) {
    const times = { existing: [] as number[], unknown: [] as number[] };
    const differences = new Set<string>();
    // One pair first to warm the route up; its answers are compared but not timed.
    for (let sample = -1; sample < samples; sample++) {
      const existing = address("known");
      await context.createAccount(existing, { verified: probe.verified });
      const unknown = address("nobody");
      // Alternate which goes first, so drift in the server's load falls on both sides alike.
      const order = sample % 2 === 0 ? ([existing, unknown] as const) : ([unknown, existing] as const);
      const answers = new Map<string, Answer>();
      for (const email of order) answers.set(email, await probe.send(context, email));
      const known = answers.get(existing)!;
      const nobody = answers.get(unknown)!;
      cases += 1;
      if (known.status === 429 || nobody.status === 429) {
        failures.push(`${probe.name}: rate limited (429) during the comparison`);
        break;
      }
      if (known.status >= 500 || nobody.status >= 500)
        differences.add(`a ${Math.max(known.status, nobody.status)} answer`);
      const a = shape(known, existing);
      const b = shape(nobody, unknown);
      if (a.status !== b.status) differences.add(`status ${a.status} with an account, ${b.status} without`);
      if (a.cookies !== b.cookies) differences.add(`cookies [${a.cookies}] with an account, [${b.cookies}] without`);
      if (a.body !== b.body) differences.add(`bodies differ: ${firstDifference(a.body, b.body)}`);
      if (sample >= 0) {
        times.existing.push(known.ms);
        times.unknown.push(nobody.ms);
      }
    }
    for (const difference of differences) failures.push(`${probe.name}: ${difference}`);
    if (!times.existing.length) continue;
    const known = median(times.existing);
    const nobody = median(times.unknown);
    const [slow, fast] = known > nobody ? [known, nobody] : [nobody, known];
    details.push(`${probe.name}: median ${known.toFixed(0)} ms with an account, ${nobody.toFixed(0)} ms without`);
    if (slow > 3 * fast && slow - fast > 100) {
      failures.push(
        `${probe.name}: answers in ${known.toFixed(0)} ms for an address with an account and ${nobody.toFixed(0)} ms without`,
      );
    }
  }
  return {
    check: "account enumeration",
    cases,
    failures,
    details: [`${PROBES.length} forms and calls x ${samples} interleaved pairs (+1 warm-up)`, ...details],
  };
}

function firstDifference(a: string, b: string) {
  let at = 0;
  while (at < a.length && a[at] === b[at]) at++;
  const around = (text: string) => JSON.stringify(text.slice(Math.max(0, at - 40), at + 60));
  return `${around(a)} vs ${around(b)}`;
}
