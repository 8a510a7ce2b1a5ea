/**
 * People for tests that need a signed-in visitor, an editor, an admin or a super admin: created
 * directly in the test database (verified, with a password), then signed in over HTTP.
 */
import { eq } from "drizzle-orm";
import { adminUsers } from "~/db/schema/people";
import type { AdminRole } from "~/domain/accounts/account.schemas";
import { ensureAdministrator } from "~/domain/accounts/accounts.server";
import type { Services } from "~/lib/services.server";
import { GOOD_PASSWORD, signIn } from "./accounts";

export type Persona = "user" | AdminRole;
export const PERSONAS: Persona[] = ["user", "editor", "admin", "super_admin"];

let counter = 0;

/** Creates the person and returns their e-mail address and a signed-in Cookie header. */
export async function signedIn(baseUrl: string, services: Pick<Services, "auth" | "db">, persona: Persona) {
  counter += 1;
  const email = `${persona.replace("_", "-")}-${process.pid}-${counter}@example.org`;
  const { userId } = await ensureAdministrator(services, {
    email,
    password: GOOD_PASSWORD,
    role: persona === "user" ? "admin" : persona,
    setPassword: true,
  });
  if (persona === "user") await services.db.delete(adminUsers).where(eq(adminUsers.userId, userId));
  const { cookie, status } = await signIn(baseUrl, email);
  if (!cookie) throw new Error(`could not sign in ${persona} (${status})`);
  return { email, userId, cookie };
}
