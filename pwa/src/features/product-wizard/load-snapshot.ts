// Where the wizard starts: the user's own draft named in ?draft=, else the product to edit (from the replica,
// or fetched and kept when this device does not hold its full record), else a blank form.
import { getDraft } from '../../offline/drafts.ts';
import { loadRecord } from '../../offline/replica-hooks.ts';
import { emptyForm, toForm } from './product-form.ts';
import { fromDraft, type WizardSnapshot } from './wizard-snapshot.ts';

export async function loadSnapshot(
  owner: string,
  code: string | undefined,
  draftId: string | null,
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
  return { form: emptyForm(), step: 0, banner: null, bannerName: '', mode: 'add' };
}
