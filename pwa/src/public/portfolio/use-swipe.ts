import { useRef, type PointerEvent } from 'react';

/** -1 for a swipe to the previous item (finger moves right), 1 for the next, 0 for no swipe. */
export function swipeDirection(dx: number, dy: number, threshold: number): -1 | 0 | 1 {
  if (Math.abs(dx) < threshold || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}

/** Pointer handlers (mouse, pen and touch alike) that report a horizontal swipe of at least `threshold` px. */
export function useSwipe(threshold: number, onSwipe: (direction: -1 | 1) => void) {
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  return {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.button !== 0) return;
      start.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
      try {
        // Keeps the pointer's release on this element even when it ends outside.
        event.currentTarget.setPointerCapture(event.pointerId);
      } catch {
        // Synthetic events have no active pointer to capture; the swipe still works.
      }
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      const from = start.current;
      start.current = null;
      if (!from || from.id !== event.pointerId) return;
      const direction = swipeDirection(event.clientX - from.x, event.clientY - from.y, threshold);
      if (direction !== 0) onSwipe(direction);
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
}
