// What sign-ins, sign-outs and own password changes leave behind (issue #34): a line of the ADMIN's audit
// log and an info line of the server log, each with the user, the address and the outcome. It is never
// given a password, a token or a hash, so none can reach either log.
import type { Knex } from 'knex';
import type { Logger } from '../../logger.ts';
import { createAuditRepository, type Actor } from '../audit/repository.ts';

export type SessionEventKind = 'sign-in.succeeded' | 'sign-in.failed' | 'sign-out' | 'password.changed';

export interface SessionEvent {
  kind: SessionEventKind;
  /** The account's email (for a failed sign-in, the email given). */
  email: string;
  ip: string;
  /** Who did it (id and name only); absent for a failed sign-in, where nobody proved who they are. */
  user?: Actor | undefined;
  /** The account a failed sign-in named, when there is one: in the server log only. */
  accountId?: number | undefined;
}

const LOG_LINES: Record<SessionEventKind, [message: string, outcome: 'succeeded' | 'failed']> = {
  'sign-in.succeeded': ['sign-in', 'succeeded'],
  'sign-in.failed': ['sign-in', 'failed'],
  'sign-out': ['sign-out', 'succeeded'],
  'password.changed': ['password change', 'succeeded'],
};

export function createSessionEvents(db: Knex, log: Logger | undefined) {
  const audit = createAuditRepository(db);
  return async function recordSessionEvent(event: SessionEvent): Promise<void> {
    const [message, outcome] = LOG_LINES[event.kind];
    const userId = event.user?.id ?? event.accountId ?? null;
    log?.info({ userId, email: event.email, ip: event.ip, outcome }, message);
    await audit.record({
      // As for a refused sign-in: no user, the address as the name.
      actor: event.user ?? { id: null, username: event.ip },
      kind: event.kind,
      subject: event.email,
      origin: { ip: event.ip, client: null },
    });
  };
}
