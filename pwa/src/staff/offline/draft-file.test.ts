// @vitest-environment node
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { db } from './db.ts';
import { exportDrafts, importDrafts } from './draft-file.ts';
import { createDraft, listDrafts } from './drafts.ts';

afterEach(async () => {
  await Promise.all([db.drafts.clear(), db.outbox.clear()]);
});

const draft = (code: string, banner: Blob | null = null) => ({
  owner: 'alice',
  mode: 'add' as const,
  productCode: code,
  productName: `Name ${code}`,
  step: 3,
  data: { productCode: code, productName: `Name ${code}`, productDescription: `About ${code}` },
  banner,
  bannerName: banner ? 'banner.png' : '',
});

describe('drafts in a file', () => {
  it('when unsynced drafts are exported and the device is wiped, then importing brings them back with their banners, on their way to the server', async () => {
    const bytes = new Uint8Array([137, 80, 78, 71, 1, 2, 3, 250]);
    const first = await createDraft(draft('P-1', new Blob([bytes], { type: 'image/png' })));
    await createDraft(draft('P-2'));
    await db.drafts.update(first.id, { state: 'local' });
    const file = JSON.stringify(await exportDrafts('alice'));

    await Promise.all([db.drafts.clear(), db.outbox.clear()]);
    expect(await importDrafts(file, 'alice')).toEqual({ added: 2, skipped: 0 });

    const back = await listDrafts('alice');
    expect(back.map((d) => d.productCode).sort()).toEqual(['P-1', 'P-2']);
    const withBanner = back.find((d) => d.productCode === 'P-1')!;
    expect(withBanner.id).toBe(first.id);
    expect(withBanner.step).toBe(3);
    expect(withBanner.data.productDescription).toBe('About P-1');
    expect(new Uint8Array(await withBanner.banner!.arrayBuffer())).toEqual(bytes);
    expect(withBanner.banner!.type).toBe('image/png');
    // Each is queued to reach the server.
    expect(await db.outbox.where('draftId').equals(first.id).count()).toBe(1);
  });

  it('when the same file is imported twice, then the second time adds nothing', async () => {
    await createDraft(draft('P-3'));
    const file = JSON.stringify(await exportDrafts('alice'));
    expect(await importDrafts(file, 'alice')).toEqual({ added: 0, skipped: 1 });
    await db.drafts.clear();
    expect(await importDrafts(file, 'alice')).toEqual({ added: 1, skipped: 0 });
    expect(await importDrafts(file, 'alice')).toEqual({ added: 0, skipped: 1 });
    expect(await db.drafts.count()).toBe(1);
  });

  it('when drafts are synced already, then the export leaves them out', async () => {
    const synced = await createDraft(draft('P-4'));
    await db.drafts.update(synced.id, { state: 'synced' });
    await createDraft(draft('P-5'));
    const file = await exportDrafts('alice');
    expect(file.drafts.map((d) => d.productCode)).toEqual(['P-5']);
  });

  it('when the file is not a drafts file or is damaged, then nothing is imported and the message says why', async () => {
    await expect(importDrafts('not json', 'alice')).rejects.toThrow('This file holds no drafts of this app.');
    await expect(importDrafts('{"format":"other"}', 'alice')).rejects.toThrow('This file holds no drafts');
    const damaged = JSON.stringify({
      format: 'veda-vitals-drafts',
      version: 1,
      drafts: [{ id: 'x', mode: 'add', data: {} }, { id: 7 }],
    });
    await expect(importDrafts(damaged, 'alice')).rejects.toThrow('damaged');
    expect(await db.drafts.count()).toBe(0);
  });
});
