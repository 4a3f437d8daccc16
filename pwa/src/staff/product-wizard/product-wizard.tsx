// The eight-step product wizard (admin-area.md §2): step buttons, progress, Next/Back, Submit, messages.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PRODUCTS_PATH } from '../../lib/admin-paths.ts';
import { errorMessages, useWizardState } from './use-wizard-state.ts';
import { useWizardSubmit } from './use-wizard-submit.ts';
import { stepsWithErrors, validateStep } from './validate-step.ts';
import { WizardBanner, WizardProgress, WizardStepNav, type StepStatus } from './wizard-chrome.tsx';
import { WizardStepFields } from './wizard-step-fields.tsx';
import type { WizardSnapshot } from './wizard-snapshot.ts';
import { WIZARD_STEPS } from '../../../../shared/product-fields.ts';
import { LAST_STEP } from './wizard-steps.ts';

interface Props {
  initial: WizardSnapshot;
  owner: string;
  onDraftCreated: (id: string) => void;
}

export function ProductWizard({ initial, owner, onDraftCreated }: Props) {
  const navigate = useNavigate();
  const wizard = useWizardState(initial, owner, onDraftCreated);
  const { state, errors } = wizard;
  const heading = useRef<HTMLHeadingElement>(null);
  const body = useRef<HTMLFormElement>(null);
  // Set when Next or Submit found problems: once they show, the first field with one takes the focus (the
  // step's heading when the problem is not one field's, such as a missing ingredient).
  const focusError = useRef(false);
  const step = state.step;
  const [furthest, setFurthest] = useState(step);
  const failing = useMemo(() => stepsWithErrors(state.form), [state.form]);
  const { banner, submitting, submit } = useWizardSubmit(wizard, () => {
    focusError.current = true;
  });

  useEffect(() => {
    if (!focusError.current) return;
    focusError.current = false;
    const field = body.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (field ?? heading.current)?.focus();
  }, [errors, step]);

  const goTo = (next: number) => {
    wizard.setStep(next);
    heading.current?.focus();
  };

  const next = () => {
    const result = validateStep(step, state.form);
    if (result.messages.length > 0) {
      wizard.setErrors(result.fieldErrors);
      focusError.current = true;
      return;
    }
    goTo(step + 1);
  };

  const close = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void navigate(PRODUCTS_PATH);
  };

  const messages = errorMessages(errors);
  // The indicator marks the steps behind the furthest one reached: done, or with something to fix.
  if (step > furthest) setFurthest(step);
  const status = (i: number): StepStatus =>
    i === step ? 'current' : i > furthest ? 'ahead' : failing.has(i) ? 'error' : 'done';

  return (
    <div className="wizard">
      <header className="wizard__header">
        <h1>{state.mode === 'edit' ? 'Edit Product' : 'Add New Product'}</h1>
        <button type="button" className="wizard__close" aria-label="Close" onClick={close}>
          ×
        </button>
      </header>
      <WizardStepNav step={step} status={status} onGoTo={goTo} />
      <WizardProgress step={step} />
      {banner && <WizardBanner banner={banner} />}
      {wizard.storageError && (
        <p className="wizard__alert" role="alert">
          {wizard.storageError}
        </p>
      )}
      <form
        ref={body}
        className="wizard__body"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (step === LAST_STEP) void submit();
          else next();
        }}
      >
        <h2 className="wizard__step-heading" ref={heading} tabIndex={-1}>
          Step {step + 1} of {WIZARD_STEPS.length}: {WIZARD_STEPS[step]}
        </h2>
        {messages.length > 0 && (
          <div className="wizard__alert" role="alert">
            <ul>
              {messages.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          </div>
        )}
        <WizardStepFields wizard={wizard} />
        <div className="wizard__nav">
          {step > 0 && (
            <button type="button" className="button button--outline" onClick={() => goTo(step - 1)}>
              Back
            </button>
          )}
          {step < LAST_STEP ? (
            <button type="submit" className="button">
              Next
            </button>
          ) : (
            <button type="submit" className="button" disabled={submitting}>
              {submitting ? 'Submitting…' : 'Submit Application'}
            </button>
          )}
        </div>
      </form>
    </div>
  );
}
