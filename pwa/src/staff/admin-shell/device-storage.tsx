// The device's storage in the admin header (issue #15 §5): how much this site uses of what the browser
// allows, whether the browser may clear it, how many drafts have not reached the server, and a way to keep
// a copy of them in a file (and bring one back). Safari deletes what a site stored after 7 days without a
// visit unless the app is installed: there, a one-time hint says so.
import { useEffect, useRef, useState } from 'react';
import { useDrafts } from '../offline/drafts.ts';
import { draftFileName, exportDrafts, importDrafts, isUnsynced } from '../offline/draft-file.ts';

export const STORAGE_TEXT = {
  summary: 'Device storage',
  persisted: 'Kept: the browser will not clear it to make room.',
  notPersisted: 'The browser may clear it when space runs low. Export your drafts to keep a copy.',
  unknown: 'This browser does not say how much it allows.',
  export: 'Export unsynced drafts',
  import: 'Import drafts',
  safari:
    'Safari clears a site’s data after 7 days without a visit. Add this app to your Home Screen to keep your drafts safe.',
  dismiss: 'Got it',
  imported: (added: number, skipped: number) =>
    `${added} ${added === 1 ? 'draft' : 'drafts'} imported${skipped ? `, ${skipped} already here` : ''}.`,
} as const;

const SAFARI_HINT_KEY = 'storage-safari-hint-seen';

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}

interface Estimate {
  usage?: number | undefined;
  quota?: number | undefined;
  persisted: boolean;
}

async function readEstimate(): Promise<Estimate> {
  const storage = navigator.storage as Partial<StorageManager> | undefined;
  const [estimate, persisted] = await Promise.all([
    storage?.estimate?.().catch(() => undefined),
    storage?.persisted?.().catch(() => false),
  ]);
  return { usage: estimate?.usage, quota: estimate?.quota, persisted: persisted === true };
}

/** Safari, in a tab rather than the installed app. */
function safariInTab(): boolean {
  const ua = navigator.userAgent;
  const safari = /Safari\//.test(ua) && !/(Chrome|Chromium|CriOS|FxiOS|Edg|Android)\//.test(ua);
  const standalone =
    window.matchMedia?.('(display-mode: standalone)').matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return safari && !standalone;
}

export function DeviceStorage({ owner }: { owner: string }) {
  const drafts = useDrafts(owner);
  const unsynced = drafts?.filter(isUnsynced).length ?? 0;
  const [estimate, setEstimate] = useState<Estimate>();
  const [note, setNote] = useState('');
  const [hint, setHint] = useState(() => safariInTab() && localStorage.getItem(SAFARI_HINT_KEY) !== '1');
  const file = useRef<HTMLInputElement>(null);

  // Read when opened, and again after an import changed what is stored.
  const refresh = () => void readEstimate().then(setEstimate);
  useEffect(refresh, []);

  async function download() {
    const content = await exportDrafts(owner);
    const url = URL.createObjectURL(new Blob([JSON.stringify(content)], { type: 'application/json' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = draftFileName(owner);
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }

  async function upload(chosen: File | undefined) {
    if (!chosen) return;
    try {
      const { added, skipped } = await importDrafts(await chosen.text(), owner);
      setNote(STORAGE_TEXT.imported(added, skipped));
      refresh();
    } catch (error) {
      setNote(error instanceof Error ? error.message : String(error));
    } finally {
      if (file.current) file.current.value = '';
    }
  }

  return (
    <details className="device-storage" onToggle={(e) => e.currentTarget.open && refresh()}>
      <summary>
        {STORAGE_TEXT.summary}
        {unsynced > 0 && <span className="device-storage__badge">{unsynced}</span>}
      </summary>
      <div className="device-storage__panel">
        <p data-testid="storage-usage">
          {estimate?.usage !== undefined && estimate.quota
            ? `Using ${formatBytes(estimate.usage)} of ${formatBytes(estimate.quota)} on this device.`
            : STORAGE_TEXT.unknown}
        </p>
        {estimate && (
          <p data-testid="storage-persisted">
            {estimate.persisted ? STORAGE_TEXT.persisted : STORAGE_TEXT.notPersisted}
          </p>
        )}
        <p data-testid="storage-unsynced">
          {unsynced === 0
            ? 'Every draft is on the server.'
            : `${unsynced} ${unsynced === 1 ? 'draft has' : 'drafts have'} not reached the server yet.`}
        </p>
        {hint && (
          <p className="device-storage__hint">
            {STORAGE_TEXT.safari}{' '}
            <button
              type="button"
              className="button button--outline"
              onClick={() => {
                localStorage.setItem(SAFARI_HINT_KEY, '1');
                setHint(false);
              }}
            >
              {STORAGE_TEXT.dismiss}
            </button>
          </p>
        )}
        <div className="device-storage__actions">
          <button type="button" className="button" disabled={unsynced === 0} onClick={() => void download()}>
            {STORAGE_TEXT.export}
          </button>
          <label className="button button--outline device-storage__import">
            {STORAGE_TEXT.import}
            <input
              ref={file}
              type="file"
              accept="application/json,.json"
              className="visually-hidden"
              onChange={(e) => void upload(e.target.files?.[0])}
            />
          </label>
        </div>
        {note && <p role="status">{note}</p>}
      </div>
    </details>
  );
}
