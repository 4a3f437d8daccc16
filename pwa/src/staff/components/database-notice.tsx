// Says why the data saved on this device is unavailable while another tab upgrades it or holds it
// (offline/db-events.ts), with a Reload button where only a reload fixes it. Renders nothing otherwise.
import { useSyncExternalStore } from 'react';
import { currentDatabaseNotice, subscribeDatabaseNotice } from '../offline/db-events.ts';
import './database-notice.css';

export function DatabaseNotice() {
  const notice = useSyncExternalStore(subscribeDatabaseNotice, currentDatabaseNotice, currentDatabaseNotice);
  if (!notice) return null;
  return (
    <div className="database-notice" role="alert" data-kind={notice.kind}>
      <p>{notice.message}</p>
      {notice.reload && (
        <button type="button" className="button" onClick={() => window.location.reload()}>
          Reload
        </button>
      )}
    </div>
  );
}
