import type { Process } from '../../../../shared/process.ts';
import { fieldLabel, fieldsOn, PROCESS_FIELDS } from '../../../../shared/product-fields.ts';
import { ExistingPicker } from './existing-picker.tsx';
import { useReplicaProcesses } from '../offline/replica-hooks.ts';
import { FieldGroup, TextField } from './form-fields.tsx';
import { blankProcess, fillStrings } from './product-form.ts';
import type { WizardForm } from './wizard-form.ts';

// The step's fields and groups are those of the shared field table: code, description and the ungrouped
// fields first, then each group.
const STEP = 'Process Specification';
const MAIN = fieldsOn(PROCESS_FIELDS, STEP).filter((f) => !PROCESS_FIELDS[f].group);
const GROUPS = ['Validations', 'References'].map((title) => ({
  title,
  fields: fieldsOn(PROCESS_FIELDS, STEP, title),
}));

export function StepProcesses(wizard: WizardForm) {
  const { form, errors, setListField, setList } = wizard;
  const existing = useReplicaProcesses();
  const field = (index: number, f: keyof Process) => (
    <TextField
      key={f}
      id={`processes-${index}-${f}`}
      label={fieldLabel(f)}
      required={PROCESS_FIELDS[f].required}
      multiline={PROCESS_FIELDS[f].kind === 'longText'}
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
          <div className="wizard-grid">{MAIN.map((f) => field(index, f))}</div>
          {GROUPS.map((g) => (
            <FieldGroup key={g.title} title={g.title}>
              {g.fields.map((f) => field(index, f))}
            </FieldGroup>
          ))}
        </section>
      ))}
    </>
  );
}
