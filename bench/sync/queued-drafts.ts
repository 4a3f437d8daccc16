// Drafts submitted offline, written into the app's IndexedDB exactly as the wizard leaves them: saveDraft
// (the draft `local`, changeSeq 1, a push entry) and then submitDraft (the draft `queued`, submitSeq 2, a
// submit entry that replaces a new product's push), see pwa/src/staff/offline/drafts.ts and db.ts. Written from the page with the network off; what
// sends them is the app's own sync engine once the network is back.
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import type { ProductInput } from '../../shared/product.ts';
import type { IdbDatabase, IdbRequest, PageGlobals } from '../frontend/page-globals.ts';

export interface BenchDraft {
  id: string;
  product: ProductInput;
  bannerBase64: string;
}

export function benchDraft(product: ProductInput, banner: Buffer): BenchDraft {
  return { id: randomUUID(), product, bannerBase64: banner.toString('base64') };
}

const BATCH = 10; // keeps each page.evaluate's argument to a few MB

/** Stores the drafts and their outbox entries for `owner`; the database must already exist (the app opened it). */
export async function queueDrafts(page: Page, owner: string, drafts: BenchDraft[]): Promise<void> {
  const base = Date.now();
  for (let start = 0; start < drafts.length; start += BATCH) {
    const batch = drafts.slice(start, start + BATCH).map((d, i) => ({ ...d, order: start + i }));
    await page.evaluate(
      async ({ owner, batch, base }) => {
        const g = globalThis as unknown as PageGlobals;
        const done = <T>(request: IdbRequest<T>) =>
          new Promise<T>((resolve, reject) => {
            request.onsuccess = () => resolve(request.result);
            request.onerror = () => reject(request.error as Error);
          });
        const db: IdbDatabase = await done(g.indexedDB.open('veda-vitals'));
        try {
          // The device id names this device's outbox keys (sync-meta.ts getDeviceId).
          const read = db.transaction(['meta'], 'readonly').objectStore('meta').get('deviceId');
          let deviceId = ((await done(read)) as { value?: string } | undefined)?.value;
          const tx = db.transaction(['drafts', 'outbox', 'meta'], 'readwrite');
          const finished = new Promise<void>((resolve, reject) => {
            tx.oncomplete = () => resolve();
            tx.onerror = () => reject(tx.error as Error);
          });
          if (!deviceId) {
            deviceId = g.crypto.randomUUID();
            tx.objectStore('meta').put({ key: 'deviceId', value: deviceId });
          }
          for (const d of batch) {
            const bytes = Uint8Array.from(g.atob(d.bannerBase64), (c) => c.charCodeAt(0));
            const at = base + d.order * 2;
            tx.objectStore('drafts').put({
              id: d.id,
              owner,
              mode: 'add',
              productCode: d.product.productCode,
              productName: d.product.productName,
              step: 7,
              data: { ...d.product, bannerImage: null },
              banner: new g.Blob([bytes], { type: 'image/jpeg' }),
              bannerName: `${d.product.productCode}.jpg`,
              createdAt: at,
              updatedAt: at,
              serverRevision: null,
              bannerUpload: null,
              changeSeq: 1,
              submitSeq: 2,
              rejection: null,
              state: 'queued',
            });
            tx.objectStore('outbox').put({
              owner,
              draftId: d.id,
              attempts: 0,
              nextAttemptAt: 0,
              id: `submit:${d.id}:${deviceId}:2`,
              kind: 'submit',
              seq: 2,
              createdAt: at + 1,
            });
          }
          await finished;
        } finally {
          db.close();
        }
      },
      { owner, batch, base },
    );
  }
}

/** How many drafts and outbox entries the owner still has on this device. */
export function localLeft(page: Page): Promise<{ drafts: number; outbox: number }> {
  return page.evaluate(async () => {
    const g = globalThis as unknown as PageGlobals;
    const done = <T>(request: IdbRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error as Error);
      });
    const db = await done(g.indexedDB.open('veda-vitals'));
    try {
      const tx = db.transaction(['drafts', 'outbox'], 'readonly');
      return {
        drafts: await done(tx.objectStore('drafts').count()),
        outbox: await done(tx.objectStore('outbox').count()),
      };
    } finally {
      db.close();
    }
  });
}
