import { iconFor } from './functional-use-icons.ts';
import { parseFunctionalUse } from './parse-functional-use.ts';

/**
 * The Functional Use row: greyed SVG icons whose label is the tooltip and the accessible name (shown as
 * text beside the icon where there is no hover, on touch screens), then the note. An item without an icon
 * of its own is its label.
 */
export function FunctionalUse({ main, note }: { main: string; note?: string }) {
  const items = parseFunctionalUse(main);
  return (
    <div className="functional-use">
      <ul className="functional-use__items">
        {items.map((item) => {
          const Icon = item.icon ? iconFor(item.icon) : undefined;
          return Icon ? (
            <li key={item.label} className="functional-use__item">
              <span
                className="functional-use__icon"
                role="img"
                aria-label={item.label}
                title={item.label}
                data-label={item.label}
                tabIndex={0}
              >
                <Icon aria-hidden="true" focusable="false" size={20} strokeWidth={2} />
              </span>
              <span className="functional-use__label" aria-hidden="true">
                {item.label}
              </span>
            </li>
          ) : (
            <li key={item.label} className="functional-use__text">
              {item.label}
            </li>
          );
        })}
      </ul>
      {note ? <p className="functional-use__note">{note}</p> : null}
    </div>
  );
}
