import type { ReactNode } from 'react';

interface Props<Row> {
  caption: string;
  columns: readonly { header: string; cell: (row: Row) => ReactNode }[];
  rows: readonly Row[];
}

/** A specification table; on a narrow screen wide tables become one labelled card per row. */
export function SpecTable<Row>({ caption, columns, rows }: Props<Row>) {
  return (
    <div
      className={columns.length > 2 ? 'spec-table spec-table--stack' : 'spec-table'}
      role="region"
      aria-label={caption}
      tabIndex={0}
    >
      <table>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.header} scope="col">
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={i}>
              {columns.map((c) => (
                <td key={c.header} data-label={c.header}>
                  {c.cell(row) || '—'}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
