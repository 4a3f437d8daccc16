// How many drafts the header says wait to sync. Offline, all of them at once. Online, a change normally
// reaches the server within a couple of seconds (SYNC_AFTER_CHANGE_MS, then the push); announcing each save
// of the wizard's draft flashed a count in the header at every save as the user worked (and, on a narrow
// screen, a header that wraps moves the page). So online the count shows once drafts have waited
// ANNOUNCE_ONLINE_AFTER_MS without a break; once shown, it stays until none waits.
import { useEffect, useState } from 'react';

export const ANNOUNCE_ONLINE_AFTER_MS = 5_000;

export function useAnnouncedWaiting(waiting: number, online: boolean): number {
  const waits = waiting > 0;
  const [shown, setShown] = useState(false);
  // Adjusted while rendering (React's pattern for state that follows props): none waiting ends the
  // announcement, and offline starts it at once.
  if (shown && !waits) setShown(false);
  if (!shown && waits && !online) setShown(true);
  useEffect(() => {
    if (!waits || shown) return;
    const timer = setTimeout(() => setShown(true), ANNOUNCE_ONLINE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [waits, shown]);
  return waits && (shown || !online) ? waiting : 0;
}
