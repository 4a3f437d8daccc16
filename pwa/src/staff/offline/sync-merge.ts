// Merging a pull into this device's drafts. The server's copy replaces a draft only when this device has
// nothing unsent for it; otherwise the next push meets the newer revision and the user picks per field.
import type { DraftPull, ServerDraft } from '../../../../shared/draft.ts';
import type { ProductInput } from '../../../../shared/product.ts';
import { db, type DraftRecord } from './db.ts';
import { hasPendingDiscard, hasPendingEntries, ownPushPrefix } from './outbox.ts';
import { getDeviceId, setPulledRevision, writeInEpoch } from './sync-meta.ts';

function fromServer(owner: string, d: ServerDraft, existing?: DraftRecord): DraftRecord {
  return {
    id: d.id,
    owner,
    mode: d.mode,
    productCode: d.productCode,
    productName: d.productName,
    version: d.version ?? undefined,
    step: d.step,
    data: { ...(d.data as Partial<ProductInput>), bannerImage: d.bannerImage },
    banner: null,
    bannerName: d.bannerName,
    createdAt: existing?.createdAt ?? Date.parse(d.createdAt),
    updatedAt: Date.parse(d.updatedAt),
    state: d.rejection ? 'rejected' : 'synced',
    changeSeq: existing?.changeSeq ?? 0,
    serverRevision: d.revision,
    submitSeq: null,
    bannerUpload: null,
    conflict: null,
    rejection: d.rejection ?? null,
  };
}

/**
 * A pull of `owner`'s drafts, merged with the revision it reached in one transaction; not at all when logout
 * cleared the device since the pull began (`epoch`, sync-meta.ts).
 */
export async function mergePull(owner: string, pull: DraftPull, epoch?: number): Promise<void> {
  const deviceId = await getDeviceId();
  await writeInEpoch(epoch, [db.drafts, db.outbox], async () => {
    for (const d of pull.drafts) {
      if (await hasPendingDiscard(d.id)) continue; // discarded here; the server hears of it next
      const local = await db.drafts.get(d.id);
      if (local && local.owner !== owner) continue;
      if (!local) {
        if (!d.deleted) await db.drafts.put(fromServer(owner, d));
        continue;
      }
      if ((local.serverRevision ?? 0) >= d.revision) continue;
      if (d.changeId.startsWith(ownPushPrefix(d.id, deviceId)) && !d.deleted) {
        // Our own write whose answer never arrived: the copy here is as new or newer. While that very push
        // waits in the outbox, its retry is a replay of the same request (same key, same base) that gets the
        // stored answer; a new base would make it another request under a used key, which the server refuses.
        if (await db.outbox.get(d.changeId)) continue;
        await db.drafts.update(d.id, { serverRevision: d.revision });
        continue;
      }
      // Unsent work here wins; a copy with nothing unsent (synced, or a refusal already shared) follows.
      if (local.state !== 'synced' && !(local.state === 'rejected' && !(await hasPendingEntries(d.id))))
        continue;
      if (d.deleted) await db.drafts.delete(d.id);
      else await db.drafts.put(fromServer(owner, d, local));
    }
    await setPulledRevision(owner, pull.revision);
  });
}
