// The eight steps of the product wizard (admin-area.md §2), and which steps Next and Submit check (§5).
// The steps themselves are named in the shared field table, beside the fields each one edits.
import { WIZARD_STEPS } from '../../../../shared/product-fields.ts';
import type { ProductForm } from './product-form.ts';

export const LAST_STEP = WIZARD_STEPS.length - 1;

/** Steps 1, 5 and 6 of the spec (0-based here) and the form fields each one checks. */
export const VALIDATED_STEPS: Partial<Record<number, readonly (keyof ProductForm)[]>> = {
  0: ['productCode', 'productName', 'bannerImage'],
  4: ['ingredients'],
  5: ['processes'],
};

export const MESSAGE_HIDE_MS = 5000;
export const REDIRECT_AFTER_SAVE_MS = 2500;
