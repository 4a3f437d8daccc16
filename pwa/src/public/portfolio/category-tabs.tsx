import type { KeyboardEvent } from 'react';

interface Props {
  names: readonly string[];
  selected: number;
  onSelect: (index: number) => void;
  /** The id of the tab panel the tabs control. */
  panelId: string;
}

export const tabId = (index: number) => `portfolio-tab-${index}`;

/** The top-level category tabs: the ARIA tabs pattern, arrows, Home and End move and select. */
export function CategoryTabs({ names, selected, onSelect, panelId }: Props) {
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const last = names.length - 1;
    const target: Record<string, number> = {
      ArrowRight: selected === last ? 0 : selected + 1,
      ArrowLeft: selected === 0 ? last : selected - 1,
      Home: 0,
      End: last,
    };
    const next = target[event.key];
    if (next === undefined) return;
    event.preventDefault();
    onSelect(next);
    document.getElementById(tabId(next))?.focus();
  };

  return (
    <div className="portfolio-tabs" role="tablist" aria-label="Product lines">
      {names.map((name, i) => (
        <button
          key={name}
          type="button"
          role="tab"
          id={tabId(i)}
          className="portfolio-tabs__tab"
          aria-selected={i === selected}
          aria-controls={panelId}
          tabIndex={i === selected ? 0 : -1}
          onClick={() => onSelect(i)}
          onKeyDown={onKeyDown}
        >
          {name}
        </button>
      ))}
    </div>
  );
}
