// Staff roles of admin-area.md §6. No zod here: the public first load reads the stored role with isRole,
// and zod (~40 KB gzipped) stays with the screens that validate forms. The schema is in shared/user.ts.

export const ROLES = ['ADMIN', 'PRODUCT_MANAGER', 'DATA_CURATOR'] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return (ROLES as readonly unknown[]).includes(value);
}
