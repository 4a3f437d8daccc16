import Router from '@koa/router';
import { requirePermission } from '../../auth/middleware.ts';
import type { CatalogueRecordsService } from './service.ts';

export function catalogueRecordsRoutes(records: CatalogueRecordsService): Router {
  const router = new Router();
  const staff = requirePermission('staff');
  router.get('/api/ingredients', staff, async (ctx) => {
    ctx.body = await records.listIngredients();
  });
  router.get('/api/processes', staff, async (ctx) => {
    ctx.body = await records.listProcesses();
  });
  return router;
}
