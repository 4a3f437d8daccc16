// What each step gets from the wizard: the form, its field errors, and setters that clear a field's error.
import type { ListField, ProductForm } from './product-form.ts';
import type { FieldErrors } from './validate-step.ts';

export interface WizardForm {
  form: ProductForm;
  errors: FieldErrors;
  /** Disabled fields in edit mode. */
  locked: boolean;
  setField: <K extends keyof ProductForm>(key: K, value: ProductForm[K]) => void;
  setListField: (list: ListField, index: number, field: string, value: string) => void;
  setList: <L extends ListField>(list: L, items: ProductForm[L]) => void;
}
