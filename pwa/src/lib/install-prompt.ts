// The browser's offer to install the app (`beforeinstallprompt`, Chromium-based browsers): kept from the
// moment it fires, often before React has rendered, so an 'Install app' button can show while the offer
// stands and open the browser's own dialog on click.
import { useSyncExternalStore } from 'react';

/** Not in TypeScript's DOM types: the event Chromium fires when the app meets its install criteria. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

let offer: BeforeInstallPromptEvent | null = null;
let capturing: Window | null = null;
const listeners = new Set<() => void>();

function setOffer(next: BeforeInstallPromptEvent | null): void {
  offer = next;
  for (const listener of listeners) listener();
}

function onBeforeInstallPrompt(event: Event): void {
  // Without this the browser shows its own mini-infobar; the header's button is the one offer.
  event.preventDefault();
  setOffer(event as BeforeInstallPromptEvent);
}

function onAppInstalled(): void {
  setOffer(null);
}

/** Starts listening (call once, as early as possible); calling again changes nothing. */
export function captureInstallPrompt(target: Window = window): void {
  if (capturing === target) return;
  stopCapturingInstallPrompt();
  capturing = target;
  target.addEventListener('beforeinstallprompt', onBeforeInstallPrompt);
  target.addEventListener('appinstalled', onAppInstalled);
}

/** Forgets the offer and stops listening (tests). */
export function stopCapturingInstallPrompt(): void {
  capturing?.removeEventListener('beforeinstallprompt', onBeforeInstallPrompt);
  capturing?.removeEventListener('appinstalled', onAppInstalled);
  capturing = null;
  setOffer(null);
}

/** Shows the browser's install dialog; the offer is spent whatever the user chooses. */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | undefined> {
  const current = offer;
  if (!current) return undefined;
  setOffer(null);
  await current.prompt();
  const choice = await current.userChoice;
  return choice.outcome;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the browser currently offers installation, and the action that takes it up. */
export function useInstallPrompt(): { canInstall: boolean; install: () => Promise<unknown> } {
  const canInstall = useSyncExternalStore(
    subscribe,
    () => offer !== null,
    () => false,
  );
  return { canInstall, install: promptInstall };
}
