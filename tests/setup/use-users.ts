// Users of the given roles, made on the test file's database before its tests: `const { admin, manager } =
// useUsers(database, { admin: 'ADMIN', manager: 'PRODUCT_MANAGER' });`. Each stands for the real user
// once the beforeAll made it, as useTestApp's handles do.
import { beforeAll } from 'vitest';
import type { Role } from '../../shared/roles.ts';
import { createUser, type TestUser } from '../factories/users.ts';
import type { TestDatabase } from './test-database.ts';

function userHandle(get: () => TestUser): TestUser {
  return new Proxy({} as TestUser, {
    get: (_, key) => Reflect.get(get(), key),
    has: (_, key) => Reflect.has(get(), key),
    ownKeys: () => Reflect.ownKeys(get()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(get(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
  });
}

export function useUsers<K extends string>(
  database: TestDatabase,
  roles: Record<K, Role>,
): Record<K, TestUser> {
  const made = new Map<K, TestUser>();
  beforeAll(async () => {
    for (const [name, role] of Object.entries(roles) as [K, Role][]) {
      made.set(name, await createUser(database.db, { role }));
    }
  });
  const handles = {} as Record<K, TestUser>;
  for (const name of Object.keys(roles) as K[]) {
    handles[name] = userHandle(() => {
      const user = made.get(name);
      if (!user) throw new Error('useUsers: used before its beforeAll ran');
      return user;
    });
  }
  return handles;
}
