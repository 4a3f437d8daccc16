// GET /api/audit (issue #15): the audit log, ADMIN only, newest first, a page of AUDIT_PAGE_SIZE at a time,
// filtered by person (part of the name), kind and date (`from` and `to` as YYYY-MM-DD, both days included).
import Router from '@koa/router';
import { AUDIT_KINDS, type AuditKind } from '../../../shared/audit.ts';
import { requirePermission } from '../../auth/middleware.ts';
import { BadRequestError } from '../../errors/errors.ts';
import type { AuditFilter } from './repository.ts';
import type { AuditService } from './service.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const PERSON_MAX = 100;

function one(value: string | string[] | undefined, name: string): string | undefined {
  if (Array.isArray(value)) throw new BadRequestError(`Give ${name} once.`);
  return value === '' ? undefined : value;
}

function day(value: string | undefined, name: string, plusDays = 0): Date | undefined {
  if (value === undefined) return undefined;
  const date = DAY.test(value) ? new Date(`${value}T00:00:00Z`) : new Date(Number.NaN);
  if (Number.isNaN(date.getTime())) throw new BadRequestError(`${name} must be a date such as 2026-11-25.`);
  return new Date(date.getTime() + plusDays * 86_400_000);
}

export function readAuditFilter(query: Record<string, string | string[] | undefined>): AuditFilter {
  const person = one(query.person, 'person');
  if (person !== undefined && person.length > PERSON_MAX)
    throw new BadRequestError(`person may be at most ${PERSON_MAX} characters.`);
  const kind = one(query.kind, 'kind');
  if (kind !== undefined && !(AUDIT_KINDS as readonly string[]).includes(kind))
    throw new BadRequestError(`kind must be one of ${AUDIT_KINDS.join(', ')}.`);
  const before = one(query.before, 'before');
  if (before !== undefined && !/^[1-9]\d{0,15}$/.test(before))
    throw new BadRequestError('before must be the id of an event.');
  const from = day(one(query.from, 'from'), 'from');
  const to = day(one(query.to, 'to'), 'to', 1);
  if (from && to && from >= to) throw new BadRequestError('from must not be after to.');
  return {
    person,
    kind: kind as AuditKind | undefined,
    from,
    to,
    before: before === undefined ? undefined : Number(before),
  };
}

export function auditRoutes(audit: AuditService): Router {
  const router = new Router();
  router.get('/api/audit', requirePermission('readAuditLog'), async (ctx) => {
    ctx.body = await audit.list(readAuditFilter(ctx.query));
  });
  return router;
}
