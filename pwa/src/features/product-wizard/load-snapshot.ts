// Where the wizard starts: the user's own draft named in ?draft=, else the product to edit, else a blank form.
import type { Product } from '../../../../shared/product.ts';
import { apiJson } from '../../lib/api-client.ts';
import { getDraft } from '../../offline/drafts.ts';
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
    const product = await apiJson<Product>(`/api/products/${encodeURIComponent(code)}`);
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
