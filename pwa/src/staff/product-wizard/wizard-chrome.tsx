// The wizard's step buttons, progress bar and message banner: they render what the wizard hands them.
import { Link } from 'react-router-dom';
import { WIZARD_STEPS } from '../../../../shared/product-fields.ts';
import type { WizardBannerMessage } from './use-wizard-submit.ts';

export type StepStatus = 'current' | 'done' | 'error' | 'ahead';
const STATUS_LABEL = { current: '', done: ', done', error: ', has errors', ahead: '' } as const;

interface StepNavProps {
  step: number;
  status: (i: number) => StepStatus;
  onGoTo: (i: number) => void;
}

export function WizardStepNav({ step, status, onGoTo }: StepNavProps) {
  return (
    <nav aria-label="Wizard steps">
      <ol className="wizard__steps">
        {WIZARD_STEPS.map((title, i) => (
          <li key={title}>
            <button
              type="button"
              className="wizard__step-button"
              data-status={status(i)}
              aria-current={i === step ? 'step' : undefined}
              onClick={() => onGoTo(i)}
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
  );
}

export function WizardProgress({ step }: { step: number }) {
  return (
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
  );
}

export function WizardBanner({ banner }: { banner: WizardBannerMessage }) {
  return (
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
  );
}
