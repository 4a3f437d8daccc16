import { KEY_FEATURE_FLAGS } from '../../../../shared/spec-constants.ts';
import { FlagChecks } from './form-fields.tsx';
import type { WizardForm } from './wizard-form.ts';

export function StepKeyFeatures({ form, setField }: WizardForm) {
  return (
    <fieldset className="wizard-group">
      <legend>Key Features</legend>
      <div className="wizard-checks">
        <FlagChecks flags={KEY_FEATURE_FLAGS} form={form} setField={setField} />
      </div>
    </fieldset>
  );
}
