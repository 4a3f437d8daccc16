// The <table> of a product's row list (actives, heavy metals, …) as the product page, the staff detail view
// and the printed sheet show it: one heading per column, one row per item, '—' for an empty cell.
import type { ReactNode } from 'react';

export interface RowsTableColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
}

interface Props<Row> {
  columns: readonly RowsTableColumn<Row>[];
  rows: readonly Row[];
  /** A caption only screen readers hear. */
  caption?: string;
  /** Headings marked as column headings (scope="col"). */
  scoped?: boolean;
  /** Each cell labelled with its heading (data-label), for a layout that stacks a row into a card. */
  labelled?: boolean;
}

export function RowsTable<Row>({ columns, rows, caption, scoped, labelled }: Props<Row>) {
  return (
    <table>
      {caption !== undefined && <caption className="visually-hidden">{caption}</caption>}
      <thead>
        <tr>
          {columns.map((c, j) => (
            <th key={j} scope={scoped ? 'col' : undefined}>
              {c.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => (
          <tr key={i}>
            {columns.map((c, j) => (
              <td key={j} data-label={labelled ? c.header : undefined}>
                {c.cell(row) || '—'}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
