import { z } from 'zod';

/** Staff roles of admin-area.md §6. */
export const ROLES = ['ADMIN', 'PRODUCT_MANAGER', 'DATA_CURATOR'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

export function isRole(value: unknown): value is Role {
  return roleSchema.safeParse(value).success;
}
