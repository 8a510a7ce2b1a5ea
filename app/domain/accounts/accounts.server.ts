/** Profiles, roles, the personal-data export, account deletion and administrator accounts. */
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { sessions, users, verifications } from "~/db/schema/auth";
import { favorites } from "~/db/schema/favorites";
import { institutions } from "~/db/schema/institutions";
import { adminUsers, userProfiles } from "~/db/schema/people";
import { listCompareSelection } from "~/domain/compare/compare.server";
import { memberPosts } from "~/domain/community/forums.server";
import { AppError } from "~/lib/errors";
import type { AdminRole, SignUpInput, UserType } from "./account.schemas";
import type { Auth } from "./auth.server";
import { isCommonPassword } from "./common-passwords.server";
import { passwordProblem } from "./account.schemas";

interface UserProfile {
  fullName: string;
  userType: UserType;
  dateOfBirth: string | null;
  isOver18: boolean;
  hasParentalConsent: boolean;
  parentalConsentAt: string | null;
  termsAcceptedAt: string | null;
  dataProcessingConsentAt: string | null;
}

/**
 * Keeps the sign-up form's profile fields, with the time each consent was given. Only for a user
 * that really exists: a sign-up with a taken address gets a look-alike answer and no profile.
 * Returns whether a profile was written.
 */
export async function createProfile(db: Database, userId: string, input: SignUpInput, now = new Date()) {
  const rows = await db.execute(sql`
    insert into user_profiles (user_id, full_name, user_type, date_of_birth, is_over18, has_parental_consent,
      parental_consent_at, terms_accepted_at, data_processing_consent_at)
    select ${userId}, ${input.fullName}, ${input.userType}, ${input.dateOfBirth}, ${input.isOver18},
      ${input.hasParentalConsent}, ${input.hasParentalConsent ? now : null}, ${now}, ${now}
    where exists (select 1 from users where id = ${userId})
    on conflict (user_id) do nothing
    returning user_id`);
  return rows.rows.length > 0;
}

export async function getProfile(db: Database, userId: string): Promise<UserProfile | null> {
  const [row] = await db.select().from(userProfiles).where(eq(userProfiles.userId, userId)).limit(1);
  if (!row) return null;
  return {
    fullName: row.fullName,
    userType: row.userType as UserType,
    dateOfBirth: row.dateOfBirth,
    isOver18: row.isOver18,
    hasParentalConsent: row.hasParentalConsent,
    parentalConsentAt: row.parentalConsentAt?.toISOString() ?? null,
    termsAcceptedAt: row.termsAcceptedAt?.toISOString() ?? null,
    dataProcessingConsentAt: row.dataProcessingConsentAt?.toISOString() ?? null,
  };
}

/** Name and user type; the account's display name follows the full name. */
export async function updateProfile(db: Database, userId: string, input: { fullName: string; userType: UserType }) {
  await db.transaction(async (tx) => {
    const now = new Date();
    await tx
      .insert(userProfiles)
      .values({ userId, fullName: input.fullName, userType: input.userType })
      .onConflictDoUpdate({
        target: userProfiles.userId,
        set: { fullName: input.fullName, userType: input.userType, updatedAt: now },
      });
    await tx.update(users).set({ name: input.fullName, updatedAt: now }).where(eq(users.id, userId));
  });
}

/** The active admin role of a user, or null (no row, or deactivated). */
export async function getAdminRole(db: Database, userId: string): Promise<AdminRole | null> {
  const [row] = await db
    .select({ role: adminUsers.role })
    .from(adminUsers)
    .where(and(eq(adminUsers.userId, userId), eq(adminUsers.isActive, true)))
    .limit(1);
  return row?.role ?? null;
}

/** Everything we keep about a person, as the privacy page promises ("download my data"). */
export async function exportAccountData(db: Database, userId: string) {
  const [account] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!account) throw new AppError("not_found", "Account not found");
  const [profile, saved, comparing, activeSessions, role, community] = await Promise.all([
    getProfile(db, userId),
    db
      .select({
        institutionId: favorites.institutionId,
        slug: institutions.slug,
        name: institutions.institutionName,
        savedAt: favorites.createdAt,
      })
      .from(favorites)
      .innerJoin(institutions, eq(institutions.id, favorites.institutionId))
      .where(eq(favorites.userId, userId))
      .orderBy(favorites.createdAt),
    listCompareSelection(db, userId),
    db
      .select({
        createdAt: sessions.createdAt,
        expiresAt: sessions.expiresAt,
        ipAddress: sessions.ipAddress,
        userAgent: sessions.userAgent,
      })
      .from(sessions)
      .where(eq(sessions.userId, userId)),
    getAdminRole(db, userId),
    memberPosts(db, userId),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    account: {
      id: account.id,
      email: account.email,
      name: account.name,
      emailVerified: account.emailVerified,
      createdAt: account.createdAt.toISOString(),
      adminRole: role,
    },
    profile,
    favorites: saved.map((row) => ({ ...row, savedAt: row.savedAt.toISOString() })),
    compareList: comparing,
    sessions: activeSessions.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
    })),
    community,
  };
}

/**
 * Deletes the account in one transaction: the user row, and with it (foreign keys, on delete
 * cascade) the profile, favorites, sessions, password and admin role, and the forum posts and
 * reports the person wrote; pending reset links too.
 */
export async function deleteAccount(db: Database, userId: string) {
  await db.transaction(async (tx) => {
    await tx.delete(verifications).where(eq(verifications.value, userId));
    await tx.delete(users).where(eq(users.id, userId));
  });
}

/**
 * Creates or updates an administrator: e-mail verified, an active role, and the given password
 * (for an existing account only with `setPassword`: start-up leaves a password changed since alone).
 * Used by `npm run admin -- create` and by ADMIN_EMAIL/ADMIN_PASSWORD at start-up.
 */
export async function ensureAdministrator(
  { auth, db }: { auth: Auth; db: Database },
  input: { email: string; password: string; role: AdminRole; setPassword: boolean },
): Promise<{ created: boolean; userId: string }> {
  const email = input.email.trim().toLowerCase();
  const problem = passwordProblem(input.password, { isCommonPassword });
  if (problem) throw new AppError("invalid", `The administrator password is not acceptable: ${problem}`);
  const context = await auth.$context;
  const hash = await context.password.hash(input.password);

  const existing = await context.internalAdapter.findUserByEmail(email, { includeAccounts: true });
  let userId: string;
  let created = false;
  if (existing) {
    userId = existing.user.id;
    await context.internalAdapter.updateUser(userId, { emailVerified: true });
    const credential = existing.accounts.find((account) => account.providerId === "credential");
    if (credential && input.setPassword) await context.internalAdapter.updatePassword(userId, hash);
    else if (!credential)
      await context.internalAdapter.linkAccount({
        userId,
        providerId: "credential",
        accountId: userId,
        password: hash,
      });
  } else {
    const user = await context.internalAdapter.createUser(
      { email, name: email.split("@")[0]!, emailVerified: true },
      { method: "email-password" },
    );
    userId = user.id;
    await context.internalAdapter.linkAccount({ userId, providerId: "credential", accountId: userId, password: hash });
    created = true;
  }
  await db
    .insert(adminUsers)
    .values({ userId, role: input.role, isActive: true })
    .onConflictDoUpdate({
      target: adminUsers.userId,
      set: { role: input.role, isActive: true, updatedAt: new Date() },
    });
  return { created, userId };
}
