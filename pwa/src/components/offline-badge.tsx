// The frame's offline indicator: while the browser is offline, a small 'Offline' badge hangs under the header
// bar. It is a status region, so a screen reader hears the full sentence when the connection drops.
import { useOnline } from '../lib/use-online.ts';
import './offline-badge.css';
import { LineIcon } from './line-icon.tsx';

export const OFFLINE_MESSAGE = 'You are offline — showing saved pages';

export function OfflineBadge() {
  if (useOnline()) return null;
  return (
    <div className="offline-badge">
      <span className="offline-badge__pill" role="status" title={OFFLINE_MESSAGE}>
        <LineIcon
          d="M3 3l18 18M8.5 8.6A5.5 5.5 0 0 0 6.5 18H17m3.3-1.6A4 4 0 0 0 17 10h-.3A6 6 0 0 0 10.6 5.2"
          size={16}
          strokeWidth={2}
        />
        <strong aria-hidden="true">Offline</strong>
        <span className="offline-badge__detail" aria-hidden="true">
          showing saved pages
        </span>
        <span className="visually-hidden">{OFFLINE_MESSAGE}</span>
      </span>
    </div>
  );
}
