// 'Install app' in the public header: shown only while the browser offers installation; a click opens the
// browser's own install dialog, and the button goes away once the user has chosen. On a wide screen the bar
// has room for its icon only (the name stays for screen readers and as a tooltip); the folded menu shows both.
import { useInstallPrompt } from '../lib/install-prompt.ts';
import { LineIcon } from './line-icon.tsx';

export function InstallAppButton({ onClick }: { onClick?: () => void }) {
  const { canInstall, install } = useInstallPrompt();
  if (!canInstall) return null;
  return (
    <button
      type="button"
      className="frame-btn frame-btn--install"
      title="Install app"
      onClick={() => {
        onClick?.();
        void install();
      }}
    >
      <LineIcon
        d="M12 3.5v11m0 0-4.5-4.5m4.5 4.5 4.5-4.5M4.5 15.5v3a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2v-3"
        size={20}
        strokeWidth={2.2}
      />
      <span className="frame-btn__label">Install app</span>
    </button>
  );
}
