/**
 * Who speaks for a school. A signed-in user asks to represent it with an address at the school's
 * own domain; a link sent there (valid 24 hours, once; only its SHA-256 is stored) makes them a
 * representative when they open it signed in as the same account. Administrators grant and revoke
 * the role too. A user may represent several schools and a school have several representatives.
 * Every step is in the activity log.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, asc, count, eq, gt, isNull, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { users } from "~/db/schema/auth";
import { institutions } from "~/db/schema/institutions";
import { representationRequests, schoolRepresentatives } from "~/db/schema/school-updates";
import type { SessionUser } from "~/domain/accounts/account.schemas";
import { checkAttempt, RateLimited } from "~/domain/accounts/rate-limit.server";
import type { AdminActor } from "~/domain/admins/admin.schemas";
import { recordAudit } from "~/domain/audit/audit.server";
import { LISTED } from "~/domain/institutions/listed.server";
import { AppError } from "~/lib/errors";
import type { Services } from "~/lib/services.server";
import { isPublicMailDomain } from "./public-mail.server";
import {
  CONFIRMATION_HOURS,
  SCHOOL_MESSAGES,
  type GrantRepresentative,
  type RepresentativeRow,
  type RepresentedSchool,
  type RepresentRequest,
} from "./representation.schemas";
import { representationEmail } from "./school-emails";
import { addressDomain, isAddressAtDomain, schoolDomainOf } from "./school-domain";
import { REPRESENT_CONFIRM_PATH } from "./school-links";
import { isRowId } from "~/lib/row-id";

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** A listed school by slug: the one a representative may speak for. */
export async function findListedSchool(db: Database, slug: string) {
  if (!/^[\w.~-]{1,200}$/.test(slug)) return null;
  const [school] = await db
    .select({
      id: institutions.id,
      slug: institutions.slug,
      name: institutions.institutionName,
      website: institutions.website,
    })
    .from(institutions)
    .where(and(eq(institutions.slug, slug), LISTED))
    .limit(1);
  return school ?? null;
}

/**
 * Sends the confirmation link, or names the field that is wrong. The answer is the same whether
 * the school exists or the address can receive mail; counted per address, account and client.
 */
export async function requestRepresentation(
  services: Pick<Services, "db" | "mailer" | "env">,
  user: SessionUser,
  slug: string,
  input: RepresentRequest,
  clientIp: string | null,
): Promise<void> {
  const { db } = services;
  const decision = await checkAttempt(db, "school-representation", {
    email: input.email,
    accountId: user.id,
    clientIp,
  });
  if (!decision.allowed) throw new RateLimited(decision.retryAfter);
  const school = await findListedSchool(db, slug);
  if (!school) return;
  const domain = schoolDomainOf(school.website);
  if (!domain) throw new AppError("invalid", SCHOOL_MESSAGES.noSchoolDomain, { email: SCHOOL_MESSAGES.noSchoolDomain });
  if (!isAddressAtDomain(input.email, domain)) {
    const message = SCHOOL_MESSAGES.emailNotAtSchool(domain);
    throw new AppError("invalid", message, { email: message });
  }
  if (isPublicMailDomain(addressDomain(input.email)!)) {
    throw new AppError("invalid", SCHOOL_MESSAGES.emailPublicProvider, { email: SCHOOL_MESSAGES.emailPublicProvider });
  }
  const token = randomBytes(32).toString("base64url");
  await db.transaction(async (tx) => {
    const [request] = await tx
      .insert(representationRequests)
      .values({
        userId: user.id,
        institutionId: school.id,
        name: input.name,
        role: input.role,
        email: input.email,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + CONFIRMATION_HOURS * 3_600_000),
      })
      .returning({ id: representationRequests.id });
    await recordAudit(
      tx,
      { userId: user.id, email: user.email },
      {
        action: "request",
        entityType: "school_representative",
        entityId: request!.id,
        summary: `Asked to represent "${school.name}" as ${input.role}`,
        details: { institution_id: school.id, school_email: input.email },
      },
    );
  });
  const link = `${services.env.PUBLIC_URL}${REPRESENT_CONFIRM_PATH}?token=${token}`;
  await services.mailer.send(representationEmail(input.email, { school: school.name, account: user.email, link }));
}

