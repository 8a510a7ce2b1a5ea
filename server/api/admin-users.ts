/**
 * /api/admin/users (super administrators: the accounts and their admin roles) and
 * /api/admin/signup (creates an administrator account: during first set-up for anyone, afterwards
 * only for a signed-in super administrator, who chooses the role).
 */
import express from "express";
import { z } from "zod";
import { ADMIN_ROLE_VALUES } from "~/domain/accounts/account.schemas";
import { getSessionUserFromHeaders } from "~/domain/accounts/session.server";
import {
  AccountChangeSchema,
  AccountListQuerySchema,
  AdminSignupInputSchema,
} from "~/domain/admins/admin-accounts.schemas";
import { changeAccount, createAdminAccount, listAccounts } from "~/domain/admins/admin-accounts.server";
import { PaginationSchema } from "~/domain/institutions/institution.schemas";
import type { Services } from "~/lib/services.server";
import type { ApiOperation } from "./openapi";
import { parseInput } from "./parse";
import { adminOf, adminOnly, requestHeaders } from "./session";

const UserParamsSchema = z.object({ userId: z.string().min(1).max(100, "userId is not a known account") });
const RoleSchema = z.enum(ADMIN_ROLE_VALUES).nullable();
const AccountSchema = z.object({
  user_id: z.string(),
  name: z.string(),
  email: z.string(),
  email_verified: z.boolean(),
  created_at: z.string(),
  role: RoleSchema,
  is_active: z.boolean().nullable(),
});

export const adminUserOperations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/admin/users",
    operationId: "listAccounts",
    summary: "Accounts with their admin role (administrators first), 50 a page. Role: super_admin.",
    tag: "Admin: users",
    auth: "admin",
    query: AccountListQuerySchema,
    responses: {
      200: {
        description: "One page",
        schema: z.object({ data: z.object({ accounts: z.array(AccountSchema), pagination: PaginationSchema }) }),
      },
    },
  },
  {
    method: "patch",
    path: "/api/admin/users/{userId}",
    operationId: "changeAccount",
    summary:
      "Change an account's admin role (none removes it) and/or activate or deactivate it. The last active super administrator can be neither demoted, deactivated nor removed (409). Role: super_admin.",
    tag: "Admin: users",
    auth: "admin",
    params: UserParamsSchema,
    body: AccountChangeSchema,
    responses: {
      200: {
        description: "The account's admin state now",
        schema: z.object({
          data: z.object({
            account: z.object({
              user_id: z.string(),
              email: z.string(),
              role: RoleSchema,
              is_active: z.boolean().nullable(),
            }),
          }),
        }),
      },
      404: { description: "Account not found" },
      409: { description: "It would leave no active super administrator" },
    },
  },
  {
    method: "post",
    path: "/api/admin/signup",
    operationId: "createAdminAccount",
    summary:
      "Create a verified, active administrator account. While no active administrator exists, anyone may create the first one (it becomes super_admin); afterwards only a signed-in super_admin, who picks the role (default admin).",
    tag: "Admin: users",
    auth: "optional",
    body: AdminSignupInputSchema,
    responses: {
      201: {
        description: "Created",
        schema: z.object({
          data: z.object({
            account: z.object({
              user_id: z.string(),
              email: z.string(),
              name: z.string(),
              role: z.enum(ADMIN_ROLE_VALUES),
              first_setup: z.boolean(),
            }),
          }),
        }),
      },
      401: { description: "Administrators exist and nobody is signed in" },
      403: { description: "Signed in, but not a super administrator" },
      409: { description: "The e-mail address already has an account" },
    },
  },
];

export function createAdminUsersRouter(services: Services) {
  const router = express.Router();
  router.use(adminOnly(services, "users"));

  router.get("/", async (req, res) => {
    const query = parseInput(AccountListQuerySchema, req.query);
    res.json({ data: await listAccounts(services.db, query) });
  });

  router.patch("/:userId", async (req, res) => {
    const { userId } = parseInput(UserParamsSchema, req.params);
    const change = parseInput(AccountChangeSchema, req.body ?? {});
    res.json({ data: { account: await changeAccount(services.db, adminOf(res), userId, change) } });
  });

  return router;
}

export function createAdminSignupRouter(services: Services) {
  const router = express.Router();
  router.post("/", async (req, res) => {
    const input = parseInput(AdminSignupInputSchema, req.body ?? {});
    const user = await getSessionUserFromHeaders(services, requestHeaders(req));
    const actor = user?.adminRole
      ? { userId: user.id, email: user.email, name: user.name, role: user.adminRole }
      : null;
    const account = await createAdminAccount(services, { actor, userId: user?.id ?? null }, input);
    res.status(201).json({ data: { account } });
  });
  return router;
}
