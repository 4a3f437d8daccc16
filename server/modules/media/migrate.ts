// `npm run media:migrate -- --to s3|postgres`: moves every image and rendition's bytes between PostgreSQL
// and the bucket, one at a time, each committed on its own, so a run cut short is resumed by running it
// again, and a run with nothing left to move moves nothing (docs/decisions/031-media-in-s3.md).
//
// To the bucket: the object is written, read back and its SHA-256 compared with the bytes in PostgreSQL;
// only then is the row's `bytes` set to NULL. To PostgreSQL: the object is read, its SHA-256 checked
// against the image's name (a rendition's against the bytes written back), the row's `bytes` set, and
// then the object deleted. A rendition whose object is missing is dropped: it is made again when asked for.
import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { objectKey, type MediaBucket } from './bucket.ts';
import { createMediaRepository, type MovableMedia } from './repository.ts';

export interface MoveCounts {
  /** Moved by this run. */
  moved: number;
  /** Already where they were to go before this run. */
  alreadyThere: number;
  /** Left where they were: a SHA-256 that did not match, or an original missing from the bucket. */
  failed: number;
}

export interface MediaMigrationReport {
  to: 'postgres' | 's3';
  images: MoveCounts;
  renditions: MoveCounts;
  /** One line per image or rendition that failed. */
  problems: string[];
}

const BATCH = 20;

const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

function fileName(item: MovableMedia): string {
  return item.widthAsked === undefined
    ? `${item.sha256}.${item.ext}`
    : `${item.sha256}-${item.widthAsked}w.webp`;
}

export async function migrateMedia(
  db: Knex,
  bucket: MediaBucket,
  to: 'postgres' | 's3',
  onProgress: (item: string) => void = () => undefined,
): Promise<MediaMigrationReport> {
  const repo = createMediaRepository(db);
  const before = await repo.counts();
  const report: MediaMigrationReport = {
    to,
    images: { moved: 0, alreadyThere: before.media[to === 's3' ? 'inBucket' : 'inDatabase'], failed: 0 },
    renditions: {
      moved: 0,
      alreadyThere: before.media_renditions[to === 's3' ? 'inBucket' : 'inDatabase'],
      failed: 0,
    },
    problems: [],
  };
  const fail = (counts: MoveCounts, item: MovableMedia, why: string) => {
    counts.failed += 1;
    report.problems.push(`${objectKey(fileName(item))}: ${why}`);
  };

  const toBucket = async (item: MovableMedia, counts: MoveCounts) => {
    const bytes = item.bytes!;
    const hash = sha256Of(bytes);
    if (item.widthAsked === undefined && hash !== item.sha256)
      return fail(counts, item, 'the bytes in PostgreSQL do not match the SHA-256 of its name; left there');
    const key = objectKey(fileName(item));
    await bucket.put(key, bytes, item.mimeType);
    const stored = await bucket.get(key);
    if (!stored || sha256Of(stored) !== hash)
      return fail(counts, item, 'the object read back from the bucket differs; left in PostgreSQL');
    if (await repo.setBytes(item, null)) counts.moved += 1;
  };

  const toPostgres = async (item: MovableMedia, counts: MoveCounts) => {
    const key = objectKey(fileName(item));
    const bytes = await bucket.get(key);
    if (!bytes) {
      if (item.widthAsked === undefined) return fail(counts, item, 'the object is missing from the bucket');
      // A rendition is made again from its image when next asked for.
      await repo.deleteRendition(item.sha256, item.widthAsked);
      counts.moved += 1;
      return;
    }
    const hash = sha256Of(bytes);
    if (item.widthAsked === undefined && hash !== item.sha256)
      return fail(counts, item, 'the object does not match the SHA-256 of its name; left in the bucket');
    if (!(await repo.setBytes(item, bytes))) return;
    const [row] =
      item.widthAsked === undefined
        ? await db('media').where({ sha256: item.sha256 }).select('bytes')
        : await db('media_renditions')
            .where({ sha256: item.sha256, width_asked: item.widthAsked })
            .select('bytes');
    if (!row?.bytes || sha256Of(row.bytes as Buffer) !== hash)
      return fail(counts, item, 'the bytes read back from PostgreSQL differ; the object is kept');
    await bucket.delete(key);
    counts.moved += 1;
  };

  for (const table of ['media', 'media_renditions'] as const) {
    const counts = table === 'media' ? report.images : report.renditions;
    let after: { sha256: string; widthAsked: number } | undefined;
    for (;;) {
      const batch = await repo.batchToMove(table, to === 's3', after, BATCH);
      if (batch.length === 0) break;
      for (const item of batch) {
        await (to === 's3' ? toBucket(item, counts) : toPostgres(item, counts));
        onProgress(objectKey(fileName(item)));
      }
      const last = batch.at(-1)!;
      after = { sha256: last.sha256, widthAsked: last.widthAsked ?? 0 };
    }
  }
  return report;
}
