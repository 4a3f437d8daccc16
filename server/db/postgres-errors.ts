// The one place that reads PostgreSQL's errors: a switch on the SQLSTATE turns them into the typed errors of
// errors/errors.ts. Repositories pass the rules only they know (which constraint means which conflict); the
// rest (an unreachable database, a value PostgreSQL cannot store) is the same for every query, and
// `databaseErrors` applies it to every request.
import { AppError, BadRequestError, DatabaseUnavailableError } from '../errors/errors.ts';

/** What a repository makes of the errors whose meaning depends on the query. */
export interface TranslationRules {
  /** By constraint name: the error a unique violation of that constraint means. */
  unique?: Record<string, () => Error>;
  /** The error any foreign key violation means. */
  foreignKey?: () => Error;
  /** The error a lock wait cut short by `lock_timeout` means. */
  lockNotAvailable?: () => Error;
}

/** A safety net behind validation: PostgreSQL's "data exception" class (22) is a value it cannot store. */
export const VALUE_NOT_STORABLE = 'A value in the request cannot be stored.';

/** Node's errors for a connection that could not be made or was lost. */
const CONNECTION_LOST = /Connection terminated|connect ECONNREFUSED|timeout exceeded when trying to connect/i;

/** The typed error `error` means, or `error` itself when it means nothing more than it says. */
export function translateDatabaseError(error: unknown, rules: TranslationRules = {}): unknown {
  if (!(error instanceof Error) || error instanceof AppError) return error;
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  switch (code) {
    case '23505': // unique_violation
      return (typeof constraint === 'string' && rules.unique?.[constraint]?.()) || error;
    case '23503': // foreign_key_violation
      return rules.foreignKey?.() ?? error;
    case '55P03': // lock_not_available
      return rules.lockNotAvailable?.() ?? error;
    case 'ECONNREFUSED':
    case 'ECONNRESET':
    case 'ETIMEDOUT':
    case 'EPIPE':
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
    case '57P01': // admin_shutdown
    case '57P02': // crash_shutdown
    case '57P03': // cannot_connect_now
    case '08000': // connection_exception
    case '08003': // connection_does_not_exist
    case '08006': // connection_failure
    case '08001': // sqlclient_unable_to_establish_sqlconnection
    case '08004': // sqlserver_rejected_establishment_of_sqlconnection
      return new DatabaseUnavailableError(error);
    default:
      if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code))
        return new BadRequestError(VALUE_NOT_STORABLE);
      if (error.name === 'KnexTimeoutError' || CONNECTION_LOST.test(error.message))
        return new DatabaseUnavailableError(error);
      return error;
  }
}

/** Runs `work`, throwing what its database error means under `rules`. */
export async function translatingErrors<T>(work: () => Promise<T>, rules: TranslationRules): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw translateDatabaseError(error, rules);
  }
}

/** Middleware (placed right inside the error middleware): every request's database errors, translated. */
export async function databaseErrors(_ctx: unknown, next: () => Promise<unknown>): Promise<void> {
  await translatingErrors(next, {});
}
