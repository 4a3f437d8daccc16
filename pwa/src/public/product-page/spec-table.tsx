import { RowsTable, type RowsTableColumn } from '../../components/rows-table.tsx';

interface Props<Row> {
  caption: string;
  columns: readonly RowsTableColumn<Row>[];
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
      <RowsTable caption={caption} columns={columns} rows={rows} scoped labelled />
    </div>
  );
}
