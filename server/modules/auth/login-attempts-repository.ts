// Sign-in attempts in PostgreSQL, so throttling holds across server processes and restarts.
import type { Knex } from 'knex';

export function createLoginAttemptsRepository(db: Knex) {
  const windowStart = (seconds: number) => db.raw('now() - make_interval(secs => ?)', [seconds]);

  return {
    async record(email: string, ip: string, succeeded: boolean): Promise<void> {
      await db('login_attempts').insert({ email: email.toLowerCase(), ip, succeeded });
    },

    /** Failed attempts for this email within the window since its last successful sign-in, newest first. */
    async failuresForEmail(email: string, windowSeconds: number): Promise<Date[]> {
      const key = email.toLowerCase();
      const success = await db('login_attempts')
        .where({ email: key, succeeded: true })
        .max({ at: 'attempted_at' })
        .first();
      const rows = await db('login_attempts')
        .select('attempted_at')
        .where({ email: key, succeeded: false })
        .andWhere('attempted_at', '>', windowStart(windowSeconds))
        .modify((q) => {
          if (success?.at) q.andWhere('attempted_at', '>', success.at as Date);
        })
        .orderBy('attempted_at', 'desc')
        .limit(100);
      return rows.map((r: { attempted_at: Date }) => new Date(r.attempted_at));
    },

    /** Failed attempts from this address within the window, newest first (a success does not reset it). */
    async failuresForAddress(ip: string, windowSeconds: number): Promise<Date[]> {
      const rows = await db('login_attempts')
        .select('attempted_at')
        .where({ ip, succeeded: false })
        .andWhere('attempted_at', '>', windowStart(windowSeconds))
        .orderBy('attempted_at', 'desc')
        .limit(100);
      return rows.map((r: { attempted_at: Date }) => new Date(r.attempted_at));
    },

    async deleteOlderThan(seconds: number): Promise<number> {
      return db('login_attempts').where('attempted_at', '<', windowStart(seconds)).del();
    },
  };
}
