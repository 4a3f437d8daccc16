// The wizard's submit and redirect: validate, queue through the outbox, show the answer's message and
// leave for the product list when it says so ('submitted' | 'queued' | 'conflict' | 'rejected' | 'auth').
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PRODUCTS_PATH } from '../../lib/admin-paths.ts';
import { DraftStorageError, DRAFT_SAVE_FAILED_MESSAGE } from '../offline/drafts.ts';
import { submitAndSync } from '../offline/submission.ts';
import { submitMessage } from './save-product.ts';
import type { useWizardState } from './use-wizard-state.ts';
import { validateForSubmit } from './validate-step.ts';
import { MESSAGE_HIDE_MS, REDIRECT_AFTER_SAVE_MS } from './wizard-steps.ts';

export type WizardBannerMessage = {
  kind: 'success' | 'error';
  text: string;
  details: string[];
  resolvePath?: string | undefined;
};

type Wizard = ReturnType<typeof useWizardState>;

/** `onInvalid` runs when Submit found problems, so the caller can move the focus to the first one. */
export function useWizardSubmit(wizard: Wizard, onInvalid: () => void) {
  const navigate = useNavigate();
  const [banner, setBanner] = useState<WizardBannerMessage | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    if (!banner) return;
    const timer = setTimeout(() => setBanner(null), MESSAGE_HIDE_MS);
    return () => clearTimeout(timer);
  }, [banner]);
  useEffect(() => () => clearTimeout(redirect.current), []);

  const submit = async () => {
    const { state } = wizard;
    const failed = validateForSubmit(state.form);
    if (failed) {
      wizard.setStep(failed.step);
      wizard.setErrors(failed.fieldErrors);
      onInvalid();
      return;
    }
    setSubmitting(true);
    try {
      // The submission goes through the outbox: sent now when the server can be reached, else later.
      const id = await wizard.prepareSubmit(state);
      const { outcome, draft } = await submitAndSync(id);
      const message = submitMessage(outcome, state.mode, draft);
      setBanner(message);
      if (message.leave) {
        redirect.current = setTimeout(() => void navigate(PRODUCTS_PATH), REDIRECT_AFTER_SAVE_MS);
        return;
      }
      wizard.resume();
      setSubmitting(false);
    } catch (error) {
      console.error('Could not queue the submission', error);
      const text = error instanceof DraftStorageError ? error.message : DRAFT_SAVE_FAILED_MESSAGE;
      setBanner({ kind: 'error', text, details: [] });
      wizard.resume();
      setSubmitting(false);
    }
  };

  return { banner, submitting, submit };
}
