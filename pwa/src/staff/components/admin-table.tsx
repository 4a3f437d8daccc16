// The admin screens' list table: it scrolls sideways inside its own box, and its column headings come from
// a list; the screen gives the rows.
import type { ReactNode } from 'react';

/** A column heading: its text, or `{ hidden }` for one only screen readers hear (an actions column). */
export type AdminTableColumn = string | { hidden: string };

interface Props {
  columns: readonly AdminTableColumn[];
  /** A caption only screen readers hear. */
  caption?: string;
  /** Classes added to the table's. */
  className?: string;
  /** Classes added to the scroll box's. */
  scrollClassName?: string;
  /** The rows of the body. */
  children: ReactNode;
}

const join = (base: string, extra: string | undefined) => (extra ? `${base} ${extra}` : base);

export function AdminTable({ columns, caption, className, scrollClassName, children }: Props) {
  return (
    <div className={join('admin-table-scroll', scrollClassName)}>
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
  );
}
