import { describe, expect, it } from 'vitest';
import { may, PERMISSIONS, type Permission } from './permissions.ts';
import { ROLES } from './roles.ts';

describe('permissions', () => {
  it('when each role is asked about each permission, then the answers are admin-area.md §6', () => {
    const table = Object.fromEntries(
      ROLES.map((role) => [
        role,
        (Object.keys(PERMISSIONS) as Permission[]).filter((permission) => may(role, permission)),
      ]),
    );
    expect(table).toEqual({
      ADMIN: [
        'staff',
        'readUserCount',
        'deleteProducts',
        'dashboardQuickActions',
        'manageUsers',
        'readAuditLog',
      ],
      PRODUCT_MANAGER: ['staff', 'readUserCount', 'deleteProducts'],
      DATA_CURATOR: ['staff'],
    });
  });

  it('when there is no role or an unknown one, then nothing is allowed', () => {
    for (const permission of Object.keys(PERMISSIONS) as Permission[]) {
      expect(may(undefined, permission)).toBe(false);
      expect(may('VISITOR', permission)).toBe(false);
      expect(may('', permission)).toBe(false);
    }
  });
});
