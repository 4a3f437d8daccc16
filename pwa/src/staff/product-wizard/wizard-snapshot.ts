// The wizard's whole state as one value, and how it is read from and written to a draft.
import type { DraftMode, DraftRecord } from '../offline/drafts.ts';
import { toForm, toPayload, type ProductForm } from './product-form.ts';

export interface WizardSnapshot {
  form: ProductForm;
  step: number;
  /** A newly chosen banner file, not yet uploaded. */
  banner: Blob | null;
  bannerName: string;
  mode: DraftMode;
  /** The code in the address, in edit mode. */
  code?: string | undefined;
  /** The product version an edit started from. */
  version?: number | undefined;
  draftId?: string | undefined;
}

export function fromDraft(draft: DraftRecord): WizardSnapshot {
  return {
    form: toForm(draft.data),
    step: draft.step,
    banner: draft.banner,
    bannerName: draft.bannerName,
    mode: draft.mode,
    code: draft.mode === 'edit' ? draft.productCode : undefined,
    version: draft.version,
    draftId: draft.id,
  };
}

export function toDraft(
  snapshot: WizardSnapshot,
  id: string,
  owner: string,
): Omit<DraftRecord, 'createdAt' | 'updatedAt'> {
  return {
    id,
    owner,
    mode: snapshot.mode,
    productCode: snapshot.mode === 'edit' ? (snapshot.code ?? '') : snapshot.form.productCode.trim(),
    productName: snapshot.form.productName.trim(),
    version: snapshot.version,
    step: snapshot.step,
    data: toPayload(snapshot.form),
    banner: snapshot.banner,
    bannerName: snapshot.bannerName,
  };
}
