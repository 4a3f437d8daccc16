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
  };
}
