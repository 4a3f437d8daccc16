import { fieldLabel } from '../../../../shared/product-fields.ts';
import { KEY_FEATURE_FLAGS } from '../../../../shared/spec-constants.ts';
import { CheckboxField } from './form-fields.tsx';
import type { WizardForm } from './wizard-form.ts';

export function StepKeyFeatures({ form, setField }: WizardForm) {
  return (
    <fieldset className="wizard-group">
      <legend>Key Features</legend>
      <div className="wizard-checks">
        {KEY_FEATURE_FLAGS.map((f) => (
          <CheckboxField
            key={f}
            id={f}
            label={fieldLabel(f)}
            checked={form[f]}
            onChange={(v) => setField(f, v)}
          />
        ))}
      </div>
    </fieldset>
  );
}
