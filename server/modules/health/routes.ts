import Router from '@koa/router';
import type { Knex } from 'knex';
import type { Health } from '../../../shared/health.ts';
import { pingDatabase } from '../../db/knex.ts';

export function healthRoutes(db: Knex): Router {
  const router = new Router();
  router.get('/api/health', async (ctx) => {
    const dbUp = await pingDatabase(db);
    const body: Health = dbUp ? { status: 'ok', db: 'ok' } : { status: 'error', db: 'down' };
    ctx.set('Cache-Control', 'no-store');
    if (!dbUp) ctx.set('Retry-After', '5');
    ctx.status = dbUp ? 200 : 503;
    ctx.body = body;
  });
  return router;
}
