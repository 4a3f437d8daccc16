// SQL for ingredients and processes: the records products embed, shared by code (a write of one product
// updates them for every product that embeds them).
import type { Knex } from 'knex';
import type { Ingredient } from '../../../shared/ingredient.ts';
import type { Process } from '../../../shared/process.ts';
import { fromIngredientRow, fromProcessRow, toIngredientColumns, toProcessColumns } from './mapping.ts';

export function createCatalogueRecordsRepository(db: Knex) {
  return {
    /** Inserts or updates each ingredient by its code; answers their ids in the same order. */
    async upsertIngredients(items: Ingredient[]): Promise<number[]> {
      const ids: number[] = [];
      for (const item of items) {
        const [row] = await db('ingredients')
          .insert(toIngredientColumns(item))
          .onConflict('ingredient_code')
          .merge(['common_name', 'scientific_name', 'attributes', 'updated_at'])
          .returning('id');
        ids.push(Number(row.id));
      }
      return ids;
    },

    /** Inserts or updates each process by its code; answers their ids in the same order. */
    async upsertProcesses(items: Process[]): Promise<number[]> {
      const ids: number[] = [];
      for (const item of items) {
        const [row] = await db('processes')
          .insert(toProcessColumns(item))
          .onConflict('process_code')
          .merge(['process_description', 'attributes', 'updated_at'])
          .returning('id');
        ids.push(Number(row.id));
      }
      return ids;
    },

    async listIngredients(): Promise<Ingredient[]> {
      return (await db('ingredients').select('*').orderBy('ingredient_code')).map(fromIngredientRow);
    },

    async listProcesses(): Promise<Process[]> {
      return (await db('processes').select('*').orderBy('process_code')).map(fromProcessRow);
    },
  };
}
