/**
 * Administrator accounts: the list of /admin/users, role and activation changes (never leaving the
 * site without an active super administrator), and the accounts /admin/signup creates. Changes to
 * administrator records take one advisory lock, so two of them can never both pass the
 * last-super-administrator check or the first set-up check.
 */
import { randomUUID } from "node:crypto";
import { and, asc, count, eq, ilike, isNotNull, or, sql, type SQL } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { accounts, users } from "~/db/schema/auth";
import { adminUsers } from "~/db/schema/people";
import type { AdminRole } from "~/domain/accounts/account.schemas";
import type { Auth } from "~/domain/accounts/auth.server";
import { isCommonPassword } from "~/domain/accounts/common-passwords.server";
import { recordAudit } from "~/domain/audit/audit.server";
import { escapeLike } from "~/domain/institutions/search-query";
import { AppError } from "~/lib/errors";
import {
  ACCOUNT_LIST_PAGE_SIZE,
  ADMIN_SIGNUP_MESSAGES,
  adminSignupProblem,
  LAST_SUPER_ADMIN_MESSAGE,
  type AccountChange,
  type AccountListQuery,
  type AdminSignupInput,
} from "./admin-accounts.schemas";
import { ACCESS_DENIED_MESSAGE, ROLE_NAMES, type AdminActor } from "./admin.schemas";

/** Any fixed number; see the module comment. */
const ADMIN_RECORDS_LOCK = 7_314_220_602;

async function lockAdminRecords(tx: Transaction) {
  await tx.execute(sql`select pg_advisory_xact_lock(${ADMIN_RECORDS_LOCK})`);
}

export interface AccountRow {
  user_id: string;
  name: string;
  email: string;
  email_verified: boolean;
  created_at: string;
  role: AdminRole | null;
  is_active: boolean | null;
}

export async function listAccounts(db: Database, query: AccountListQuery, pageSize = ACCOUNT_LIST_PAGE_SIZE) {
  const conditions: (SQL | undefined)[] = [];
  if (query.q) {
    const pattern = `%${escapeLike(query.q)}%`;
    conditions.push(or(ilike(users.email, pattern), ilike(users.name, pattern)));
  }
  if (query.role === "admins") conditions.push(isNotNull(adminUsers.userId));
  else if (query.role === "inactive") conditions.push(eq(adminUsers.isActive, false));
  else if (query.role !== "all") conditions.push(and(eq(adminUsers.role, query.role), eq(adminUsers.isActive, true)));
  const where = and(...conditions);
  const [totals] = await db
    .select({ total: count() })
    .from(users)
    .leftJoin(adminUsers, eq(adminUsers.userId, users.id))
    .where(where);
  const total = totals?.total ?? 0;
  const totalPages = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(query.page, totalPages);
  const rows = await db
    .select({
      userId: users.id,
      name: users.name,
      email: users.email,
      emailVerified: users.emailVerified,
      createdAt: users.createdAt,
      role: adminUsers.role,
      isActive: adminUsers.isActive,
    })
    .from(users)
    .leftJoin(adminUsers, eq(adminUsers.userId, users.id))
    .where(where)
    // Administrators first (active ones before deactivated), then everyone by address.
    .orderBy(sql`${adminUsers.userId} is null`, sql`${adminUsers.isActive} is not true`, asc(users.email))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const list: AccountRow[] = rows.map((row) => ({
    user_id: row.userId,
    name: row.name,
    email: row.email,
    email_verified: row.emailVerified,
    created_at: row.createdAt.toISOString(),
    role: row.role,
    is_active: row.isActive,
  }));
  return { accounts: list, pagination: { total, page, pageSize, totalPages } };
}

async function countActiveSuperAdmins(tx: Transaction) {
  const [row] = await tx
    .select({ value: count() })
    .from(adminUsers)
    .where(and(eq(adminUsers.role, "super_admin"), eq(adminUsers.isActive, true)));
  return row?.value ?? 0;
}

/**
 * A role change ('none' removes the administrator record) and/or activation. Refused with 409 when
 * it would leave no active super administrator. Each change gets its own audit entry.
 */
export async function changeAccount(db: Database, actor: AdminActor, userId: string, change: AccountChange) {
  return db.transaction(async (tx) => {
    await lockAdminRecords(tx);
    // The guard ran before the lock: the actor may have lost the role since (another change won).
    const [actorRecord] = await tx
      .select({ role: adminUsers.role })
      .from(adminUsers)
      .where(and(eq(adminUsers.userId, actor.userId), eq(adminUsers.isActive, true)));
    if (actorRecord?.role !== "super_admin") throw new AppError("forbidden", ACCESS_DENIED_MESSAGE);
    const [user] = await tx.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, userId));
    if (!user) throw new AppError("not_found", "Account not found");
    const [record] = await tx.select().from(adminUsers).where(eq(adminUsers.userId, userId));
    const before = { role: record?.role ?? null, active: record?.isActive ?? false };
    const role = change.role === undefined ? before.role : change.role === "none" ? null : change.role;
    if (change.is_active !== undefined && !role) {
      throw new AppError("invalid", "Give the account an admin role before activating or deactivating it", {
        is_active: "This account has no admin role",
      });
    }
    // A new administrator record starts active.
    const active = role ? (change.is_active ?? (record ? before.active : true)) : false;
    const wasActiveSuper = before.role === "super_admin" && before.active;
    const staysActiveSuper = role === "super_admin" && active;
    if (wasActiveSuper && !staysActiveSuper && (await countActiveSuperAdmins(tx)) <= 1) {
      throw new AppError("conflict", LAST_SUPER_ADMIN_MESSAGE);
    }

    const now = new Date();
    if (!role) {
      if (record) await tx.delete(adminUsers).where(eq(adminUsers.userId, userId));
    } else if (record) {
      await tx.update(adminUsers).set({ role, isActive: active, updatedAt: now }).where(eq(adminUsers.userId, userId));
    } else {
      await tx.insert(adminUsers).values({ userId, role, isActive: active });
    }

    const name = (value: AdminRole | null) => (value ? ROLE_NAMES[value] : "no admin role");
    if (role !== before.role) {
      await recordAudit(tx, actor, {
        action: "role_change",
        entityType: "admin_user",
        entityId: userId,
        summary: `Changed the role of ${user.email} from ${name(before.role)} to ${name(role)}`,
        details: { email: user.email, from: before.role, to: role },
      });
    }
    if (role && before.role && active !== before.active) {
      await recordAudit(tx, actor, {
        action: active ? "activate" : "deactivate",
        entityType: "admin_user",
        entityId: userId,
        summary: `${active ? "Activated" : "Deactivated"} the admin account of ${user.email}`,
        details: { email: user.email, role },
      });
    }
    return { user_id: userId, email: user.email, role, is_active: role ? active : null };
  });
}

