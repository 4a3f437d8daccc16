// The audit log as the ADMIN reads it (writes are made by the services that act, in their transactions).
import type { Knex } from 'knex';
import { createAuditRepository, type AuditFilter } from './repository.ts';

export function createAuditService(db: Knex) {
  const audit = createAuditRepository(db);
  return {
    list: (filter: AuditFilter) => audit.list(filter),
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
