// The installed app's badge (issue #35 §5): the number of the signed-in user's drafts the server does not have
// yet (waiting to sync, or held back for the user: a conflict, a refusal), cleared once every one is synced.
// The Badging API is there only in some browsers (Chromium's installed apps); elsewhere nothing happens.
import { useEffect } from 'react';
import type { SyncCounts } from './sync-hooks.ts';

/** Drafts not on the server yet, as the badge shows them. */
export const badgeCount = (counts: SyncCounts): number => counts.waiting + counts.attention;

/** Shows `n` on the app's badge, or clears it at 0; a browser without the Badging API is left alone. */
export function showOnAppBadge(n: number, nav: Navigator = navigator): void {
  const failed = (error: unknown) => console.warn('Could not set the app badge', error);
  if (n > 0) {
    if ('setAppBadge' in nav) nav.setAppBadge(n).catch(failed);
  } else if ('clearAppBadge' in nav) nav.clearAppBadge().catch(failed);
}

/** Keeps the badge on the count of `counts` (undefined while they are read: the badge stays as it is). */
export function useAppBadge(counts: SyncCounts | undefined): void {
  const n = counts && badgeCount(counts);
  useEffect(() => {
    if (n !== undefined) showOnAppBadge(n);
  }, [n]);
}
