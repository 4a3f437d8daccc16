// Images stored in PostgreSQL by the SHA-256 of their stored bytes; the same bytes are one row.
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
  bytes: Buffer;
}

export function createMediaRepository(db: Knex) {
  return {
    async insertIfMissing(media: StoredMedia & { bytes: Buffer; uploadedBy: number | null }): Promise<void> {
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

    async find(sha256: string): Promise<(StoredMedia & { bytes: Buffer }) | undefined> {
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
  };
}
