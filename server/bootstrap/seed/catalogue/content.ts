// The catalogue's content as the seed writes it, from the JSON files in content/: what is particular to each
// product of a line (product-builder.ts adds the catalogue's name, assay and category and the house defaults),
// and the ingredient and process records the products share by key. Each file is one record per code: the
// server upserts ingredients and processes by code, so a second definition under the same code would
// overwrite the first. Entries of shared/catalogue.ts with no data yet (Dermvit, Onconein, Regeneivit-DNA
// Repair) have no record. Copy speaks of support and normal function only, never of disease.
//
// JSON has no types, so every record is checked here as it loads (record-types.ts): required fields present,
// no unknown field, every choice one of the spec's, and every ingredient and process key a product names
// defined; anything else stops the seed with an error that names the file, the record and the field.
import type { z } from 'zod';
import conditions from './content/conditions.json' with { type: 'json' };
import deficiencies from './content/deficiencies.json' with { type: 'json' };
import ingredients from './content/ingredients.json' with { type: 'json' };
import processes from './content/processes.json' with { type: 'json' };
import regenerativeHealth from './content/regenerative-health.json' with { type: 'json' };
import {
  ingredientSpecSchema,
  processSpecSchema,
  productSpecSchema,
  type IngredientSpec,
  type ProcessSpec,
  type ProductSpec,
} from './record-types.ts';

/** `record` checked against `schema`; otherwise an error naming the file, the record and the field. */
function checked<T>(schema: z.ZodType<T>, record: unknown, where: string): T {
  const result = schema.safeParse(record);
  if (result.success) return result.data;
  const issues = result.error.issues.map((i) => `${i.path.join('.') || '(record)'}: ${i.message}`);
  throw new Error(`Catalogue content ${where}: ${issues.join('; ')}`);
}

function checkedByKey<T>(schema: z.ZodType<T>, records: object, file: string): Record<string, T> {
  return Object.fromEntries(
    Object.entries(records).map(([key, record]) => [key, checked(schema, record, `${file}, ${key}`)]),
  );
}

/** The products of the JSON files, checked, each naming only ingredient and process keys that exist. */
export function loadProductSpecs(
  files: Record<string, unknown[]>,
  ingredientSpecs: Record<string, IngredientSpec>,
  processSpecs: Record<string, ProcessSpec>,
): ProductSpec[] {
  return Object.entries(files).flatMap(([file, records]) =>
    records.map((record, index) => {
      const code = (record as { code?: unknown } | null)?.code;
      const where = `${file}, product ${typeof code === 'string' ? code : `#${index}`}`;
      const spec = checked(productSpecSchema, record, where);
      const unknown = [
        ...spec.ingredients
          .filter((k) => !(k in ingredientSpecs))
          .map((k) => `ingredients: no ingredient ${k}`),
        ...spec.processes.filter((k) => !(k in processSpecs)).map((k) => `processes: no process ${k}`),
      ];
      if (unknown.length) throw new Error(`Catalogue content ${where}: ${unknown.join('; ')}`);
      return spec;
    }),
  );
}

export const INGREDIENT_SPECS = checkedByKey(ingredientSpecSchema, ingredients, 'ingredients.json');
export const PROCESS_SPECS = checkedByKey(processSpecSchema, processes, 'processes.json');
/** The products of the three lines, in the catalogue's order. */
export const PRODUCT_SPECS = loadProductSpecs(
  {
    'deficiencies.json': deficiencies,
    'conditions.json': conditions,
    'regenerative-health.json': regenerativeHealth,
  },
  INGREDIENT_SPECS,
  PROCESS_SPECS,
);
