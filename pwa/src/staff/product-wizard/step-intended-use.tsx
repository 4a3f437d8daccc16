import { fieldLabel, fieldsOn, PRODUCT_FIELDS } from '../../../../shared/product-fields.ts';
import type { ProductTextField } from '../../../../shared/product.ts';
import type { QualityFlag } from '../../../../shared/spec-constants.ts';
import { FieldGroup, FlagChecks, TextField } from './form-fields.tsx';
import type { WizardForm } from './wizard-form.ts';

// The step's fields and groups are those of the shared field table.
const STEP = 'Intended Use';
const texts = (group: string) => fieldsOn(PRODUCT_FIELDS, STEP, group) as ProductTextField[];

export function StepIntendedUse({ form, setField }: WizardForm) {
  return (
    <>
      {['Use and Benefits', 'Sources and Processing'].map((group) => (
        <FieldGroup key={group} title={group}>
          {texts(group).map((f) => (
            <TextField
              key={f}
              id={f}
              label={fieldLabel(f)}
              multiline={PRODUCT_FIELDS[f].kind === 'longText'}
              value={form[f]}
              onChange={(v) => setField(f, v)}
            />
          ))}
        </FieldGroup>
      ))}
      <FieldGroup title="Data Available">
        <FlagChecks
          flags={fieldsOn(PRODUCT_FIELDS, STEP, 'Data Available') as QualityFlag[]}
          form={form}
          setField={setField}
        />
      </FieldGroup>
    </>
  );
}
