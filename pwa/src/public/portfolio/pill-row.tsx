import { useEffect, useRef } from 'react';

interface Props {
  /** The group's accessible name. */
  label: string;
  names: readonly string[];
  selected: number;
  onSelect: (index: number) => void;
  variant?: 'primary' | 'secondary';
}

/** A row of toggle buttons (aria-pressed); on a narrow screen it scrolls sideways inside itself. */
export function PillRow({ label, names, selected, onSelect, variant = 'primary' }: Props) {
  const row = useRef<HTMLDivElement>(null);
  const drawn = useRef(false);

  // Bring the chosen pill into the row's view without scrolling the page.
  useEffect(() => {
    const container = row.current;
    const pill = container?.children[selected] as HTMLElement | undefined;
    const first = !drawn.current;
    drawn.current = true;
    if (!container || !pill || container.scrollWidth <= container.clientWidth) return;
    // At hydration, a row the person has already scrolled stays where they put it: their finger may be on
    // its way to a pill there, and sliding the row under it would make the tap land on another or none.
    if (first && container.scrollLeft !== 0) return;
    const left = pill.offsetLeft - container.offsetLeft;
    const right = left + pill.offsetWidth;
    if (left < container.scrollLeft || right > container.scrollLeft + container.clientWidth) {
      container.scrollTo({ left: left - 16, behavior: 'smooth' });
    }
  }, [selected]);

  return (
    <div ref={row} className={`pill-row pill-row--${variant}`} role="group" aria-label={label}>
      {names.map((name, i) => (
        <button
          key={name}
          type="button"
          className="pill-row__pill"
          aria-pressed={i === selected}
          onClick={() => onSelect(i)}
        >
          {name}
        </button>
      ))}
    </div>
  );
}
