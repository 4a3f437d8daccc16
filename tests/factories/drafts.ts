// Drafts for the /api/drafts tests: a valid draft content and push with overrides, and calls as a user.
import { randomUUID } from 'node:crypto';
import type { DraftContent, DraftPush } from '../../shared/draft.ts';

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

/** A client of /api/drafts for one user (or anonymous when `auth` is empty). */
export function draftsClient(baseUrl: string, auth: Record<string, string>) {
  const call = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        ...auth,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  return {
    pull: (since?: number | string) =>
      call('GET', since === undefined ? '/api/drafts' : `/api/drafts?since=${since}`),
    get: (id: string) => call('GET', `/api/drafts/${id}`),
    push: (id: string, body: unknown, headers?: Record<string, string>) =>
      call('PUT', `/api/drafts/${id}`, body, headers),
    remove: (id: string, headers?: Record<string, string>) =>
      call('DELETE', `/api/drafts/${id}`, undefined, headers),
  };
}
