// What each staff role may do (admin-area.md §6), in one table: the server's guards enforce it
// (server/auth/middleware.ts, requirePermission), the app shows only what it allows, and the OpenAPI document
// names it. No zod here, as in roles.ts: the public first load reads it.
import { ROLES, type Role } from './roles.ts';

export const PERMISSIONS = {
  /** The staff area: products, drafts, images, CSV, the change feed, one's own password and sign-out. */
  staff: ROLES,
  /** Read how many users there are (the dashboard's Total Users). */
  readUserCount: ['ADMIN', 'PRODUCT_MANAGER'],
  /** Delete a product, bring a deleted one back from its history, or create a deleted code again. */
  deleteProducts: ['ADMIN', 'PRODUCT_MANAGER'],
  /** See the dashboard's quick actions (Add New User, Add New Product). */
  dashboardQuickActions: ['ADMIN'],
  /** List, add, change and delete users. */
  manageUsers: ['ADMIN'],
  /** Read the audit log. */
  readAuditLog: ['ADMIN'],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

/** The roles that have `permission`. */
export function rolesWith(permission: Permission): readonly Role[] {
  return PERMISSIONS[permission];
}

/** Whether `role` (none: not signed in) has `permission`. */
export function may(role: string | undefined, permission: Permission): boolean {
  return (rolesWith(permission) as readonly string[]).includes(role ?? '');
}
