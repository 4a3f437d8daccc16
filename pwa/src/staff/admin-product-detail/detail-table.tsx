import { fieldLabel } from '../../../../shared/product-fields.ts';
import { RowsTable } from '../../components/rows-table.tsx';

/** The anchor of a section of the detail view, for its index. */
export const sectionId = (title: string) => `detail-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

interface Props {
  title: string;
  columns: readonly string[];
  rows: readonly Record<string, unknown>[];
}

/** One row list of the product as a table that scrolls inside its own box on a narrow screen. */
export function DetailTable({ title, columns, rows }: Props) {
  return (
    <section
      id={sectionId(title)}
      className={columns.length > 3 ? 'detail-card detail-card--wide' : 'detail-card'}
    >
      <h2>{title}</h2>
      {rows.length === 0 ? (
        <p className="detail-empty">None recorded</p>
      ) : (
        <div className="detail-table" role="region" aria-label={title} tabIndex={0}>
          <RowsTable
            scoped
            rows={rows}
            columns={columns.map((c) => ({
              header: fieldLabel(c),
              cell: (row: Record<string, unknown>) => (typeof row[c] === 'string' ? row[c] : ''),
            }))}
          />
        </div>
      )}
    </section>
  );
}
