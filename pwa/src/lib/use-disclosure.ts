// A button that opens a menu or a panel it controls: the button's attributes, and what closes the panel while
// it is open: Escape, which gives the focus back to the button, and a press anywhere outside `within`, the
// part of the page that holds both.
import { useEffect, useRef } from 'react';

export function useDisclosure<T extends HTMLElement>(
  open: boolean,
  close: () => void,
  onToggle: () => void,
  controls: string,
) {
  const within = useRef<T>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      close();
      button.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!within.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, close]);
  return {
    within,
    button,
    toggle: {
      ref: button,
      type: 'button',
      'aria-expanded': open,
      'aria-controls': controls,
      onClick: onToggle,
    } as const,
  };
}
