import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ingredientSchema } from './ingredient.ts';
import { processSchema } from './process.ts';
import { productInputSchema, rowSchemas } from './product.ts';
import {
  fieldLabel,
  fieldsOn,
  INGREDIENT_FIELDS,
  PROCESS_FIELDS,
  PRODUCT_FIELDS,
  ROW_COLUMNS,
  WIZARD_STEPS,
  type FieldMeta,
} from './product-fields.ts';
import { COMPLIANCE_STATUSES, COMPOSITION_TYPES, PRODUCT_TYPES, YES_NO } from './spec-constants.ts';

const ECHOED = ['version', 'createdAt', 'updatedAt'];
const tables: Readonly<Record<string, FieldMeta>>[] = [
  PRODUCT_FIELDS,
  ...Object.values(ROW_COLUMNS),
  INGREDIENT_FIELDS,
  PROCESS_FIELDS,
];

describe('the field table', () => {
  it('when compared with the schemas, then it has each field of the product, its rows, ingredients and processes', () => {
    const product = Object.keys(productInputSchema.shape).filter((f) => !ECHOED.includes(f));
    expect(Object.keys(PRODUCT_FIELDS).sort()).toEqual(product.sort());
    for (const [list, row] of Object.entries(rowSchemas))
      expect(Object.keys(ROW_COLUMNS[list as keyof typeof ROW_COLUMNS]), list).toEqual(
        Object.keys(row.shape),
      );
    expect(Object.keys(INGREDIENT_FIELDS)).toEqual(Object.keys(ingredientSchema.shape));
    expect(Object.keys(PROCESS_FIELDS)).toEqual(Object.keys(processSchema.shape));
  });

  it('when a name is in several tables, then it has one label there', () => {
    const labels = new Map<string, Set<string>>();
    for (const table of tables)
      for (const [name, meta] of Object.entries(table))
        labels.set(name, (labels.get(name) ?? new Set()).add(meta.label));
    const twice = [...labels].filter(([, set]) => set.size > 1).map(([name]) => name);
    expect(twice).toEqual([]);
  });

  it('when a label is read, then it is spelt as the spec spells it', () => {
    expect(fieldLabel('productCode')).toBe('Product Code');
    expect(fieldLabel('productName')).toBe('Product Name');
    expect(fieldLabel('qcafMonitored')).toBe('QCAF Monitored');
    expect(fieldLabel('nonGmoValidation')).toBe('Non-GMO Validation');
    expect(fieldLabel('ingredientCode')).toBe('Ingredient Code');
    expect(fieldLabel('commonName')).toBe('Common Name');
    expect(fieldLabel('processDescription')).toBe('Process Description');
    // Steps 7 and 8 of admin-area.md §2 name these fields.
    expect(
      ['Stability Tests', 'Functional Recommendation'].map((g) =>
        fieldsOn(PROCESS_FIELDS, 'Stability Information', g).map(fieldLabel),
      ),
    ).toEqual([
      [
        'Accelerated Stability',
        'Real Time Stability',
        'Oxidative Stability',
        'Photo Stability',
        'Radiation Study',
      ],
      [
        'Shelf Life',
        'Handling',
        'Capsule',
        'Tablet',
        'Food Preparations',
        'Cosmetic Preparations',
        'Mixability',
      ],
    ]);
    expect(fieldsOn(PROCESS_FIELDS, 'Scientific & Clinical').map(fieldLabel)).toEqual([
      'Study Type',
      'Significance',
      'Validation',
      'References (URL or text)',
    ]);
  });

  it('when a name is in no table, then it reads as its words', () => {
    expect(fieldLabel('someNewField')).toBe('Some New Field');
  });

  it('when a field is a choice, then its options are the schema’s choices', () => {
    expect(PRODUCT_FIELDS.type.options).toEqual(PRODUCT_TYPES);
    expect(ROW_COLUMNS.ingredientComposition.type.options).toEqual(COMPOSITION_TYPES);
    expect(ROW_COLUMNS.productCompliance.status.options).toEqual(COMPLIANCE_STATUSES);
    expect(ROW_COLUMNS.allergenInformation.inPlant.options).toEqual(YES_NO);
    for (const table of tables)
      for (const [name, meta] of Object.entries(table))
        expect(meta.kind === 'choice', name).toBe(meta.options !== undefined);
  });

  it('when the required fields are listed, then they are those the schemas require', () => {
    const required = (table: Readonly<Record<string, FieldMeta>>) =>
      Object.keys(table).filter((f) => table[f]!.required);
    const requiredBy = (schema: z.ZodType) =>
      ((z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }).required ?? []) as string[]).sort();
    expect(required(PRODUCT_FIELDS).sort()).toEqual(requiredBy(productInputSchema));
    expect(required(PRODUCT_FIELDS)).toContain('productCode');
    expect(required(INGREDIENT_FIELDS).sort()).toEqual(requiredBy(ingredientSchema));
    expect(required(PROCESS_FIELDS).sort()).toEqual(requiredBy(processSchema));
  });

  it('when the wizard steps are walked, then each edits some field of the product or its first process', () => {
    const empty = WIZARD_STEPS.filter(
      (step) => fieldsOn(PRODUCT_FIELDS, step).length + fieldsOn(PROCESS_FIELDS, step).length === 0,
    );
    expect(empty).toEqual([]);
  });
});
