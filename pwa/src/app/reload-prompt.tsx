// Service worker registration in prompt mode: says when the app is ready offline, and offers a reload
// when a new version waits, instead of reloading on its own and losing a half-typed form. While a staff
// member's drafts wait to sync, the offer says so (they are kept on the device and survive the reload).
// It shows in the frame's status row, in the page's flow, so it never covers a control; a page without a
// frame gets it as a floating box in the corner.
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { useFrameStatusSlot } from '../components/frame-status.tsx';
import { useUnsyncedDrafts } from './use-unsynced-drafts.ts';

export const RELOAD_PROMPT_TEXT = {
  offlineReady: 'Ready to work offline',
  newVersion: 'New version available',
  reload: 'Reload',
} as const;

/** 'Ready to work offline' is news, not a question: it closes by itself after this long. */
export const OFFLINE_READY_VISIBLE_MS = 8000;

export function unsyncedWarning(count: number): string {
  const drafts = count === 1 ? '1 draft still waits' : `${count} drafts still wait`;
  return `${drafts} to sync. They stay on this device and sync after the reload.`;
}

export function ReloadPrompt() {
  const {
    offlineReady: [offlineReady, setOfflineReady],
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW();
  const unsynced = useUnsyncedDrafts(needRefresh);
  const slot = useFrameStatusSlot();
  const onlyNews = offlineReady && !needRefresh;
  useEffect(() => {
    if (!onlyNews) return;
    const timer = setTimeout(() => setOfflineReady(false), OFFLINE_READY_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [onlyNews, setOfflineReady]);

  if (!offlineReady && !needRefresh) return null;
  const close = () => {
    setOfflineReady(false);
    setNeedRefresh(false);
  };
  const prompt = (
    <div className={`reload-prompt${slot ? ' reload-prompt--in-frame' : ''}`} role="status">
      {needRefresh ? (
        <p className="reload-prompt__text">
          <span>{RELOAD_PROMPT_TEXT.newVersion}</span> —{' '}
          <button type="button" className="button" onClick={() => void updateServiceWorker(true)}>
            {RELOAD_PROMPT_TEXT.reload}
          </button>
        </p>
      ) : (
        <p className="reload-prompt__text">{RELOAD_PROMPT_TEXT.offlineReady}</p>
      )}
      <button type="button" className="button button--ghost" onClick={close}>
        Close
      </button>
      {unsynced > 0 && <p className="reload-prompt__warning">{unsyncedWarning(unsynced)}</p>}
    </div>
  );
  return slot ? createPortal(prompt, slot) : prompt;
}
