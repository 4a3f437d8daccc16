// The admin screens' list table: it scrolls sideways inside its own box, and its column headings come from
// a list; the screen gives the rows. When it is wider than its box (a phone), it says so: a visible hint
// above it, shadows at the edge that hides columns, and a box that the keyboard can focus and scroll.
import { useEffect, useRef, useState, type ReactNode } from 'react';

export const SCROLL_HINT = 'Scroll sideways to see more';

/** A column heading: its text, or `{ hidden }` for one only screen readers hear (an actions column). */
export type AdminTableColumn = string | { hidden: string };

interface Props {
  columns: readonly AdminTableColumn[];
  /** A caption only screen readers hear; it names the scroll box too. */
  caption?: string;
  /** The scroll box's name when there is no caption. */
  label?: string;
  /** Classes added to the table's. */
  className?: string;
  /** Classes added to the scroll box's. */
  scrollClassName?: string;
  /** The rows of the body. */
  children: ReactNode;
}

const join = (base: string, extra: string | undefined) => (extra ? `${base} ${extra}` : base);

/** Whether the box's content is wider than the box, kept up to date as either resizes. */
export function useOverflowsSideways() {
  const box = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return [box, overflows] as const;
}

/** The visible hint over a box wider than the screen (its name says it to screen readers). */
export function ScrollHint() {
  return (
    <p className="admin-table-hint" aria-hidden="true">
      {SCROLL_HINT} <span className="admin-table-hint__arrow">→</span>
    </p>
  );
}

export function AdminTable({ columns, caption, label, className, scrollClassName, children }: Props) {
  const [box, overflows] = useOverflowsSideways();
  return (
    <>
      {overflows && <ScrollHint />}
      <div
        ref={box}
        className={join(
          `admin-table-scroll${overflows ? ' admin-table-scroll--overflows' : ''}`,
          scrollClassName,
        )}
        role={overflows ? 'region' : undefined}
        aria-label={overflows ? `${caption ?? label ?? 'Table'} (${SCROLL_HINT.toLowerCase()})` : undefined}
        tabIndex={overflows ? 0 : undefined}
      >
        <table className={join('admin-table', className)}>
          {caption !== undefined && <caption className="visually-hidden">{caption}</caption>}
          <thead>
            <tr>
              {columns.map((c) =>
                typeof c === 'string' ? (
                  <th key={c} scope="col">
                    {c}
                  </th>
                ) : (
                  <th key={c.hidden} scope="col">
                    <span className="visually-hidden">{c.hidden}</span>
                  </th>
                ),
              )}
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
      </div>
    </>
  );
}
