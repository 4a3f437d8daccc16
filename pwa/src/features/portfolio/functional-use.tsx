import { parseFunctionalUse } from './parse-functional-use.ts';

/** The Functional Use row: greyed icons whose label is the tooltip and the accessible name, then the note. */
export function FunctionalUse({ main, note }: { main: string; note?: string }) {
  const items = parseFunctionalUse(main);
  return (
    <div className="functional-use">
      <ul className="functional-use__items">
        {items.map((item) =>
          item.icon ? (
            <li key={item.label}>
              <span
                className="functional-use__icon"
                role="img"
                aria-label={item.label}
                title={item.label}
                data-label={item.label}
                tabIndex={0}
              >
                {item.icon}
              </span>
            </li>
          ) : (
            <li key={item.label} className="functional-use__text">
              {item.label}
            </li>
          ),
        )}
      </ul>
      {note ? <p className="functional-use__note">{note}</p> : null}
    </div>
  );
}
