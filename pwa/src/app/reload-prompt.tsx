// Service worker registration in prompt mode: says when the app is ready offline, and offers a reload
// when a new version waits, instead of reloading on its own and losing a half-typed form.
import { useRegisterSW } from 'virtual:pwa-register/react';

export function ReloadPrompt() {
  const {
    offlineReady: [offlineReady, setOfflineReady],
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW();

  if (!offlineReady && !needRefresh) return null;
  const close = () => {
    setOfflineReady(false);
    setNeedRefresh(false);
  };
  return (
    <div className="reload-prompt" role="status">
      <span>{needRefresh ? 'New version available' : 'Ready to work offline'}</span>
      {needRefresh && (
        <button type="button" className="button" onClick={() => void updateServiceWorker(true)}>
          Reload
        </button>
      )}
      <button type="button" className="button button--ghost" onClick={close}>
        Close
      </button>
    </div>
  );
}
