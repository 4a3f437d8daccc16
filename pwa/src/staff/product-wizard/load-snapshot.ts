// Where the wizard starts: the user's own draft named in ?draft=, else the product to edit (from the replica,
// or fetched and kept when this device does not hold its full record), else a copy of the product named in
// ?from= (Duplicate: every field but its code and name), else a blank form.
import { getDraft } from '../offline/drafts.ts';
import { loadRecord } from '../offline/replica-hooks.ts';
import { emptyForm, toForm } from './product-form.ts';
import { fromDraft, type WizardSnapshot } from './wizard-snapshot.ts';

export async function loadSnapshot(
  owner: string,
  code: string | undefined,
  draftId: string | null,
  from: string | null = null,
): Promise<WizardSnapshot> {
  const draft = draftId ? await getDraft(draftId) : undefined;
  if (draft && draft.owner === owner) return fromDraft(draft);
  if (code) {
    const product = await loadRecord(code);
    if (!product) throw new Error(`No product ${code}`);
    return {
      form: toForm(product),
      step: 0,
      banner: null,
      bannerName: '',
      mode: 'edit',
      code: product.productCode,
      version: product.version,
    };
  }
  if (from) {
    const source = await loadRecord(from);
    if (!source) throw new Error(`No product ${from}`);
    const form = { ...toForm(source), productCode: '', productName: '' };
    return { form, step: 0, banner: null, bannerName: '', mode: 'add' };
  }
  return { form: emptyForm(), step: 0, banner: null, bannerName: '', mode: 'add' };
}
