// The product's fields of admin-area.md §3 in readable groups: text, flags as chips, row lists,
// ingredients and processes.
import { INGREDIENT_OPTIONAL_FIELDS } from '../../../../shared/ingredient.ts';
import { PROCESS_OPTIONAL_FIELDS } from '../../../../shared/process.ts';
import { PRODUCT_ROW_LISTS } from '../../../../shared/product.ts';
import { PRODUCT_SECTIONS } from '../../../../shared/product-sections.ts';
import { DetailTable, sectionId } from './detail-table.tsx';
import type { Product } from '../../../../shared/product.ts';
import { fieldLabel, ROW_COLUMNS } from '../../../../shared/product-fields.ts';
import { FieldList } from './field-list.tsx';

/** Staff get the full record; without a token the API answers the public fields, so most are optional. */
export type DetailProduct = Pick<Product, 'productCode' | 'productName'> & Partial<Product>;

type Props = { product: DetailProduct };
type Row = Record<string, unknown>;

/** Every section of the detail view, in order: the index at its top links to each. */
export const DETAIL_SECTIONS: readonly string[] = PRODUCT_SECTIONS.map((s) => s.title);

const TEXT_GROUPS = PRODUCT_SECTIONS.flatMap((s) => (s.kind === 'text' ? [s] : []));
const FLAG_GROUPS = PRODUCT_SECTIONS.flatMap((s) => (s.kind === 'flags' ? s.groups : []));

export function TextGroups({ product }: Props) {
  return TEXT_GROUPS.map((g) => (
    <section key={g.title} id={sectionId(g.title)} className="detail-card">
      <h2>{g.title}</h2>
      <FieldList fields={g.fields} record={product} />
    </section>
  ));
}

function FlagChips({ title, flags, product }: { title: string; flags: readonly string[] } & Props) {
  const record = product as Row;
  return (
    <div className="detail-flags">
      <h3>{title}</h3>
      <ul className="detail-chips">
        {flags.map((f) => {
          const on = record[f] === true;
          return (
            <li key={f} className={on ? 'detail-chip detail-chip--on' : 'detail-chip'}>
              <span aria-hidden="true">{on ? '✓' : '–'}</span> {fieldLabel(f)}
              <span className="visually-hidden">{on ? ': yes' : ': no'}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

export function Flags({ product }: Props) {
  return (
    <section id={sectionId('Flags')} className="detail-card">
      <h2>Flags</h2>
      {FLAG_GROUPS.map((g) => (
        <FlagChips key={g.title} title={g.title} flags={g.fields} product={product} />
      ))}
    </section>
  );
}

export function RowLists({ product }: Props) {
  return PRODUCT_ROW_LISTS.map((list) => (
    <DetailTable
      key={list}
      title={fieldLabel(list)}
      columns={Object.keys(ROW_COLUMNS[list])}
      rows={(product[list] ?? []) as Row[]}
    />
  ));
}

export function Ingredients({ product }: Props) {
  const ingredients = (product.ingredients ?? []) as Row[];
  return (
    <section id={sectionId('Ingredients')} className="detail-card">
      <h2>Ingredients</h2>
      {ingredients.length === 0 && <p className="detail-empty">None recorded</p>}
      <div className="detail-records">
        {ingredients.map((ing, i) => (
          <article key={i} className="detail-record">
            <h3>
              {String(ing.commonName ?? '')}
              {typeof ing.ingredientCode === 'string' && (
                <span className="detail-code">{ing.ingredientCode}</span>
              )}
            </h3>
            <FieldList fields={['scientificName', ...INGREDIENT_OPTIONAL_FIELDS]} record={ing} skipEmpty />
          </article>
        ))}
      </div>
    </section>
  );
}

export function Processes({ product }: Props) {
  const processes = (product.processes ?? []) as Row[];
  return (
    <section id={sectionId('Processes')} className="detail-card">
      <h2>Processes</h2>
      {processes.length === 0 && <p className="detail-empty">None recorded</p>}
      <div className="detail-records">
        {processes.map((p, i) => (
          <article key={i} className="detail-record">
            <h3>
              {String(p.processDescription ?? `Process ${i + 1}`)}
              {typeof p.processCode === 'string' && <span className="detail-code">{p.processCode}</span>}
            </h3>
            <FieldList fields={PROCESS_OPTIONAL_FIELDS} record={p} skipEmpty />
          </article>
        ))}
      </div>
    </section>
  );
}
