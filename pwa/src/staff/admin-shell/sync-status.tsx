// The admin header's sync status: offline or online, how many drafts wait to reach the server (online, only
// those that have waited a while: announced-waiting.ts), how many need the user (conflicts, refusals), and
// 'Sync now'.
import { useSyncExternalStore } from 'react';
import { Link } from 'react-router-dom';
import { PRODUCTS_PATH } from '../../lib/admin-paths.ts';
import { useOnline } from '../../lib/use-online.ts';
import { useSyncCounts } from '../offline/sync-hooks.ts';
import { isSyncRunning, subscribeSync, syncNow } from '../offline/sync-scheduler.ts';
import { useAnnouncedWaiting } from './announced-waiting.ts';

export const SYNC_LABELS = {
  offline: 'Offline',
  syncNow: 'Sync now',
  syncing: 'Syncing…',
} as const;

export const waitingText = (n: number) => `${n} ${n === 1 ? 'draft waits' : 'drafts wait'} to sync`;
export const attentionText = (n: number) => `${n} ${n === 1 ? 'draft needs' : 'drafts need'} you`;

export function SyncStatus({ owner }: { owner: string }) {
  const online = useOnline();
  const counts = useSyncCounts(owner);
  const running = useSyncExternalStore(subscribeSync, isSyncRunning, () => false);
  const waiting = useAnnouncedWaiting(counts?.waiting ?? 0, online);
  const attention = counts?.attention ?? 0;
  return (
    <div className="sync-status" role="status" aria-label="Sync status">
      {!online && <span className="sync-status__offline">{SYNC_LABELS.offline}</span>}
      {waiting > 0 && (
        <span className="sync-status__count" data-testid="sync-waiting">
          {waitingText(waiting)}
        </span>
      )}
      {attention > 0 && (
        <Link className="sync-status__attention" to={PRODUCTS_PATH}>
          {attentionText(attention)}
        </Link>
      )}
      <button
        type="button"
        className="sync-status__button"
        disabled={running || !online}
        onClick={() => void syncNow(true)}
      >
        {running ? SYNC_LABELS.syncing : SYNC_LABELS.syncNow}
      </button>
    </div>
  );
}
