// The eight-step product wizard (admin-area.md §2): step buttons, progress, Next/Back, Submit, messages.
import { errorMessages, useWizardState } from './use-wizard-state.ts';
import { useCloseWizard, useStepMoves, useStepStatus } from './use-wizard-navigation.ts';
import { useWizardSubmit } from './use-wizard-submit.ts';
import { WizardBanner, WizardProgress, WizardStepNav } from './wizard-chrome.tsx';
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
  const wizard = useWizardState(initial, owner, onDraftCreated);
  const { state, errors } = wizard;
  const step = state.step;
  const { heading, body, goTo, next, showFirstError } = useStepMoves(wizard);
  const status = useStepStatus(step, state.form);
  const { banner, submitting, submit } = useWizardSubmit(wizard, showFirstError);
  const close = useCloseWizard();
  const messages = errorMessages(errors);

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
