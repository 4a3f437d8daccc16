// The wizard's state and its draft: every change is saved to IndexedDB within DRAFT_SAVE_DELAY_MS, the
// draft being created (and announced through onDraftCreated) at the first change.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { describeIssue } from '../../../../shared/product.ts';
import {
  createDebouncedSaver,
  DraftStorageError,
  DRAFT_SAVE_FAILED_MESSAGE,
  saveDraft,
} from '../offline/drafts.ts';
import type { ListField, ProductForm } from './product-form.ts';
import type { FieldErrors } from './validate-step.ts';
import { toDraft, type WizardSnapshot } from './wizard-snapshot.ts';

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
  const [storageError, setStorageError] = useState('');
  const draftId = useRef(initial.draftId);
  const finished = useRef(false);

  const saver = useMemo(
    () =>
      createDebouncedSaver(
        async (snapshot: WizardSnapshot) => {
          if (!snapshot.draftId) return;
          await saveDraft(toDraft(snapshot, snapshot.draftId, owner));
          setStorageError('');
        },
        (error) =>
          setStorageError(error instanceof DraftStorageError ? error.message : DRAFT_SAVE_FAILED_MESSAGE),
      ),
    [owner],
  );

  // Nothing is stored until the first change gives the wizard a draft id.
  useEffect(() => {
    if (state.draftId && !finished.current) saver.schedule(state);
  }, [state, saver]);

  useEffect(() => {
    const flush = () => void saver.flush();
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [saver]);

  /** A change by the user: the draft starts here if it has not yet. */
  const change = useCallback(
    (update: (s: WizardSnapshot) => WizardSnapshot, clear?: (key: string) => boolean) => {
      if (finished.current) return;
      let id = draftId.current;
      if (!id) {
        id = crypto.randomUUID();
        draftId.current = id;
        onDraftCreated(id);
      }
      setState((s) => ({ ...update(s), draftId: id }));
      if (clear) setErrors((e) => withoutKeys(e, clear));
    },
    [onDraftCreated],
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

  /**
   * Before a submission: the latest state is in the draft (made now if nothing was typed yet, as when an
   * edit is submitted unchanged) and no more draft writes happen, so what is queued is what is sent.
   */
  const prepareSubmit = useCallback(
    async (snapshot: WizardSnapshot): Promise<string> => {
      finished.current = true;
      saver.cancel();
      await saver.flush(); // waits for a save already under way
      let id = draftId.current;
      if (!id) {
        id = crypto.randomUUID();
        draftId.current = id;
        onDraftCreated(id);
      }
      await saveDraft(toDraft(snapshot, id, owner));
      return id;
    },
    [saver, owner, onDraftCreated],
  );

  /** The submission came back refused or in conflict: the user may change the draft again. */
  const resume = useCallback(() => {
    finished.current = false;
  }, []);

  return {
    state,
    errors,
    setErrors,
    storageError,
    setField,
    setListField,
    setList,
    setBanner,
    setStep,
    prepareSubmit,
    resume,
  };
}