/** The school a link is for, when it can still be used (for the page that asks to confirm it). */
export async function describeConfirmation(db: Database, token: string) {
  if (!token || token.length > 200) return null;
  const [found] = await db
    .select({
      userId: representationRequests.userId,
      school: institutions.institutionName,
      slug: institutions.slug,
      role: representationRequests.role,
    })
    .from(representationRequests)
    .innerJoin(institutions, eq(institutions.id, representationRequests.institutionId))
    .where(
      and(
        eq(representationRequests.tokenHash, hashToken(token)),
        isNull(representationRequests.usedAt),
        gt(representationRequests.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return found ?? null;
}

/**
 * Uses a confirmation link: once, within its 24 hours, by the account that asked. The account
 * becomes (or stays) a representative of the school, with the name, role and address it gave.
 */
export async function confirmRepresentation(
  db: Database,
  user: SessionUser,
  token: string,
): Promise<{ slug: string; name: string }> {
  if (!token || token.length > 200) throw new AppError("invalid", SCHOOL_MESSAGES.linkInvalid);
  return db.transaction(async (tx) => {
    const [request] = await tx
      .select()
      .from(representationRequests)
      .where(eq(representationRequests.tokenHash, hashToken(token)))
      .for("update")
      .limit(1);
    if (!request || request.usedAt || request.expiresAt.getTime() <= Date.now()) {
      throw new AppError("invalid", SCHOOL_MESSAGES.linkInvalid);
    }
    if (request.userId !== user.id) throw new AppError("forbidden", SCHOOL_MESSAGES.linkOtherAccount);
    await tx
      .update(representationRequests)
      .set({ usedAt: new Date() })
      .where(eq(representationRequests.id, request.id));
    const [school] = await tx
      .select({ slug: institutions.slug, name: institutions.institutionName })
      .from(institutions)
      .where(eq(institutions.id, request.institutionId));
    if (!school) throw new AppError("invalid", SCHOOL_MESSAGES.linkInvalid);
    const [representative] = await tx
      .insert(schoolRepresentatives)
      .values({
        userId: user.id,
        institutionId: request.institutionId,
        name: request.name,
        role: request.role,
        email: request.email,
        grantedVia: "email",
      })
      .onConflictDoUpdate({
        target: [schoolRepresentatives.userId, schoolRepresentatives.institutionId],
        set: { name: request.name, role: request.role, email: request.email, grantedVia: "email" },
      })
      .returning({ id: schoolRepresentatives.id });
    await recordAudit(
      tx,
      { userId: user.id, email: user.email },
      {
        action: "confirm",
        entityType: "school_representative",
        entityId: representative!.id,
        summary: `Confirmed as a representative of "${school.name}" through ${request.email}`,
        details: { institution_id: request.institutionId },
      },
    );
    return school;
  });
}

const representedColumns = {
  id: schoolRepresentatives.id,
  institution_id: schoolRepresentatives.institutionId,
  slug: institutions.slug,
  institution_name: institutions.institutionName,
  name: schoolRepresentatives.name,
  role: schoolRepresentatives.role,
  email: schoolRepresentatives.email,
  granted_via: schoolRepresentatives.grantedVia,
  createdAt: schoolRepresentatives.createdAt,
};

/** The schools a user represents, by name. */
export async function listRepresentedSchools(db: Database, userId: string): Promise<RepresentedSchool[]> {
  const rows = await db
    .select(representedColumns)
    .from(schoolRepresentatives)
    .innerJoin(institutions, eq(institutions.id, schoolRepresentatives.institutionId))
    .where(eq(schoolRepresentatives.userId, userId))
    .orderBy(asc(institutions.institutionName));
  return rows.map(({ createdAt, ...row }) => ({ ...row, created_at: createdAt.toISOString() }));
}

/** How many schools a user represents (the profile menu shows "Your schools" from one). */
export async function countRepresentedSchools(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(schoolRepresentatives)
    .where(eq(schoolRepresentatives.userId, userId));
  return row?.n ?? 0;
}

/** The school, when the user represents it; otherwise a 404 for an unknown school and a 403. */
export async function requireRepresentedSchool(db: Database, user: SessionUser, slug: string) {
  const school = await findListedSchool(db, slug);
  if (!school) throw new AppError("not_found", "School not found");
  const [row] = await db
    .select({ id: schoolRepresentatives.id })
    .from(schoolRepresentatives)
    .where(and(eq(schoolRepresentatives.userId, user.id), eq(schoolRepresentatives.institutionId, school.id)))
    .limit(1);
  if (!row) throw new AppError("forbidden", SCHOOL_MESSAGES.notRepresentative);
  return school;
}

/** Every representative of every school, by school and name: the administrators' list. */
export async function listRepresentatives(db: Database): Promise<RepresentativeRow[]> {
  const rows = await db
    .select({ ...representedColumns, user_id: schoolRepresentatives.userId, account_email: users.email })
    .from(schoolRepresentatives)
    .innerJoin(institutions, eq(institutions.id, schoolRepresentatives.institutionId))
    .innerJoin(users, eq(users.id, schoolRepresentatives.userId))
    .orderBy(asc(institutions.institutionName), asc(schoolRepresentatives.name));
  return rows.map(({ createdAt, ...row }) => ({ ...row, created_at: createdAt.toISOString() }));
}

/** An administrator makes an account a representative of a school (no e-mail confirmation). */
export async function grantRepresentative(db: Database, actor: AdminActor, input: GrantRepresentative) {
  return db.transaction(async (tx) => {
    const [account] = await tx.select({ id: users.id }).from(users).where(eq(users.email, input.account_email));
    if (!account) {
      throw new AppError("not_found", "No account has that e-mail address", {
        account_email: "No account has that e-mail address",
      });
    }
    const [school] = await tx
      .select({ id: institutions.id, name: institutions.institutionName })
      .from(institutions)
      .where(eq(institutions.slug, input.school));
    if (!school)
      throw new AppError("not_found", "No school has that address", { school: "No school has that address" });
    const [row] = await tx
      .insert(schoolRepresentatives)
      .values({
        userId: account.id,
        institutionId: school.id,
        name: input.name,
        role: input.role,
        grantedVia: "administrator",
        grantedByUserId: actor.userId,
      })
      .onConflictDoUpdate({
        target: [schoolRepresentatives.userId, schoolRepresentatives.institutionId],
        set: { name: input.name, role: input.role },
      })
      .returning({ id: schoolRepresentatives.id });
    await recordAudit(tx, actor, {
      action: "grant",
      entityType: "school_representative",
      entityId: row!.id,
      summary: `Made ${input.account_email} a representative of "${school.name}"`,
      details: { institution_id: school.id, user_id: account.id },
    });
    return { id: row!.id, school: school.name, email: input.account_email };
  });
}

/** An administrator ends a representative's role (their pending proposals stay for review). */
export async function revokeRepresentative(db: Database, actor: AdminActor, id: number) {
  if (!isRowId(id)) throw new AppError("not_found", "Representative not found");
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(schoolRepresentatives).where(eq(schoolRepresentatives.id, id)).returning();
    if (!row) throw new AppError("not_found", "Representative not found");
    const [school] = await tx
      .select({ name: institutions.institutionName })
      .from(institutions)
      .where(eq(institutions.id, row.institutionId));
    await recordAudit(tx, actor, {
      action: "revoke",
      entityType: "school_representative",
      entityId: id,
      summary: `Ended ${row.name}'s role as a representative of "${school?.name ?? row.institutionId}"`,
      details: { institution_id: row.institutionId, user_id: row.userId },
    });
    return { name: row.name, school: school?.name ?? "" };
  });
}
