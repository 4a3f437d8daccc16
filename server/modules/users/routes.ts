import Router from '@koa/router';
import { requirePermission, requireUser } from '../../auth/middleware.ts';
import { idParam } from '../../http/params.ts';
import { originOf } from '../../http/origin.ts';
import { USER_MESSAGES, type UsersService } from './service.ts';

export function usersRoutes(users: UsersService): Router {
  const router = new Router({ prefix: '/api/users' });

  router.get('/count', requirePermission('readUserCount'), async (ctx) => {
    ctx.body = await users.count();
  });
  router.get('/', requirePermission('manageUsers'), async (ctx) => {
    ctx.body = await users.list();
  });
  router.post('/', requirePermission('manageUsers'), async (ctx) => {
    // The spec's client treats 200 as success (admin-area.md §7).
    ctx.status = 200;
    ctx.body = await users.create(requireUser(ctx), ctx.request.body, originOf(ctx));
  });
  router.put('/:id', requirePermission('manageUsers'), async (ctx) => {
    ctx.body = await users.update(
      requireUser(ctx),
      idParam(ctx.params.id, USER_MESSAGES.notFound),
      ctx.request.body,
      originOf(ctx),
    );
  });
  router.delete('/:id', requirePermission('manageUsers'), async (ctx) => {
    await users.remove(requireUser(ctx), idParam(ctx.params.id, USER_MESSAGES.notFound), originOf(ctx));
    ctx.body = { message: 'User deleted.' };
  });
  return router;
}
