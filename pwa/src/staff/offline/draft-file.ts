// Drafts kept in a file (issue #15 §5): staff at a trade show can keep a copy of what has not reached the
// server yet (banners included) and bring it back on this or another device. Importing is idempotent: a
// draft already on the device (the same id) is left as it is, so the same file twice adds nothing.
import { db, type DraftRecord } from './db.ts';
import { saveDraft } from './drafts.ts';

export const DRAFT_FILE_FORMAT = 'veda-vitals-drafts';
export const DRAFT_FILE_VERSION = 1;

interface FileBanner {
  type: string;
  /** Base64 of the bytes. */
  data: string;
}

interface FileDraft extends Omit<DraftRecord, 'banner'> {
  banner: FileBanner | null;
}

export interface DraftFile {
  format: typeof DRAFT_FILE_FORMAT;
  version: typeof DRAFT_FILE_VERSION;
  exportedAt: string;
  owner: string;
  drafts: FileDraft[];
}

export class DraftFileError extends Error {
  constructor(message = 'This file holds no drafts of this app.') {
    super(message);
    this.name = 'DraftFileError';
  }
}

/** Drafts the server does not have as they are here: anything not `synced`. */
export const isUnsynced = (d: DraftRecord) => (d.state ?? 'local') !== 'synced';

async function toBase64(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

function fromBase64(banner: FileBanner): Blob {
  const binary = atob(banner.data);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type: banner.type });
}

/** The owner's unsynced drafts as a file's content. */
export async function exportDrafts(owner: string, now = new Date()): Promise<DraftFile> {
  const drafts = (await db.drafts.where('owner').equals(owner).toArray()).filter(isUnsynced);
  return {
    format: DRAFT_FILE_FORMAT,
    version: DRAFT_FILE_VERSION,
    exportedAt: now.toISOString(),
    owner,
    drafts: await Promise.all(
      drafts.map(async (d) => ({
        ...d,
        banner: d.banner ? { type: d.banner.type, data: await toBase64(d.banner) } : null,
      })),
    ),
  };
}

function readFile(text: string): DraftFile {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new DraftFileError();
  }
  const file = parsed as Partial<DraftFile> | null;
  if (file?.format !== DRAFT_FILE_FORMAT || !Array.isArray(file.drafts)) throw new DraftFileError();
  if (file.version !== DRAFT_FILE_VERSION)
    throw new DraftFileError('This file was written by another version of the app.');
  for (const d of file.drafts) {
    if (
      typeof d?.id !== 'string' ||
      typeof d.mode !== 'string' ||
      typeof d.data !== 'object' ||
      d.data === null
    )
      throw new DraftFileError('A draft in this file is damaged; nothing was imported.');
  }
  return file as DraftFile;
}

/**
 * Adds the file's drafts to this device for `owner` (the signed-in user), each saved as a change of its own
 * so it syncs; a draft whose id is already here is skipped. Nothing is added when the file is damaged.
 */
export async function importDrafts(text: string, owner: string): Promise<{ added: number; skipped: number }> {
  const file = readFile(text);
  let added = 0;
  let skipped = 0;
  for (const d of file.drafts) {
    if (await db.drafts.get(d.id)) {
      skipped += 1;
      continue;
    }
    await saveDraft({
      id: d.id,
      owner,
      mode: d.mode,
      productCode: String(d.productCode ?? ''),
      productName: String(d.productName ?? ''),
      version: d.version,
      step: Number.isInteger(d.step) ? d.step : 0,
      data: d.data,
      banner: d.banner ? fromBase64(d.banner) : null,
      bannerName: String(d.bannerName ?? ''),
    });
    added += 1;
  }
  return { added, skipped };
}

/** The file's name: the owner and the day. */
export const draftFileName = (owner: string, now = new Date()) =>
  `drafts-${owner.replace(/[^\w.-]+/g, '_')}-${now.toISOString().slice(0, 10)}.json`;
