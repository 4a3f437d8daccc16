// Whether the server can do its work: today, whether PostgreSQL answers.
import type { Knex } from 'knex';
import type { Health } from '../../../shared/health.ts';
import { pingDatabase } from '../../db/knex.ts';

export function createHealthService(db: Knex) {
  return {
    async check(): Promise<Health> {
      return (await pingDatabase(db)) ? { status: 'ok', db: 'ok' } : { status: 'error', db: 'down' };
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
