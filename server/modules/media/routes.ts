import Router from '@koa/router';
import { requirePermission, requireUser } from '../../auth/middleware.ts';
import { BadRequestError, NotFoundError } from '../../errors/errors.ts';
import { multipartWithFile, uploadedFile } from '../../http/multipart.ts';
import { mediaRenditionKey, parseMediaName, parseMediaRenditionName } from '../../../shared/media.ts';
import { MEDIA_MESSAGES, type MediaService } from './service.ts';

/** How long an image may be kept: it is named by its hash and never changes. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const NOT_FOUND = 'No such image.';

/**
 * What a `/media/` file name asks for: a stored image (`<sha256>.<ext>`) or one of its renditions
 * (`<sha256>-<width>w.webp`); its key in the memory cache is also its ETag.
 */
function mediaRequest(name: string) {
  const rendition = parseMediaRenditionName(name);
  if (rendition)
    return { ...rendition, key: mediaRenditionKey(rendition.sha256, rendition.width), ext: 'webp' };
  const image = parseMediaName(name);
  return image && { ...image, key: image.sha256, width: undefined };
}

export function mediaRoutes(media: MediaService): Router {
  const router = new Router();

  router.post('/api/media', requirePermission('staff'), multipartWithFile('file'), async (ctx) => {
    const file = uploadedFile(ctx);
    if (!file) throw new BadRequestError(MEDIA_MESSAGES.missing);
    ctx.status = 201;
    ctx.body = await media.store(file.buffer, requireUser(ctx).id);
  });

  router.get('/media/:name', async (ctx) => {
    const asked = mediaRequest(ctx.params.name ?? '');
    if (!asked) throw new NotFoundError(NOT_FOUND);
    const found = asked.width
      ? await media.rendition(asked.sha256, asked.width)
      : await media.find(asked.sha256);
    if (!found || found.ext !== asked.ext) throw new NotFoundError(NOT_FOUND);
    const etag = `"${asked.key}"`;
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
