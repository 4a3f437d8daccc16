import { fieldLabel } from '../../../../shared/product-fields.ts';
import { RowsTable } from '../../components/rows-table.tsx';
import { ScrollHint, SCROLL_HINT, useOverflowsSideways } from '../components/admin-table.tsx';

/** The anchor of a section of the detail view, for its index. */
export const sectionId = (title: string) => `detail-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

interface Props {
  title: string;
  columns: readonly string[];
  rows: readonly Record<string, unknown>[];
}

/**
 * One row list of the product as a table that scrolls inside its own box on a narrow screen, and then says
 * so: the hint above it, shadows at the edge that hides columns.
 */
export function DetailTable({ title, columns, rows }: Props) {
  const [box, overflows] = useOverflowsSideways();
  return (
    <section
      id={sectionId(title)}
      className={columns.length > 3 ? 'detail-card detail-card--wide' : 'detail-card'}
    >
      <h2>{title}</h2>
      {rows.length === 0 ? (
        <p className="detail-empty">None recorded</p>
      ) : (
        <>
          {overflows && <ScrollHint />}
          <div
            ref={box}
            className={`detail-table${overflows ? ' admin-table-scroll--overflows' : ''}`}
            role="region"
            aria-label={overflows ? `${title} (${SCROLL_HINT.toLowerCase()})` : title}
            tabIndex={0}
          >
            <RowsTable
              scoped
              rows={rows}
              columns={columns.map((c) => ({
                header: fieldLabel(c),
                cell: (row: Record<string, unknown>) => (typeof row[c] === 'string' ? row[c] : ''),
              }))}
            />
          </div>
        </>
      )}
    </section>
  );
}
