// Between the API's camelCase ingredients and processes and their columns: the fields every record has
// are columns of their own (in snake_case), the optional ones one JSON object of attributes.
import { INGREDIENT_OPTIONAL_FIELDS, type Ingredient } from '../../../shared/ingredient.ts';
import { PROCESS_OPTIONAL_FIELDS, type Process } from '../../../shared/process.ts';

const snake = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

function recordMapping<T extends object>(
  required: readonly (keyof T & string)[],
  optional: readonly (keyof T & string)[],
) {
  return {
    toColumns(record: T): Record<string, unknown> {
      const columns: Record<string, unknown> = {};
      for (const field of required) columns[snake(field)] = record[field];
      columns.attributes = JSON.stringify(Object.fromEntries(optional.map((f) => [f, record[f]])));
      return columns;
    },
    fromRow(row: Record<string, unknown>): T {
      const attributes = (row.attributes ?? {}) as Record<string, string>;
      const record: Record<string, unknown> = {};
      for (const field of required) record[field] = String(row[snake(field)]);
      for (const field of optional) record[field] = attributes[field] ?? '';
      return record as T;
    },
  };
}

const ingredients = recordMapping<Ingredient>(
  ['ingredientCode', 'commonName', 'scientificName'],
  INGREDIENT_OPTIONAL_FIELDS,
);
const processes = recordMapping<Process>(['processCode', 'processDescription'], PROCESS_OPTIONAL_FIELDS);

export const toIngredientColumns = ingredients.toColumns;
export const fromIngredientRow = ingredients.fromRow;
export const toProcessColumns = processes.toColumns;
export const fromProcessRow = processes.fromRow;
