// Step 4: the row lists of the product, with their titles, columns and choices from the shared field table.
import type { ProductRowList } from '../../../../shared/product.ts';
import { fieldLabel, ROW_COLUMNS } from '../../../../shared/product-fields.ts';
import { EditableRows, FixedRows, type Column } from './spec-rows.tsx';
import type { WizardForm } from './wizard-form.ts';

type FixedList = Exclude<ProductRowList, 'actives' | 'ingredientComposition' | 'processingAids'>;

/** The columns of `list`, in the table's order or in `order`. */
function columns(list: ProductRowList, order?: readonly string[]): Column[] {
  const table: Record<string, { label: string; options?: readonly string[] }> = ROW_COLUMNS[list];
  return (order ?? Object.keys(table)).map((field) => ({ field, ...table[field]! }));
}

/** A list of rows the spec names: its first column names the row, the others are filled in. */
function Fixed({
  list,
  order,
  ...props
}: WizardForm & { list: FixedList; order?: readonly string[]; collapsed?: boolean; fillWith?: string }) {
  const [nameKey, ...rest] = Object.keys(ROW_COLUMNS[list]);
  return (
    <FixedRows
      {...props}
      title={fieldLabel(list)}
      list={list}
      nameKey={nameKey!}
      columns={columns(list, order ?? rest)}
    />
  );
}

function Editable({ list, ...wizard }: WizardForm & { list: ProductRowList }) {
  return <EditableRows {...wizard} title={fieldLabel(list)} list={list} columns={columns(list)} />;
}

export function StepSpecification(wizard: WizardForm) {
  return (
    <>
      <Fixed {...wizard} list="organolepticProperties" collapsed={false} />
      <Fixed {...wizard} list="heavyMetals" collapsed />
      <Fixed {...wizard} list="microbiology" collapsed />
      <Fixed {...wizard} list="nutritionalInformation" collapsed />
      <Fixed {...wizard} list="allergenInformation" collapsed fillWith="No" />
      <Fixed {...wizard} list="productCompliance" order={['status', 'regulation', 'declaration']} />
      <Editable {...wizard} list="actives" />
      <Editable {...wizard} list="ingredientComposition" />
      <Editable {...wizard} list="processingAids" />
    </>
  );
}