async function countActiveAdmins(db: Database | Transaction) {
  const [row] = await db.select({ value: count() }).from(adminUsers).where(eq(adminUsers.isActive, true));
  return row?.value ?? 0;
}

/**
 * Who may use /admin/signup right now: anyone while no active administrator exists (first set-up,
 * the account becomes super_admin); afterwards only a signed-in super administrator, who chooses
 * the new account's role.
 */
type SignupMode = "setup" | "super_admin" | "refused_guest" | "refused_role";

export async function adminSignupMode(
  db: Database | Transaction,
  signedInRole: AdminRole | null | undefined,
  isSignedIn: boolean,
) {
  if ((await countActiveAdmins(db)) === 0) return "setup" as const;
  if (signedInRole === "super_admin") return "super_admin" as const;
  return isSignedIn ? ("refused_role" as const) : ("refused_guest" as const);
}

function refuseUnlessAllowed(mode: SignupMode): "setup" | "super_admin" {
  if (mode === "refused_guest") throw new AppError("unauthenticated", ADMIN_SIGNUP_MESSAGES.signInFirst);
  if (mode === "refused_role") throw new AppError("forbidden", ADMIN_SIGNUP_MESSAGES.superAdminOnly);
  return mode;
}

interface SignupRequester {
  actor: AdminActor | null;
  /** Set when someone is signed in, admin or not. */
  userId: string | null;
}

/**
 * Creates a verified, active administrator account (see adminSignupMode for who may). The checks
 * and the insert run under the admin-records lock, so two first set-ups cannot both succeed.
 */
export async function createAdminAccount(
  { auth, db }: { auth: Auth; db: Database },
  requester: SignupRequester,
  input: AdminSignupInput,
) {
  // Who may, before what: a refused caller learns nothing about the form.
  refuseUnlessAllowed(await adminSignupMode(db, requester.actor?.role, Boolean(requester.userId)));
  const problem = adminSignupProblem(input, { isCommonPassword });
  if (problem) throw new AppError("invalid", problem);
  const email = input.email.trim().toLowerCase();
  const fullName = input.full_name.trim().replace(/\s+/g, " ");
  const context = await auth.$context;
  // Hashing is slow on purpose: do it before taking the lock.
  const hash = await context.password.hash(input.password);
  const generated = context.generateId({ model: "user" });
  const userId = typeof generated === "string" ? generated : randomUUID();

  return db.transaction(async (tx) => {
    await lockAdminRecords(tx);
    const requesterRole = requester.actor
      ? ((
          await tx
            .select({ role: adminUsers.role })
            .from(adminUsers)
            .where(and(eq(adminUsers.userId, requester.actor.userId), eq(adminUsers.isActive, true)))
        )[0]?.role ?? null)
      : null;
    // Again under the lock: the first set-up may have just been taken, or the role changed.
    const mode = refuseUnlessAllowed(await adminSignupMode(tx, requesterRole, Boolean(requester.userId)));
    const role: AdminRole = mode === "setup" ? "super_admin" : (input.role ?? "admin");

    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`);
    if (taken)
      throw new AppError("conflict", ADMIN_SIGNUP_MESSAGES.emailTaken, { email: ADMIN_SIGNUP_MESSAGES.emailTaken });

    await tx.insert(users).values({ id: userId, name: fullName, email, emailVerified: true });
    const accountId = context.generateId({ model: "account" });
    await tx.insert(accounts).values({
      id: typeof accountId === "string" ? accountId : randomUUID(),
      userId,
      accountId: userId,
      providerId: "credential",
      password: hash,
    });
    await tx.insert(adminUsers).values({ userId, role, isActive: true });
    const actor: AdminActor = mode === "setup" ? { userId, email, name: fullName, role } : requester.actor!;
    await recordAudit(tx, actor, {
      action: "create",
      entityType: "admin_user",
      entityId: userId,
      summary:
        mode === "setup"
          ? `Created the first Super Administrator account, ${email}`
          : `Created the ${ROLE_NAMES[role]} account ${email}`,
      details: { email, role, firstSetup: mode === "setup" },
    });
    return { user_id: userId, email, name: fullName, role, first_setup: mode === "setup" };
  });
}
