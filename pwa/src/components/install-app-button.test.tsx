import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureInstallPrompt, stopCapturingInstallPrompt } from '../lib/install-prompt.ts';
import { SiteHeader } from './site-header.tsx';

/** What Chromium fires when the app can be installed, made by hand. */
function offerInstallation(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
    prompt: ReturnType<typeof vi.fn>;
    userChoice: Promise<{ outcome: string }>;
  };
  event.prompt = vi.fn(() => Promise.resolve());
  event.userChoice = Promise.resolve({ outcome });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

function renderHeader() {
  const router = createMemoryRouter([{ path: '*', element: <SiteHeader /> }], { initialEntries: ['/'] });
  render(<RouterProvider router={router} />);
}

const installButton = () => screen.queryByRole('button', { name: 'Install app' });

beforeEach(() => captureInstallPrompt());
afterEach(() => {
  cleanup();
  stopCapturingInstallPrompt();
});

describe('Install app', () => {
  it('when the browser does not offer installation, then the header has no Install app button', () => {
    renderHeader();
    expect(installButton()).toBeNull();
  });

  it('when the browser offers installation, then the button shows, and a click opens the browser dialog once', async () => {
    renderHeader();
    const event = offerInstallation('accepted');
    // The browser's own mini-infobar is held back: the header's button is the offer.
    expect(event.defaultPrevented).toBe(true);

    fireEvent.click(installButton()!);
    expect(event.prompt).toHaveBeenCalledTimes(1);
    await act(() => event.userChoice);
    expect(installButton()).toBeNull();
  });

  it('when the user dismisses the dialog, then the button goes; a new offer brings it back', async () => {
    renderHeader();
    const first = offerInstallation('dismissed');
    fireEvent.click(installButton()!);
    await act(() => first.userChoice);
    expect(installButton()).toBeNull();

    offerInstallation('dismissed');
    expect(installButton()).not.toBeNull();
  });

  it('when the app gets installed another way, then the button goes', () => {
    renderHeader();
    offerInstallation('accepted');
    expect(installButton()).not.toBeNull();
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(installButton()).toBeNull();
  });
});
