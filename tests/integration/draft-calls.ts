// Calls of /api/drafts that the drafts test files share, each checking the status it must answer.
import { expect } from 'vitest';
import {
  DRAFT_MESSAGES,
  type DraftConflictBody,
  type DraftPull,
  type DraftPush,
  type ServerDraft,
} from '../../shared/draft.ts';
import { draftPush, newDraftId, type DraftsClient } from '../factories/drafts.ts';

/** A new draft pushed through `client`: 201 with the server's copy. */
export async function pushNew(
  client: DraftsClient,
  id: string = newDraftId(),
  push: DraftPush = draftPush(),
): Promise<ServerDraft> {
  const res = await client.push(id, push);
  expect(res.status).toBe(201);
  return (await res.json()) as ServerDraft;
}

/** A refused push: 409 DRAFT_CONFLICT with its message; returns the server's current copy it carries. */
export async function expectConflict(res: Response): Promise<ServerDraft> {
  expect(res.status).toBe(409);
  const body = (await res.json()) as DraftConflictBody;
  expect(body).toMatchObject({ code: 'DRAFT_CONFLICT', message: DRAFT_MESSAGES.conflict });
  return body.current;
}

/** A pull through `client` (since a cursor, or from the start): 200 with its body. */
export async function pull(client: DraftsClient, since?: number): Promise<DraftPull> {
  const res = await client.pull(since);
  expect(res.status).toBe(200);
  return (await res.json()) as DraftPull;
}
