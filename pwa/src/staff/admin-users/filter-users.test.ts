import { describe, expect, it } from 'vitest';
import type { PublicUser } from '../../../../shared/user.ts';
import { filterUsers } from './filter-users.ts';

const USERS: PublicUser[] = [
  { id: 1, username: 'ann', email: 'ann@example.com', role: 'ADMIN' },
  { id: 2, username: 'bob', email: 'bob@veda.test', role: 'PRODUCT_MANAGER' },
  { id: 3, username: 'cy', email: 'cy@example.com', role: 'DATA_CURATOR' },
];

describe('filterUsers', () => {
  it("when the filter is 'all' and the search empty, then everyone shows", () => {
    expect(filterUsers(USERS, '', 'all')).toHaveLength(3);
  });

  it('when searching, then username and email match in any case', () => {
    expect(filterUsers(USERS, 'VEDA', 'all').map((u) => u.id)).toEqual([2]);
    expect(filterUsers(USERS, ' cy ', 'all').map((u) => u.id)).toEqual([3]);
  });

  it('when a role is chosen, then only that role shows, together with the search', () => {
    expect(filterUsers(USERS, '', 'ADMIN').map((u) => u.id)).toEqual([1]);
    expect(filterUsers(USERS, 'example', 'DATA_CURATOR').map((u) => u.id)).toEqual([3]);
  });
});
