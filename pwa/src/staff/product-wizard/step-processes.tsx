import type { Process } from '../../../../shared/process.ts';
import { ExistingPicker } from './existing-picker.tsx';
import { useReplicaProcesses } from '../offline/replica-hooks.ts';
import { FieldGroup, TextField } from './form-fields.tsx';
import { labelFor } from './labels.ts';
import { blankProcess, fillStrings } from './product-form.ts';
import type { WizardForm } from './wizard-form.ts';

const MAIN = [
  'criticalSteps',
  'rawMaterial',
  'processControls',
  'organicControls',
  'qualityControl',
  'thirdPartySampling',
] as const;
const VALIDATIONS = ['physical', 'chemical', 'biological', 'killStepReview'] as const;
const REFERENCES = ['processFlowChartUrl', 'studyUrl', 'msdsUrl'] as const;

export function StepProcesses(wizard: WizardForm) {
  const { form, errors, setListField, setList } = wizard;
  const existing = useReplicaProcesses();
  const field = (index: number, f: keyof Process, required = false) => (
    <TextField
      key={f}
      id={`processes-${index}-${f}`}
      label={labelFor(f)}
      required={required}
      multiline={f === 'processDescription'}
      value={form.processes[index]?.[f] ?? ''}
      error={errors[`processes.${index}.${f}`]}
      onChange={(v) => setListField('processes', index, f, v)}
    />
  );
  return (
    <>
      <div className="wizard-actions-row">
        <ExistingPicker
          label="Select Existing Process"
          placeholder="-- Choose Process --"
          options={existing.map((p) => ({
            value: p.processCode,
            label: `${p.processDescription} (${p.processCode})`,
          }))}
          onAdd={(code) => {
            const picked = existing.find((p) => p.processCode === code);
            if (picked) setList('processes', [...form.processes, fillStrings(blankProcess(), picked)]);
          }}
        />
        <button
          type="button"
          className="button button--outline"
          onClick={() => setList('processes', [...form.processes, blankProcess()])}
        >
          Add New Process
        </button>
      </div>
      <p className="wizard-muted">Stability and study fields are editable in the next steps.</p>
      {form.processes.length === 0 && (
        <p className="wizard-muted">No processes added yet. Use the options above to add.</p>
      )}
      {form.processes.map((_, index) => (
        <section className="wizard-card" key={index} aria-labelledby={`process-${index}-title`}>
          <header className="wizard-card__head">
            <h3 id={`process-${index}-title`}>Process {index + 1}</h3>
            <button
              type="button"
              className="button button--outline"
              aria-label={`Remove process ${index + 1}`}
              onClick={() =>
                setList(
                  'processes',
                  form.processes.filter((__, i) => i !== index),
                )
              }
            >
              Remove
            </button>
          </header>
          <div className="wizard-grid">
            {field(index, 'processCode', true)}
            {field(index, 'processDescription', true)}
            {MAIN.map((f) => field(index, f))}
          </div>
          <FieldGroup title="Validations">{VALIDATIONS.map((f) => field(index, f))}</FieldGroup>
          <FieldGroup title="References">{REFERENCES.map((f) => field(index, f))}</FieldGroup>
        </section>
      ))}
    </>
  );
}
