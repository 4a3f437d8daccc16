// The frame's status row: a place in the page's flow, under the site header's bar (and under the admin
// header), where short-lived news such as 'Ready to work offline' shows. Being in the flow, it pushes the
// page down instead of covering a control; it is empty (no height) when there is nothing to say. The frame
// in view registers its row here; the reload prompt, rendered once for the whole app, portals into it.
import { useSyncExternalStore } from 'react';

let current: HTMLElement | null = null;
const listeners = new Set<() => void>();

function setSlot(element: HTMLElement | null): void {
  if (element === current) return;
  current = element;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The status row of the frame in view, or null (no frame, or before it mounted). */
export function useFrameStatusSlot(): HTMLElement | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}

/** The frame's place for status news (render it where the news should show). */
export function FrameStatusSlot() {
  return (
    <div
      className="frame-status__slot"
      ref={(element) => {
        if (element) setSlot(element);
        else if (current && !current.isConnected) setSlot(null);
      }}
    />
  );
}
