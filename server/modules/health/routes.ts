import Router from '@koa/router';
import type { HealthService } from './service.ts';

export function healthRoutes(health: HealthService): Router {
  const router = new Router();
  router.get('/api/health', async (ctx) => {
    const body = await health.check();
    const dbUp = body.status === 'ok';
    ctx.set('Cache-Control', 'no-store');
    if (!dbUp) ctx.set('Retry-After', '5');
    ctx.status = dbUp ? 200 : 503;
    ctx.body = body;
  });
  return router;
}
