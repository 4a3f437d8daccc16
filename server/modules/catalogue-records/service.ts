// The ingredients and processes of the catalogue, for the wizard's pickers.
import type { Knex } from 'knex';
import { createCatalogueRecordsRepository } from './repository.ts';

export function createCatalogueRecordsService(db: Knex) {
  const records = createCatalogueRecordsRepository(db);
  return {
    listIngredients: () => records.listIngredients(),
    listProcesses: () => records.listProcesses(),
  };
}

export type CatalogueRecordsService = ReturnType<typeof createCatalogueRecordsService>;
