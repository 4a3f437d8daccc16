import Router from '@koa/router';
import { buildOpenApiDocument } from './document.ts';

export function openApiRoutes(): Router {
  const document = buildOpenApiDocument();
  const router = new Router();
  router.get('/api/openapi.json', (ctx) => {
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = document;
  });
  return router;
}
