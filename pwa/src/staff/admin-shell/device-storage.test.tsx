import 'fake-indexeddb/auto';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DeviceStorage, formatBytes, STORAGE_TEXT } from './device-storage.tsx';

const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/150.0.0.0 Safari/537.36';

function asBrowser(userAgent: string, storage: Partial<StorageManager>) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  Object.defineProperty(navigator, 'storage', { value: storage, configurable: true });
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('Device storage', () => {
  it('when opened, then it says how much is used of what is allowed and whether the browser may clear it', async () => {
    asBrowser(CHROME, {
      estimate: () => Promise.resolve({ usage: 3 * 1024 * 1024, quota: 2 * 1024 ** 3 }),
      persisted: () => Promise.resolve(true),
    });
    render(<DeviceStorage owner="asha" />);
    await screen.findByText('Using 3.0 MB of 2.0 GB on this device.');
    await screen.findByText(STORAGE_TEXT.persisted);
    expect(screen.queryByText(STORAGE_TEXT.safari)).toBeNull();
  });

  it('when Safari runs it in a tab, then a hint recommends installing the app, once', async () => {
    asBrowser(SAFARI, {
      estimate: () => Promise.resolve({ usage: 1024, quota: 1024 ** 3 }),
      persisted: () => Promise.resolve(false),
    });
    render(<DeviceStorage owner="asha" />);
    await screen.findByText(STORAGE_TEXT.notPersisted);
    expect(screen.getByText(STORAGE_TEXT.safari, { exact: false }).textContent).toContain(
      STORAGE_TEXT.safari,
    );
    fireEvent.click(screen.getByRole('button', { name: STORAGE_TEXT.dismiss }));
    expect(screen.queryByText(STORAGE_TEXT.safari, { exact: false })).toBeNull();
    cleanup();
    render(<DeviceStorage owner="asha" />);
    await screen.findByText(STORAGE_TEXT.notPersisted);
    expect(screen.queryByText(STORAGE_TEXT.safari, { exact: false })).toBeNull();
  });

  it('when sizes are shown, then they read in the largest unit that fits', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(250 * 1024 * 1024)).toBe('250 MB');
  });
});
