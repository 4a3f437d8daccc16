// SQL for the audit log (shared/audit.ts). Events are written in the transaction of what they record, so
// the log holds exactly what happened; they are never changed or deleted.
import type { Knex } from 'knex';
import { AUDIT_PAGE_SIZE, type AuditEvent, type AuditKind, type AuditPage } from '../../../shared/audit.ts';
import type { Origin } from '../../http/origin.ts';

/** Who did something: a signed-in user, or (a refused sign-in) nobody. */
export interface Actor {
  id: number | null;
  username: string;
}

/** A signed-in user as the log names them (their name stays on their events after they are deleted). */
export const actorOf = (user: { id: number; username: string }): Actor => ({
  id: user.id,
  username: user.username,
});

export interface NewAuditEvent {
  actor: Actor;
  kind: AuditKind;
  subject: string;
  details?: Record<string, unknown>;
  origin: Origin;
}

export interface AuditFilter {
  /** Part of the actor's name, any case. */
  person?: string | undefined;
  kind?: AuditKind | undefined;
  /** ISO dates (inclusive day bounds are the caller's). */
  from?: Date | undefined;
  to?: Date | undefined;
  /** Only events older than this id (the next page). */
  before?: number | undefined;
}

interface AuditRow {
  id: string | number;
  at: Date;
  actor_id: string | number | null;
  actor_name: string;
  kind: AuditKind;
  subject: string;
  details: Record<string, unknown>;
  ip: string | null;
}

const toEvent = (r: AuditRow): AuditEvent => ({
  id: Number(r.id),
  at: r.at.toISOString(),
  actor: { id: r.actor_id === null ? null : Number(r.actor_id), username: r.actor_name },
  kind: r.kind,
  subject: r.subject,
  details: r.details,
  ip: r.ip,
});

/** LIKE's own characters taken literally. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function createAuditRepository(db: Knex) {
  const columns = (event: NewAuditEvent) => ({
    actor_id: event.actor.id,
    actor_name: event.actor.username,
    kind: event.kind,
    subject: event.subject,
    details: JSON.stringify(event.details ?? {}),
    ip: event.origin.ip,
  });
  return {
    async record(event: NewAuditEvent): Promise<void> {
      await db('audit_events').insert(columns(event));
    },

    /**
     * Records the event unless the same kind, subject and address was recorded in the last `seconds`: a
     * burst of refused sign-ins is one line a minute, not one per request.
     */
    async recordOnce(event: NewAuditEvent, seconds: number): Promise<void> {
      const values = columns(event);
      await db.raw(
        `insert into audit_events (actor_id, actor_name, kind, subject, details, ip)
         select ?, ?, ?, ?, ?::jsonb, ?
         where not exists (
           select 1 from audit_events
           where kind = ? and subject = ? and ip is not distinct from ? and at > now() - make_interval(secs => ?)
         )`,
        [
          values.actor_id,
          values.actor_name,
          values.kind,
          values.subject,
          values.details,
          values.ip,
          values.kind,
          values.subject,
          values.ip,
          seconds,
        ],
      );
    },

    async list(filter: AuditFilter): Promise<AuditPage> {
      const query = db<AuditRow>('audit_events')
        .orderBy('id', 'desc')
        .limit(AUDIT_PAGE_SIZE + 1);
      if (filter.person) query.whereRaw("actor_name ilike ? escape '\\'", [`%${literal(filter.person)}%`]);
      if (filter.kind) query.where('kind', filter.kind);
      if (filter.from) query.where('at', '>=', filter.from);
      if (filter.to) query.where('at', '<', filter.to);
      if (filter.before) query.where('id', '<', filter.before);
      const rows = (await query) as AuditRow[];
      const events = rows.slice(0, AUDIT_PAGE_SIZE).map(toEvent);
      return rows.length > AUDIT_PAGE_SIZE ? { events, nextBefore: events.at(-1)!.id } : { events };
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
