// The wizard's fields, step and errors. Every change goes to the draft (use-draft-persistence.ts), which
// starts at the first change.
import { useCallback, useState } from 'react';
import { describeIssue } from '../../../../shared/product.ts';
import type { ListField, ProductForm } from './product-form.ts';
import { useDraftPersistence } from './use-draft-persistence.ts';
import type { FieldErrors } from './validate-step.ts';
import type { WizardSnapshot } from './wizard-snapshot.ts';

const withoutKeys = (errors: FieldErrors, drop: (key: string) => boolean): FieldErrors => {
  const keys = Object.keys(errors).filter(drop);
  if (keys.length === 0) return errors;
  return Object.fromEntries(Object.entries(errors).filter(([k]) => !keys.includes(k)));
};

/** The alert's list: the field errors in the spec's wording. */
export function errorMessages(errors: FieldErrors): string[] {
  return Object.entries(errors).map(([key, message]) =>
    describeIssue(
      key.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
      message,
    ),
  );
}

export function useWizardState(initial: WizardSnapshot, owner: string, onDraftCreated: (id: string) => void) {
  const [state, setState] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const { draftForChange, ...draft } = useDraftPersistence(state, owner, onDraftCreated);

  /** A change by the user: the draft starts here if it has not yet. */
  const change = useCallback(
    (update: (s: WizardSnapshot) => WizardSnapshot, clear?: (key: string) => boolean) => {
      const id = draftForChange();
      if (id === null) return;
      setState((s) => ({ ...update(s), draftId: id }));
      if (clear) setErrors((e) => withoutKeys(e, clear));
    },
    [draftForChange],
  );

  const setForm = useCallback(
    (update: (f: ProductForm) => ProductForm, clear?: (key: string) => boolean) =>
      change((s) => ({ ...s, form: update(s.form) }), clear),
    [change],
  );

  const setField = useCallback(
    <K extends keyof ProductForm>(key: K, value: ProductForm[K]) =>
      setForm(
        (f) => ({ ...f, [key]: value }),
        (k) => k === key,
      ),
    [setForm],
  );

  const setListField = useCallback(
    (list: ListField, index: number, field: string, value: string) =>
      setForm(
        (f) => ({
          ...f,
          [list]: (f[list] as Record<string, string>[]).map((row, i) =>
            i === index ? { ...row, [field]: value } : row,
          ),
        }),
        (k) => k === `${list}.${index}.${field}`,
      ),
    [setForm],
  );

  // Adding or removing renumbers the list, so its old errors no longer point at the right rows.
  const setList = useCallback(
    <L extends ListField>(list: L, items: ProductForm[L]) =>
      setForm(
        (f) => ({ ...f, [list]: items }),
        (k) => k === list || k.startsWith(`${list}.`),
      ),
    [setForm],
  );

  const setBanner = useCallback(
    (banner: Blob | null, bannerName = '') =>
      change((s) => ({ ...s, banner, bannerName, form: banner ? s.form : { ...s.form, bannerImage: null } })),
    [change],
  );

  const setStep = useCallback((step: number) => {
    setErrors({});
    setState((s) => ({ ...s, step }));
  }, []);

  return {
    state,
    errors,
    setErrors,
    setField,
    setListField,
    setList,
    setBanner,
    setStep,
    ...draft,
  };
}
