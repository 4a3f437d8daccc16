import { QUALITY_FLAGS } from '../../../../shared/spec-constants.ts';
import { CheckboxField, FieldGroup, TextField } from './form-fields.tsx';
import { labelFor } from './labels.ts';
import type { WizardForm } from './wizard-form.ts';

const USE_FIELDS = [
  'function',
  'functionalUse',
  'recommendedUse',
  'directionsForUse',
  'intendedUse',
  'recommendation',
  'disclaimer',
  'benefits',
  'uniqueProposition',
] as const;
const SOURCE_FIELDS = [
  'ingredientSources',
  'processDescription',
  'extractionType',
  'ratio',
  'drying',
  'excipients',
] as const;

export function StepIntendedUse({ form, setField }: WizardForm) {
  return (
    <>
      <FieldGroup title="Use and Benefits">
        {USE_FIELDS.map((f) => (
          <TextField
            key={f}
            id={f}
            label={labelFor(f)}
            multiline
            value={form[f]}
            onChange={(v) => setField(f, v)}
          />
        ))}
      </FieldGroup>
      <FieldGroup title="Sources and Processing">
        {SOURCE_FIELDS.map((f) => (
          <TextField key={f} id={f} label={labelFor(f)} value={form[f]} onChange={(v) => setField(f, v)} />
        ))}
      </FieldGroup>
      <FieldGroup title="Data Available">
        {QUALITY_FLAGS.map((f) => (
          <CheckboxField
            key={f}
            id={f}
            label={labelFor(f)}
            checked={form[f]}
            onChange={(v) => setField(f, v)}
          />
        ))}
      </FieldGroup>
    </>
  );
}
