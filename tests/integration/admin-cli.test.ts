/** `npm run admin -- create ...` against this file's database (DATABASE_URL), as an operator runs it. */
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "~/db/schema/auth";
import { adminUsers } from "~/db/schema/people";
import { getAdminRole } from "~/domain/accounts/accounts.server";
import { createTestDatabase } from "../setup/database";
import { makeDataDir, runServerExpectingFailure, TEST_AUTH_SECRET } from "../setup/server-process";

const root = path.resolve(import.meta.dirname, "../..");
const run = promisify(execFile);

describe("the admin command", async () => {
  const database = await createTestDatabase();
  const admin = (...args: string[]) =>
    run(process.execPath, ["--import", "tsx", "scripts/admin.ts", ...args], {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: database.url,
        AUTH_SECRET: TEST_AUTH_SECRET,
        LOG_LEVEL: "warn",
      },
    }).then(
      (result) => ({ code: 0, ...result }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );

  it("creates a verified, active administrator, then updates its role and password", async () => {
    const created = await admin(
      "create",
      "--email",
      "Editor@Example.org",
      "--password",
      "Quiet-River-204",
      "--role",
      "editor",
    );
    expect(created.code).toBe(0);
    expect(created.stdout).toContain("Created administrator editor@example.org (role editor).");
    const [user] = await database.db.select().from(users).where(eq(users.email, "editor@example.org"));
    expect(user?.emailVerified).toBe(true);
    expect(await getAdminRole(database.db, user!.id)).toBe("editor");

    const context = await database.services.auth.$context;
    const passwordOf = async () =>
      (await context.internalAdapter.findAccounts(user!.id)).find((a) => a.providerId === "credential")!.password!;
    expect(await context.password.verify({ hash: await passwordOf(), password: "Quiet-River-204" })).toBe(true);

    await database.db.update(adminUsers).set({ isActive: false }).where(eq(adminUsers.userId, user!.id));
    expect(await getAdminRole(database.db, user!.id)).toBeNull();
    const updated = await admin(
      "create",
      "--email",
      "editor@example.org",
      "--password",
      "Bright-Canyon-311",
      "--role",
      "super_admin",
    );
    expect(updated.stdout).toContain("Updated administrator editor@example.org (role super_admin).");
    expect(await getAdminRole(database.db, user!.id)).toBe("super_admin");
    expect(await context.password.verify({ hash: await passwordOf(), password: "Bright-Canyon-311" })).toBe(true);
  });

  it("refuses bad arguments and common passwords with a clear message", async () => {
    const missing = await admin("create", "--email", "x@example.org");
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("--password is required");
    const role = await admin("create", "--email", "x@example.org", "--password", "Quiet-River-204", "--role", "owner");
    expect(role.stderr).toContain("--role must be super_admin, admin or editor");
    const weak = await admin("create", "--email", "x@example.org", "--password", "password1");
    expect(weak.code).toBe(1);
    expect(weak.stderr).toContain("one of the most common passwords");
    expect(await database.db.select().from(users).where(eq(users.email, "x@example.org"))).toEqual([]);
  });

  it("the server refuses to start with a common ADMIN_PASSWORD, and says why", async () => {
    const { code, output } = await runServerExpectingFailure({
      dataDir: makeDataDir(),
      env: {
        DATABASE_URL: database.url,
        AUTH_SECRET: TEST_AUTH_SECRET,
        ADMIN_EMAIL: "boss@example.org",
        ADMIN_PASSWORD: "iloveyou1",
      },
    });
    expect(code).toBe(1);
    expect(output).toContain("The administrator password is not acceptable");
  });
});
