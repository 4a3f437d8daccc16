import { useEffect, useState } from 'react';

/**
 * How far below the top of the viewport sticky rows must stick so the site's sticky header does not
 * cover them: the header's height while it is sticky or fixed, else 0. Follows resizes (menu open, rotate).
 * Undefined until measured (on the server, and before the app runs): the stylesheet's estimate holds then.
 */
export function useStickyTop(): number | undefined {
  const [top, setTop] = useState<number>();
  useEffect(() => {
    const header = document.querySelector('header');
    if (!header) return;
    const measure = () => {
      const position = getComputedStyle(header).position;
      setTop(position === 'sticky' || position === 'fixed' ? header.getBoundingClientRect().height : 0);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(header);
    return () => observer.disconnect();
  }, []);
  return top;
}
