// Between the API's camelCase ingredients and processes and their columns: the fields every record has
// are columns, the optional ones one JSON object of attributes.
import { INGREDIENT_OPTIONAL_FIELDS, type Ingredient } from '../../../shared/ingredient.ts';
import { PROCESS_OPTIONAL_FIELDS, type Process } from '../../../shared/process.ts';

export function toIngredientColumns(i: Ingredient): Record<string, unknown> {
  const attributes = Object.fromEntries(INGREDIENT_OPTIONAL_FIELDS.map((f) => [f, i[f]]));
  return {
    ingredient_code: i.ingredientCode,
    common_name: i.commonName,
    scientific_name: i.scientificName,
    attributes: JSON.stringify(attributes),
  };
}

export function fromIngredientRow(row: Record<string, unknown>): Ingredient {
  const attributes = (row.attributes ?? {}) as Record<string, string>;
  return {
    ingredientCode: String(row.ingredient_code),
    commonName: String(row.common_name),
    scientificName: String(row.scientific_name),
    ...Object.fromEntries(INGREDIENT_OPTIONAL_FIELDS.map((f) => [f, attributes[f] ?? ''])),
  } as Ingredient;
}

export function toProcessColumns(p: Process): Record<string, unknown> {
  const attributes = Object.fromEntries(PROCESS_OPTIONAL_FIELDS.map((f) => [f, p[f]]));
  return {
    process_code: p.processCode,
    process_description: p.processDescription,
    attributes: JSON.stringify(attributes),
  };
}

export function fromProcessRow(row: Record<string, unknown>): Process {
  const attributes = (row.attributes ?? {}) as Record<string, string>;
  return {
    processCode: String(row.process_code),
    processDescription: String(row.process_description),
    ...Object.fromEntries(PROCESS_OPTIONAL_FIELDS.map((f) => [f, attributes[f] ?? ''])),
  } as Process;
}
