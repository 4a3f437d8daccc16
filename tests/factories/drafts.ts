// Drafts for the /api/drafts tests: a valid draft content and push with overrides, and calls as a user.
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { DraftContent, DraftPush } from '../../shared/draft.ts';
import type { Role } from '../../shared/roles.ts';
import { apiClient, type Caller } from '../setup/api-client.ts';
import { createUser } from './users.ts';

export const newDraftId = () => randomUUID();

export function draftContent(overrides: Partial<DraftContent> = {}): DraftContent {
  return {
    mode: 'add',
    productCode: 'TEST-DRAFT',
    productName: 'Moringa leaf (draft)',
    version: null,
    step: 2,
    data: { productDescription: 'Half typed', actives: [{ assay: 'Vitamin C 5%' }], toxicity: true },
    bannerImage: null,
    bannerName: '',
    ...overrides,
  };
}

export function draftPush(
  overrides: Partial<Omit<DraftPush, 'draft'>> & { draft?: Partial<DraftContent> } = {},
): DraftPush {
  return {
    baseRevision: overrides.baseRevision ?? null,
    changeId: overrides.changeId ?? `change-${randomUUID()}`,
    draft: draftContent(overrides.draft),
  };
}

export type DraftsClient = ReturnType<typeof draftsClient>;

/** A client of /api/drafts for one user (or anonymous when `caller` is null). */
export function draftsClient(app: string | { url: string }, caller: Caller) {
  const api = apiClient(app, caller);
  return {
    pull: (since?: number | string) =>
      api.get(since === undefined ? '/api/drafts' : `/api/drafts?since=${since}`),
    get: (id: string) => api.get(`/api/drafts/${id}`),
    push: (id: string, body: unknown, headers?: Record<string, string>) =>
      api.put(`/api/drafts/${id}`, { json: body, headers }),
    remove: (id: string, headers?: Record<string, string>) => api.delete(`/api/drafts/${id}`, { headers }),
  };
}

/** Clients of /api/drafts for two fresh users: mine (a DATA_CURATOR) and theirs (of `otherRole`). */
export async function twoDrafters(
  db: Knex,
  app: { url: string },
  otherRole: Role,
): Promise<[mine: DraftsClient, theirs: DraftsClient]> {
  const mine = draftsClient(app, await createUser(db, { role: 'DATA_CURATOR' }));
  const theirs = draftsClient(app, await createUser(db, { role: otherRole }));
  return [mine, theirs];
}
