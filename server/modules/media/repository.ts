// Images stored in PostgreSQL by the SHA-256 of their stored bytes; the same bytes are one row. A row whose
// `bytes` is NULL has them in the S3 bucket (MEDIA_STORE=s3, docs/decisions/031-media-in-s3.md): the row
// stays, so a write that names an image still checks it exists in its own transaction.
import type { Knex } from 'knex';
import type { ImageExtension } from '../../../shared/media.ts';

export interface StoredMedia {
  sha256: string;
  ext: ImageExtension;
  mimeType: string;
  size: number;
  width: number;
  height: number;
}

/** A smaller copy of a stored image, as WebP (migrations/20261126000000_media_renditions.ts). */
export interface StoredRendition {
  width: number;
  height: number;
  size: number;
  /** Null: in the bucket. */
  bytes: Buffer | null;
}

/** One image or rendition whose bytes are to move between PostgreSQL and the bucket (media:migrate). */
export interface MovableMedia {
  sha256: string;
  ext: ImageExtension;
  mimeType: string;
  /** Set for a rendition. */
  widthAsked?: number;
  bytes: Buffer | null;
}

export function createMediaRepository(db: Knex) {
  return {
    /** `bytes` null: the bytes are in the bucket. */
    async insertIfMissing(
      media: StoredMedia & { bytes: Buffer | null; uploadedBy: number | null },
    ): Promise<void> {
      await db('media')
        .insert({
          sha256: media.sha256,
          ext: media.ext,
          mime_type: media.mimeType,
          size: media.size,
          width: media.width,
          height: media.height,
          bytes: media.bytes,
          uploaded_by: media.uploadedBy,
        })
        .onConflict('sha256')
        .ignore();
    },

    async exists(sha256: string): Promise<boolean> {
      return Boolean(await db('media').where({ sha256 }).first('sha256'));
    },

    /** The image's row; `bytes` null when they are in the bucket. */
    async find(sha256: string): Promise<(StoredMedia & { bytes: Buffer | null }) | undefined> {
      const row = await db('media').where({ sha256 }).first();
      if (!row) return undefined;
      return {
        sha256: row.sha256,
        ext: row.ext,
        mimeType: row.mime_type,
        size: row.size,
        width: row.width,
        height: row.height,
        bytes: row.bytes,
      };
    },

    /** A rendition of a stored image by the width asked for, if made before. */
    async findRendition(sha256: string, widthAsked: number): Promise<StoredRendition | undefined> {
      const row = await db('media_renditions')
        .where({ sha256, width_asked: widthAsked })
        .first('width', 'height', 'size', 'bytes');
      return row ? { width: row.width, height: row.height, size: row.size, bytes: row.bytes } : undefined;
    },

    async insertRenditionIfMissing(
      sha256: string,
      widthAsked: number,
      rendition: StoredRendition,
    ): Promise<void> {
      await db('media_renditions')
        .insert({ sha256, width_asked: widthAsked, ...rendition })
        .onConflict(['sha256', 'width_asked'])
        .ignore();
    },

    /**
     * Up to `limit` images (or renditions) after `after` (by hash, then width) whose bytes are in PostgreSQL
     * (`inDatabase`) or in the bucket: media:migrate's next batch.
     */
    async batchToMove(
      table: 'media' | 'media_renditions',
      inDatabase: boolean,
      after: { sha256: string; widthAsked: number } | undefined,
      limit: number,
    ): Promise<MovableMedia[]> {
      const query =
        table === 'media'
          ? db('media').select('sha256', 'ext', 'mime_type', 'bytes').orderBy('sha256')
          : db('media_renditions')
              .select('sha256', db.raw(`'webp' as ext`), db.raw(`'image/webp' as mime_type`))
              .select('width_asked', 'bytes')
              .orderBy(['sha256', 'width_asked']);
      query.whereRaw(inDatabase ? 'bytes is not null' : 'bytes is null');
      if (after && table === 'media') query.where('sha256', '>', after.sha256);
      if (after && table === 'media_renditions')
        query.whereRaw('(sha256, width_asked) > (?, ?)', [after.sha256, after.widthAsked]);
      const rows = await query.limit(limit);
      return rows.map((row) => ({
        sha256: row.sha256,
        ext: row.ext,
        mimeType: row.mime_type,
        ...(table === 'media_renditions' && { widthAsked: row.width_asked }),
        bytes: row.bytes,
      }));
    },

    /** Sets an image's (or rendition's) bytes, or NULL once they are in the bucket; false when the row is gone. */
    async setBytes(
      item: Pick<MovableMedia, 'sha256' | 'widthAsked'>,
      bytes: Buffer | null,
    ): Promise<boolean> {
      const rows =
        item.widthAsked === undefined
          ? await db('media').where({ sha256: item.sha256 }).update({ bytes })
          : await db('media_renditions')
              .where({ sha256: item.sha256, width_asked: item.widthAsked })
              .update({ bytes });
      return rows > 0;
    },

    async deleteRendition(sha256: string, widthAsked: number): Promise<void> {
      await db('media_renditions').where({ sha256, width_asked: widthAsked }).delete();
    },

    /** How many images and renditions have their bytes in PostgreSQL, and how many in the bucket. */
    async counts(): Promise<Record<'media' | 'media_renditions', { inDatabase: number; inBucket: number }>> {
      const count = async (table: 'media' | 'media_renditions') => {
        const [row] = await db(table).select(
          db.raw('count(bytes)::int as in_database'),
          db.raw('(count(*) - count(bytes))::int as in_bucket'),
        );
        return { inDatabase: row.in_database as number, inBucket: row.in_bucket as number };
      };
      return { media: await count('media'), media_renditions: await count('media_renditions') };
    },
  };
}
