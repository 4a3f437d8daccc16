import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../shared/limits.ts';
import { mediaSrcSet } from '../../shared/media.ts';
import { animatedGif, jpegWithExif, pngImage, SVG_IMAGE } from '../factories/images.ts';
import { createUser, type TestUser } from '../factories/users.ts';
import { apiClient } from '../setup/api-client.ts';
import { useTestApp } from '../setup/use-test-app.ts';

interface Uploaded {
  path: string;
  sha256: string;
  type: string;
  width: number;
  height: number;
}

describe('media', () => {
  const { database, app } = useTestApp();
  let curator: TestUser;

  beforeAll(async () => {
    curator = await createUser(database.db, { role: 'DATA_CURATOR' });
  });

  const upload = (bytes: Buffer, type = 'image/png', name = 'x.png', field = 'file') => {
    const form = new FormData();
    form.append(field, new Blob([bytes], { type }), name);
    return apiClient(app, curator).post('/api/media', { body: form });
  };

  it('when an image is uploaded twice, then both answers give the same /media path and one row is stored', async () => {
    const png = await pngImage(120, 80);
    const first = (await (await upload(png)).json()) as Uploaded;
    const second = (await (await upload(png)).json()) as Uploaded;
    expect(first.path).toMatch(/^\/media\/[a-f0-9]{64}\.png$/);
    expect(second.path).toBe(first.path);
    expect(first).toMatchObject({ type: 'image/png', width: 120, height: 80 });
    expect(await database.db('media').count({ n: '*' })).toEqual([{ n: '1' }]);
  });

  it('when an image is served again, then it comes from memory, not from PostgreSQL, byte for byte', async () => {
    const { path } = (await (await upload(await pngImage(31, 17, '#68A637'))).json()) as Uploaded;
    const reads: string[] = [];
    const count = (query: { sql: string }) => {
      if (/from "media"/.test(query.sql)) reads.push(query.sql);
    };
    database.db.on('query', count);
    try {
      const first = Buffer.from(await (await apiClient(app).get(path)).arrayBuffer());
      const second = Buffer.from(await (await apiClient(app).get(path)).arrayBuffer());
      const third = Buffer.from(await (await apiClient(app).get(path)).arrayBuffer());
      expect(second.equals(first)).toBe(true);
      expect(third.equals(first)).toBe(true);
      expect(reads).toHaveLength(1);
    } finally {
      database.db.off('query', count);
    }
  });

  it('when an image is served, then it is immutable with an ETag, and a revalidation answers 304', async () => {
    const { path, sha256 } = (await (await upload(await pngImage(30, 30, '#394C92'))).json()) as Uploaded;
    const res = await apiClient(app).get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('etag')).toBe(`"${sha256}"`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect((await sharp(bytes).metadata()).width).toBe(30);
    const again = await apiClient(app).get(path, { headers: { 'If-None-Match': `"${sha256}"` } });
    expect(again.status).toBe(304);
  });

  it('when a JPEG carries EXIF, then the stored copy is re-encoded without it', async () => {
    const original = await jpegWithExif();
    expect(original.includes(Buffer.from('secret-owner'))).toBe(true);
    const { path } = (await (await upload(original, 'image/jpeg', 'photo.jpg')).json()) as Uploaded;
    expect(path).toMatch(/\.jpg$/);
    const stored = Buffer.from(await (await apiClient(app).get(path)).arrayBuffer());
    expect(stored.includes(Buffer.from('secret-owner'))).toBe(false);
  });

  it('when an SVG is uploaded, even named and typed as a PNG, then 415', async () => {
    const res = await upload(SVG_IMAGE, 'image/png', 'innocent.png');
    expect(res.status).toBe(415);
    expect(((await res.json()) as { message: string }).message).toBe(
      'Only PNG, JPEG, WebP, AVIF or GIF images are accepted.',
    );
  });

  it('when a text file or a truncated PNG is uploaded, then 415', async () => {
    expect(
      (await upload(Buffer.from('hello, this is not an image at all'), 'text/plain', 'a.txt')).status,
    ).toBe(415);
    const truncated = (await pngImage(200, 200)).subarray(0, 60);
    expect((await upload(truncated)).status).toBe(415);
  });

  it('when the file is over the size limit, then 413 with a message', async () => {
    const res = await upload(Buffer.alloc(MAX_UPLOAD_BYTES + 1, 0x89));
    expect(res.status).toBe(413);
    expect(((await res.json()) as { message: string }).message).toContain('5 MB');
  });

  it('when no file part is sent, or under another name, then 400', async () => {
    const form = new FormData();
    form.append('note', 'no file here');
    expect((await apiClient(app, curator).post('/api/media', { body: form })).status).toBe(400);
    expect((await upload(await pngImage(), 'image/png', 'x.png', 'image')).status).toBe(400);
  });

  it('when a media path does not exist or is malformed, then 404', async () => {
    expect((await apiClient(app).get(`/media/${'a'.repeat(64)}.png`)).status).toBe(404);
    expect((await apiClient(app).get(`/media/..%2f..%2fpackage.json`)).status).toBe(404);
    expect((await apiClient(app).get(`/media/${'b'.repeat(64)}.svg`)).status).toBe(404);
  });

  describe('renditions', () => {
    const get = (path: string, headers?: Record<string, string>) => apiClient(app).get(path, { headers });
    const rendition = (sha256: string, width: number) => `/media/${sha256}-${width}w.webp`;
    const renditionRows = async (sha256: string) =>
      Number((await database.db('media_renditions').where({ sha256 }).count({ n: '*' }))[0]!.n);

    it('when each width of its srcset is asked for, then it is a WebP that wide, immutable, with its own ETag', async () => {
      const { path, sha256 } = (await (await upload(await pngImage(1200, 675))).json()) as Uploaded;
      expect(mediaSrcSet(path)).toBe([480, 720, 960].map((w) => `${rendition(sha256, w)} ${w}w`).join(', '));
      for (const width of [480, 720, 960]) {
        const res = await get(rendition(sha256, width));
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe('image/webp');
        expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        expect(res.headers.get('etag')).toBe(`"${sha256}-${width}w"`);
        const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
        expect(meta).toMatchObject({ format: 'webp', width, height: Math.round((675 * width) / 1200) });
        expect(
          (await get(rendition(sha256, width), { 'If-None-Match': `"${sha256}-${width}w"` })).status,
        ).toBe(304);
      }
    });

    it('when a rendition is asked for at once by many, then it is made once and stored, then served from memory', async () => {
      const { sha256 } = (await (await upload(await pngImage(900, 600, '#E4572E'))).json()) as Uploaded;
      const answers = await Promise.all(Array.from({ length: 6 }, () => get(rendition(sha256, 480))));
      const bodies = await Promise.all(answers.map(async (r) => Buffer.from(await r.arrayBuffer())));
      expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
      expect(bodies.every((b) => b.equals(bodies[0]!))).toBe(true);
      expect(await renditionRows(sha256)).toBe(1);
      const reads: string[] = [];
      const count = (query: { sql: string }) => {
        if (/from "media/.test(query.sql)) reads.push(query.sql);
      };
      database.db.on('query', count);
      try {
        expect((await get(rendition(sha256, 480))).status).toBe(200);
      } finally {
        database.db.off('query', count);
      }
      expect(reads).toEqual([]);
    });

    it('when the image is narrower than the width asked, then the rendition keeps its width', async () => {
      const { sha256 } = (await (await upload(await pngImage(300, 200))).json()) as Uploaded;
      const res = await get(rendition(sha256, 960));
      expect(res.status).toBe(200);
      expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(300);
    });

    it('when the image is unknown, a GIF, or the width is not one offered, then 404 with a message', async () => {
      const { path, sha256 } = (await (
        await upload(animatedGif(3), 'image/gif', 'a.gif')
      ).json()) as Uploaded;
      expect(mediaSrcSet(path)).toBeUndefined();
      const unknown = await get(rendition('c'.repeat(64), 480));
      expect(unknown.status).toBe(404);
      expect(((await unknown.json()) as { message: string }).message).toBe('No such image.');
      expect((await get(rendition(sha256, 480))).status).toBe(404);
      const { sha256: png } = (await (await upload(await pngImage(50, 50, '#123456'))).json()) as Uploaded;
      expect((await get(rendition(png, 500))).status).toBe(404);
      expect((await get(`/media/${png}-480w.png`)).status).toBe(404);
      expect(await renditionRows(sha256)).toBe(0);
    });
  });
});
