// SQL for ingredients and processes: the records products embed, shared by code (a write of one product
// updates them for every product that embeds them).
import type { Knex } from 'knex';
import type { Ingredient } from '../../../shared/ingredient.ts';
import type { Process } from '../../../shared/process.ts';
import { fromIngredientRow, fromProcessRow, toIngredientColumns, toProcessColumns } from './mapping.ts';

export function createCatalogueRecordsRepository(db: Knex) {
  /** Inserts each row or updates the one with its code; answers their ids in the same order. */
  async function upsertByCode(
    table: string,
    codeColumn: string,
    merge: string[],
    rows: Record<string, unknown>[],
  ): Promise<number[]> {
    const ids: number[] = [];
    for (const columns of rows) {
      const [row] = await db(table).insert(columns).onConflict(codeColumn).merge(merge).returning('id');
      ids.push(Number(row.id));
    }
    return ids;
  }

  return {
    upsertIngredients: (items: Ingredient[]): Promise<number[]> =>
      upsertByCode(
        'ingredients',
        'ingredient_code',
        ['common_name', 'scientific_name', 'attributes', 'updated_at'],
        items.map(toIngredientColumns),
      ),

    upsertProcesses: (items: Process[]): Promise<number[]> =>
      upsertByCode(
        'processes',
        'process_code',
        ['process_description', 'attributes', 'updated_at'],
        items.map(toProcessColumns),
      ),

    async listIngredients(): Promise<Ingredient[]> {
      return (await db('ingredients').select('*').orderBy('ingredient_code')).map(fromIngredientRow);
    },

    async listProcesses(): Promise<Process[]> {
      return (await db('processes').select('*').orderBy('process_code')).map(fromProcessRow);
    },
  };
}
