// The product's fields in the titled sections a reader sees them in, in order: the admin detail view and the
// printed specification sheet both read this list, so the sheet shows every section the detail does, in the
// same order. Each section's fields come from shared/product-fields.ts (its wizard step and group), so a field
// added there lands in a section here (product-sections.test.ts holds every field to one place).
import { PRODUCT_ROW_LISTS, type ProductRowList } from './product.ts';
import { fieldLabel, fieldsOn, PRODUCT_FIELDS, type ProductField } from './product-fields.ts';

/** Shown above the sections, as the record's heading: its name, code, description and image. */
export const PRODUCT_HEADING_FIELDS = [
  'productCode',
  'productName',
  'productDescription',
  'bannerImage',
] as const satisfies readonly ProductField[];

export type ProductSection =
  | { title: string; kind: 'text'; fields: readonly ProductField[] }
  | { title: string; kind: 'flags'; groups: readonly { title: string; fields: readonly ProductField[] }[] }
  | { title: string; kind: 'records'; field: 'ingredients' | 'processes' }
  | { title: string; kind: 'rows'; field: ProductRowList };

const heading: readonly string[] = PRODUCT_HEADING_FIELDS;
const on = (step: Parameters<typeof fieldsOn>[1], group?: string) =>
  fieldsOn(PRODUCT_FIELDS, step, group).filter((f) => !heading.includes(f));

/** Every section of a product, in reading order. */
export const PRODUCT_SECTIONS: readonly ProductSection[] = [
  { title: 'Overview', kind: 'text', fields: on('Product Overview') },
  { title: 'Use', kind: 'text', fields: on('Intended Use', 'Use and Benefits') },
  { title: 'Manufacturing', kind: 'text', fields: on('Intended Use', 'Sources and Processing') },
  {
    title: 'Flags',
    kind: 'flags',
    groups: [
      { title: 'Quality', fields: on('Intended Use', 'Data Available') },
      { title: 'Key features', fields: on('Key Features') },
    ],
  },
  { title: 'Ingredients', kind: 'records', field: 'ingredients' },
  { title: 'Processes', kind: 'records', field: 'processes' },
  ...PRODUCT_ROW_LISTS.map((list) => ({ title: fieldLabel(list), kind: 'rows' as const, field: list })),
];

/** The fields a section shows. */
export function sectionFields(section: ProductSection): readonly ProductField[] {
  if (section.kind === 'text') return section.fields;
  if (section.kind === 'flags') return section.groups.flatMap((g) => g.fields);
  return [section.field];
}
