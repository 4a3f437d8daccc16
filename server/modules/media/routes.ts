import Router from '@koa/router';
import { STAFF, requireRole, requireUser } from '../../auth/middleware.ts';
import { BadRequestError, NotFoundError } from '../../errors/errors.ts';
import { multipartWithFile, uploadedFile } from '../../http/multipart.ts';
import { MEDIA_MESSAGES, type MediaService } from './service.ts';

const MEDIA_NAME = /^([a-f0-9]{64})\.(png|jpg|webp|avif|gif)$/;

export function mediaRoutes(media: MediaService): Router {
  const router = new Router();

  router.post('/api/media', requireRole(...STAFF), multipartWithFile('file'), async (ctx) => {
    const file = uploadedFile(ctx);
    if (!file) throw new BadRequestError(MEDIA_MESSAGES.missing);
    ctx.status = 201;
    ctx.body = await media.store(file.buffer, requireUser(ctx).id);
  });

  router.get('/media/:name', async (ctx) => {
    const match = MEDIA_NAME.exec(ctx.params.name ?? '');
    const found = match ? await media.find(match[1]!) : undefined;
    if (!found || found.ext !== match![2]) throw new NotFoundError('No such image.');
    const etag = `"${found.sha256}"`;
    ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
    ctx.set('ETag', etag);
    ctx.type = found.mimeType;
    if (ctx.get('If-None-Match') === etag) {
      ctx.status = 304;
      return;
    }
    ctx.body = found.bytes;
  });
  return router;
}
