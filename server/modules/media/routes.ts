import Router from '@koa/router';
import { STAFF, requireRole, requireUser } from '../../auth/middleware.ts';
import { BadRequestError, NotFoundError } from '../../errors/errors.ts';
import type { MemoryLookup } from '../../http/fast-lane.ts';
import { multipartWithFile, uploadedFile } from '../../http/multipart.ts';
import { parseMediaName, parseMediaPath } from '../../../shared/media.ts';
import { MEDIA_MESSAGES, type MediaService } from './service.ts';

/** How long an image may be kept: it is named by its hash and never changes. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const imageEtag = (image: { sha256: string }) => `"${image.sha256}"`;

/** GET /media/{name} answered from memory when this process holds the image (the fast lane's look-up). */
export function imageInMemory(media: MediaService): MemoryLookup {
  return (urlPath) => {
    const name = parseMediaPath(urlPath);
    const found = name && media.peek(name.sha256);
    if (!found || found.ext !== name.ext) return undefined;
    return {
      variants: { identity: { body: found.bytes, etag: imageEtag(found) } },
      contentType: found.mimeType,
      cacheControl: MEDIA_CACHE_CONTROL,
      notModifiedOnEtagAlone: true,
    };
  };
}

export function mediaRoutes(media: MediaService): Router {
  const router = new Router();

  router.post('/api/media', requireRole(...STAFF), multipartWithFile('file'), async (ctx) => {
    const file = uploadedFile(ctx);
    if (!file) throw new BadRequestError(MEDIA_MESSAGES.missing);
    ctx.status = 201;
    ctx.body = await media.store(file.buffer, requireUser(ctx).id);
  });

  router.get('/media/:name', async (ctx) => {
    const name = parseMediaName(ctx.params.name ?? '');
    const found = name && (await media.find(name.sha256));
    if (!found || found.ext !== name.ext) throw new NotFoundError('No such image.');
    const etag = imageEtag(found);
    ctx.set('Cache-Control', MEDIA_CACHE_CONTROL);
    ctx.set('ETag', etag);
    ctx.type = found.mimeType;
    // Named by its hash, an image never changes: its ETag sent back is always a fresh copy.
    if (ctx.get('If-None-Match') === etag) {
      ctx.status = 304;
      return;
    }
    ctx.body = found.bytes;
  });
  return router;
}
