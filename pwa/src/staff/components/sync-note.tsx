// Says how current the staff data on screen is: 'Up to date' once a pull went through (and the device is
// online), otherwise when it was last synced. Quiet on purpose: the data is always shown, never withheld.
import { useOnline } from '../../lib/use-online.ts';
import { useReplicaStatus } from '../offline/replica-hooks.ts';
import './sync-note.css';

export const SYNC_NOTE = {
  upToDate: 'Up to date',
  never: 'Not synced with the server yet',
  lastSynced: 'Last synced',
} as const;

export function SyncNote() {
  const online = useOnline();
  const status = useReplicaStatus();
  if (!status) return null;
  const upToDate = online && status.ok;
  return (
    <p className={`sync-note${upToDate ? ' sync-note--current' : ''}`} role="status" data-testid="sync-note">
      {upToDate && SYNC_NOTE.upToDate}
      {!upToDate && status.syncedAt === null && SYNC_NOTE.never}
      {!upToDate && status.syncedAt !== null && (
        <>
          {SYNC_NOTE.lastSynced}{' '}
          <time dateTime={new Date(status.syncedAt).toISOString()}>
            {new Date(status.syncedAt).toLocaleString()}
          </time>
        </>
      )}
    </p>
  );
}
