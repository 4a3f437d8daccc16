// Submit Application: the draft's submission is queued and sent at once when the network allows; the
// wizard is told where it stands afterwards.
import { db, type DraftRecord } from './db.ts';
import { submitDraft } from './drafts.ts';
import { syncNow } from './sync-scheduler.ts';

export type SubmitOutcome = 'submitted' | 'queued' | 'conflict' | 'rejected' | 'auth';

/** Queues the draft's submission and tries to send it now; says where it stands afterwards. */
export async function submitAndSync(id: string): Promise<{ outcome: SubmitOutcome; draft?: DraftRecord }> {
  await submitDraft(id);
  const result = await syncNow(true);
  const draft = await db.drafts.get(id);
  if (!draft || draft.state === 'applied') return { outcome: 'submitted' };
  if (draft.state === 'conflict' || draft.state === 'rejected') return { outcome: draft.state, draft };
  return { outcome: result === 'auth' ? 'auth' : 'queued', draft };
}
