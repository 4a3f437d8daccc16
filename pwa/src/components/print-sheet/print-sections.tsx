// The sections of the printed specification sheet, from shared/product-sections.ts (the admin detail's
// sections, in its order). Only what has a value is printed: a field without one, a flag that is off, a list
// without rows and a section left with nothing are all left out, never printed as an empty heading or block.
import {
  INGREDIENT_FIELDS,
  PROCESS_FIELDS,
  fieldLabel,
  ROW_COLUMNS,
} from '../../../../shared/product-fields.ts';
import { PRODUCT_SECTIONS, type ProductSection } from '../../../../shared/product-sections.ts';
import { RowsTable } from '../rows-table.tsx';

type Row = Readonly<Record<string, unknown>>;

const filled = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

/** Label and value of each of `fields` of `record` that has a value; nothing when none has. */
function Facts({ record, fields }: { record: Row; fields: readonly string[] }) {
  const shown = fields.filter((f) => filled(record[f]));
  if (shown.length === 0) return null;
  return (
    <dl>
      {shown.map((f) => (
        <div key={f}>
          <dt>{fieldLabel(f)}</dt>
          <dd>{record[f] as string}</dd>
        </div>
      ))}
    </dl>
  );
}

const INGREDIENT_DETAILS = Object.keys(INGREDIENT_FIELDS).filter(
  (f) => f !== 'commonName' && f !== 'ingredientCode',
);
const PROCESS_DETAILS = Object.keys(PROCESS_FIELDS).filter(
  (f) => f !== 'processDescription' && f !== 'processCode',
);

/** Each ingredient or process: its name and code, then whatever of its fields has a value. */
function Records({ field, records }: { field: 'ingredients' | 'processes'; records: readonly Row[] }) {
  const ingredient = field === 'ingredients';
  return records.map((r, i) => {
    const name = ingredient ? r.commonName : r.processDescription;
    const code = ingredient ? r.ingredientCode : r.processCode;
    return (
      <div key={i} className="print-sheet__record">
        <h3>
          {filled(name) ? name : `${ingredient ? 'Ingredient' : 'Process'} ${i + 1}`}
          {filled(code) && <span> · {code}</span>}
        </h3>
        <Facts record={r} fields={ingredient ? INGREDIENT_DETAILS : PROCESS_DETAILS} />
      </div>
    );
  });
}

/** The body of one section, or null when the product has nothing for it. */
function sectionBody(section: ProductSection, product: Row) {
  switch (section.kind) {
    case 'text':
      return section.fields.some((f) => filled(product[f])) ? (
        <Facts record={product} fields={section.fields} />
      ) : null;
    case 'flags': {
      const groups = section.groups
        .map((g) => ({ title: g.title, on: g.fields.filter((f) => product[f] === true) }))
        .filter((g) => g.on.length > 0);
      if (groups.length === 0) return null;
      return (
        <dl>
          {groups.map((g) => (
            <div key={g.title}>
              <dt>{g.title}</dt>
              <dd>{g.on.map((f) => fieldLabel(f)).join(', ')}</dd>
            </div>
          ))}
        </dl>
      );
    }
    case 'records': {
      const records = (product[section.field] ?? []) as readonly Row[];
      return records.length > 0 ? <Records field={section.field} records={records} /> : null;
    }
    case 'rows': {
      const rows = (product[section.field] ?? []) as readonly Row[];
      if (rows.length === 0) return null;
      const columns = Object.keys(ROW_COLUMNS[section.field]);
      return (
        <RowsTable
          rows={rows}
          columns={columns.map((c) => ({
            header: fieldLabel(c),
            cell: (row: Row) => (filled(row[c]) ? row[c] : '—'),
          }))}
        />
      );
    }
  }
}

/** Every section of the product that has something to print, in the admin detail's order. */
export function PrintSections({ product }: { product: Row }) {
  return PRODUCT_SECTIONS.map((section) => {
    const body = sectionBody(section, product);
    return (
      body && (
        <section key={section.title} className="print-sheet__section">
          <h2>{section.title}</h2>
          {body}
        </section>
      )
    );
  });
}
