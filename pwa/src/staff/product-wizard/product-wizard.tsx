// The eight-step product wizard (admin-area.md §2): step buttons, progress, Next/Back, Submit, messages.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { PRODUCTS_PATH } from '../../lib/admin-paths.ts';
import { DraftStorageError, DRAFT_SAVE_FAILED_MESSAGE } from '../offline/drafts.ts';
import { submitAndSync } from '../offline/submission.ts';
import { submitMessage } from './save-product.ts';
import { StepClinical } from './step-clinical.tsx';
import { StepIngredients } from './step-ingredients.tsx';
import { StepIntendedUse } from './step-intended-use.tsx';
import { StepKeyFeatures } from './step-key-features.tsx';
import { StepOverview } from './step-overview.tsx';
import { StepProcesses } from './step-processes.tsx';
import { StepSpecification } from './step-specification.tsx';
import { StepStability } from './step-stability.tsx';
import { errorMessages, useWizardState } from './use-wizard-state.ts';
import { stepsWithErrors, validateForSubmit, validateStep } from './validate-step.ts';
import type { WizardForm } from './wizard-form.ts';
import type { WizardSnapshot } from './wizard-snapshot.ts';
import { WIZARD_STEPS } from '../../../../shared/product-fields.ts';
import { LAST_STEP, MESSAGE_HIDE_MS, REDIRECT_AFTER_SAVE_MS } from './wizard-steps.ts';

interface Props {
  initial: WizardSnapshot;
  owner: string;
  onDraftCreated: (id: string) => void;
}

type Banner = {
  kind: 'success' | 'error';
  text: string;
  details: string[];
  resolvePath?: string | undefined;
};

export function ProductWizard({ initial, owner, onDraftCreated }: Props) {
  const navigate = useNavigate();
  const wizard = useWizardState(initial, owner, onDraftCreated);
  const { state, errors } = wizard;
  const [banner, setBanner] = useState<Banner | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  const heading = useRef<HTMLHeadingElement>(null);
  const body = useRef<HTMLFormElement>(null);
  // Set when Next or Submit found problems: once they show, the first field with one takes the focus (the
  // step's heading when the problem is not one field's, such as a missing ingredient).
  const focusError = useRef(false);
  const step = state.step;
  const [furthest, setFurthest] = useState(step);
  const failing = useMemo(() => stepsWithErrors(state.form), [state.form]);

  useEffect(() => {
    if (!focusError.current) return;
    focusError.current = false;
    const field = body.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (field ?? heading.current)?.focus();
  }, [errors, step]);

  useEffect(() => {
    if (!banner) return;
    const timer = setTimeout(() => setBanner(null), MESSAGE_HIDE_MS);
    return () => clearTimeout(timer);
  }, [banner]);
  useEffect(() => () => clearTimeout(redirect.current), []);

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

  const submit = async () => {
    const failed = validateForSubmit(state.form);
    if (failed) {
      wizard.setStep(failed.step);
      wizard.setErrors(failed.fieldErrors);
      focusError.current = true;
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

  const close = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void navigate(PRODUCTS_PATH);
  };

  const form: WizardForm = {
    form: state.form,
    errors,
    locked: state.mode === 'edit',
    setField: wizard.setField,
    setListField: wizard.setListField,
    setList: wizard.setList,
  };
  const messages = errorMessages(errors);
  // The indicator marks the steps behind the furthest one reached: done, or with something to fix.
  if (step > furthest) setFurthest(step);
  const status = (i: number): 'current' | 'done' | 'error' | 'ahead' =>
    i === step ? 'current' : i > furthest ? 'ahead' : failing.has(i) ? 'error' : 'done';
  const STATUS_LABEL = { current: '', done: ', done', error: ', has errors', ahead: '' } as const;

  return (
    <div className="wizard">
      <header className="wizard__header">
        <h1>{state.mode === 'edit' ? 'Edit Product' : 'Add New Product'}</h1>
        <button type="button" className="wizard__close" aria-label="Close" onClick={close}>
          ×
        </button>
      </header>
      <nav aria-label="Wizard steps">
        <ol className="wizard__steps">
          {WIZARD_STEPS.map((title, i) => (
            <li key={title}>
              <button
                type="button"
                className="wizard__step-button"
                data-status={status(i)}
                aria-current={i === step ? 'step' : undefined}
                onClick={() => goTo(i)}
              >
                {/* The name is the button's own text (no aria-label that differs from what it shows): the
                    words a screen reader hears, whole, and the number and title on screen beside them. */}
                <span className="wizard__step-number" aria-hidden="true">
                  {status(i) === 'done' ? '✓' : status(i) === 'error' ? '!' : i + 1}
                </span>
                <span className="wizard__step-title" aria-hidden="true">
                  {title}
                </span>
                <span className="visually-hidden">{`Step ${i + 1}: ${title}${STATUS_LABEL[status(i)]}`}</span>
              </button>
            </li>
          ))}
        </ol>
      </nav>
      <div
        className="wizard__progress"
        role="progressbar"
        aria-label="Wizard progress"
        aria-valuemin={1}
        aria-valuemax={WIZARD_STEPS.length}
        aria-valuenow={step + 1}
        aria-valuetext={`Step ${step + 1} of ${WIZARD_STEPS.length}`}
      >
        <div
          className="wizard__progress-bar"
          style={{ width: `${((step + 1) / WIZARD_STEPS.length) * 100}%` }}
        />
      </div>
      {banner && (
        <div
          className={`wizard__banner wizard__banner--${banner.kind}`}
          role={banner.kind === 'error' ? 'alert' : 'status'}
        >
          <p>{banner.text}</p>
          {banner.resolvePath && <Link to={banner.resolvePath}>Resolve the conflict</Link>}
          {banner.details.length > 0 && (
            <ul>
              {banner.details.map((d) => (
                <li key={d}>{d}</li>
              ))}
            </ul>
          )}
        </div>
      )}
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
        {step === 0 && (
          <StepOverview
            {...form}
            banner={state.banner}
            onChooseBanner={(file) => wizard.setBanner(file, file.name)}
            onRemoveBanner={() => wizard.setBanner(null)}
          />
        )}
        {step === 1 && <StepIntendedUse {...form} />}
        {step === 2 && <StepKeyFeatures {...form} />}
        {step === 3 && <StepSpecification {...form} />}
        {step === 4 && <StepIngredients {...form} />}
        {step === 5 && <StepProcesses {...form} />}
        {step === 6 && <StepStability {...form} />}
        {step === 7 && <StepClinical {...form} />}
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
