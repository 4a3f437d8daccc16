// What the wizard says after Submit Application (admin-area.md §8): the spec's messages when the product
// reached the server, and ours for a submission that waits in the outbox, conflicts or was refused.
import { conflictPath } from '../../lib/admin-paths.ts';
import type { DraftRecord } from '../offline/drafts.ts';
import { SYNC_MESSAGES } from '../offline/sync-messages.ts';
import type { SubmitOutcome } from '../offline/submission.ts';

export const SAVE_MESSAGES = {
  added: '✅ Product added successfully!',
  edited: '✅ Product edited successfully!',
  failed: SYNC_MESSAGES.failed,
  queued: '📤 Saved on this device. The product will be submitted as soon as the server can be reached.',
  auth: 'Your session has expired. Sign in again and the product will be submitted; it is saved on this device.',
  changed:
    'Someone changed this product since you opened it. Choose, field by field, what to keep before it is submitted.',
} as const;

export interface SubmitMessage {
  kind: 'success' | 'error';
  text: string;
  details: string[];
  /** Leave the wizard afterwards (the product is saved, or safely queued). */
  leave: boolean;
  /** The draft's conflict screen, when the user has to choose. */
  resolvePath?: string;
}

export function submitMessage(
  outcome: SubmitOutcome,
  mode: 'add' | 'edit',
  draft: DraftRecord | undefined,
): SubmitMessage {
  switch (outcome) {
    case 'submitted':
      return {
        kind: 'success',
        text: mode === 'edit' ? SAVE_MESSAGES.edited : SAVE_MESSAGES.added,
        details: [],
        leave: true,
      };
    case 'queued':
      return { kind: 'success', text: SAVE_MESSAGES.queued, details: [], leave: true };
    case 'auth':
      return { kind: 'error', text: SAVE_MESSAGES.auth, details: [], leave: false };
    case 'conflict':
      return {
        kind: 'error',
        text: SAVE_MESSAGES.changed,
        details: [],
        leave: false,
        resolvePath: draft ? conflictPath(draft.id) : undefined,
      };
    case 'rejected':
      return {
        kind: 'error',
        text: draft?.rejection?.message || SAVE_MESSAGES.failed,
        details: draft?.rejection?.details ?? [],
        leave: false,
      };
  }
}
