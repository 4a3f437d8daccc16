// Conflicts (docs/architecture.md §5): which fields differ between my draft and their side (the product as the
// server has it now, or another device's copy of the draft), and the draft the user's choices make.
import type { ProductInput } from '../../../../shared/product.ts';
import { PRODUCT_ROW_LISTS, PRODUCT_TEXT_FIELDS } from '../../../../shared/product.ts';
import { KEY_FEATURE_FLAGS, QUALITY_FLAGS } from '../../../../shared/spec-constants.ts';
import { db, type DraftRecord } from './db.ts';
import { submitDraft } from './drafts.ts';
import { enqueue, outboxKey, removeEntries } from './outbox.ts';
import { getDeviceId } from './sync-meta.ts';

/** Every field a user can change, in the wizard's order. */
export const CONFLICT_FIELDS = [
  'productCode',
  'productName',
  ...PRODUCT_TEXT_FIELDS,
  ...QUALITY_FLAGS,
  ...KEY_FEATURE_FLAGS,
  ...PRODUCT_ROW_LISTS,
  'ingredients',
  'processes',
  'bannerImage',
] as const;
export type ConflictField = (typeof CONFLICT_FIELDS)[number];
export type Side = 'mine' | 'theirs';

export interface FieldDifference {
  field: ConflictField;
  mine: unknown;
  theirs: unknown;
}

/** Values as a reader compares them: absent, null and '' are the same; keys in a fixed order. */
function normalise(value: unknown): unknown {
  if (value === undefined || value === null || value === '') return null;
  if (value === false) return null;
  if (typeof value === 'string') return value.trim() || null;
  if (Array.isArray(value)) return value.map(normalise);
  if (typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, normalise((value as Record<string, unknown>)[k])])
        .filter(([, v]) => v !== null),
    );
  }
  return value;
}

export function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(normalise(a)) === JSON.stringify(normalise(b));
}

export function differences(mine: Partial<ProductInput>, theirs: Partial<ProductInput>): FieldDifference[] {
  const m = mine as Record<string, unknown>;
  const t = theirs as Record<string, unknown>;
  return CONFLICT_FIELDS.filter((f) => !sameValue(m[f], t[f])).map((field) => ({
    field,
    mine: m[field],
    theirs: t[field],
  }));
}

/** My data with their value for every field chosen as theirs. */
export function merge(
  mine: Partial<ProductInput>,
  theirs: Partial<ProductInput>,
  choices: Partial<Record<ConflictField, Side>>,
): Partial<ProductInput> {
  const out: Record<string, unknown> = { ...mine };
  for (const [field, side] of Object.entries(choices)) {
    if (side === 'theirs') out[field] = (theirs as Record<string, unknown>)[field];
  }
  return out as Partial<ProductInput>;
}

/**
 * Applies the user's choices. A product conflict takes the product's current version (so the next save
 * is based on what they saw) and submits again; a draft conflict takes the other copy's revision and pushes.
 */
export async function resolveConflict(
  id: string,
  choices: Partial<Record<ConflictField, Side>>,
): Promise<void> {
  const deviceId = await getDeviceId();
  const resubmit = await db.transaction('rw', db.drafts, db.outbox, async () => {
    const draft = await db.drafts.get(id);
    if (!draft?.conflict) return false;
    const { conflict } = draft;
    const data = merge(draft.data, conflict.theirs, choices);
    const changeSeq = (draft.changeSeq ?? 0) + 1;
    const next: DraftRecord = {
      ...draft,
      data,
      productName: String(data.productName ?? draft.productName),
      productCode: draft.mode === 'edit' ? draft.productCode : String(data.productCode ?? ''),
      banner: choices.bannerImage === 'theirs' ? null : draft.banner,
      bannerUpload: choices.bannerImage === 'theirs' ? null : (draft.bannerUpload ?? null),
      version: conflict.source === 'product' ? conflict.theirsAt : draft.version,
      serverRevision: conflict.source === 'draft' ? conflict.theirsAt : (draft.serverRevision ?? null),
      changeSeq,
      conflict: null,
      state: 'local',
      updatedAt: Date.now(),
    };
    await db.drafts.put(next);
    await removeEntries(id, ['push']);
    await enqueue({
      id: outboxKey('push', id, deviceId, changeSeq),
      owner: draft.owner,
      draftId: id,
      kind: 'push',
      seq: changeSeq,
    });
    return conflict.source === 'product' || Boolean(draft.submitSeq);
  });
  if (resubmit) await submitDraft(id);
}

/** Keeps their side entirely: for a draft deleted elsewhere, that means letting it go here too. */
export async function keepTheirs(id: string): Promise<void> {
  const draft = await db.drafts.get(id);
  if (!draft?.conflict) return;
  if (draft.conflict.theirsDeleted) {
    await db.transaction('rw', db.drafts, db.outbox, async () => {
      await db.drafts.delete(id);
      await removeEntries(id);
    });
    return;
  }
  const all = Object.fromEntries(CONFLICT_FIELDS.map((f) => [f, 'theirs' as const]));
  await resolveConflict(id, all);
}
