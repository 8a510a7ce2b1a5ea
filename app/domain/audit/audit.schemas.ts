/** What the audit log records, shared by the server and the admin pages that show it. */
export const AUDIT_ACTIONS = [
  "create",
  "update",
  "delete",
  "status_change",
  "import",
  "upload",
  "role_change",
  "activate",
  "deactivate",
  "request",
  "confirm",
  "grant",
  "revoke",
  "propose",
  "approve",
  "reject",
  "acknowledge",
  "answer",
  "hide",
  "dismiss",
  "restore",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ENTITY_TYPES = [
  "institution",
  "article",
  "file",
  "admin_user",
  "import",
  "school_representative",
  "school_proposal",
  "contact_message",
  "forum_post",
  "community_event",
] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

export interface AuditEntry {
  id: number;
  actorUserId: string | null;
  actorEmail: string | null;
  action: string;
  entityType: string;
  entityId: string | null;
  summary: string;
  details: unknown;
  createdAt: string;
}
