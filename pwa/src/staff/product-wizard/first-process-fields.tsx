// Steps 7 and 8 edit the first process only (admin-area.md §2): its fields in groups, or a warning.
import type { Process } from '../../../../shared/process.ts';
import { fieldLabel, PROCESS_FIELDS } from '../../../../shared/product-fields.ts';
import { FieldGroup, TextField } from './form-fields.tsx';
import type { WizardForm } from './wizard-form.ts';

export const NO_PROCESS_WARNINGS = {
  stability: 'No processes added yet. Please go back.',
  clinical: 'No processes added yet. Please go back to the "Process Specification" step.',
} as const;

export function FirstProcessFields({
  groups,
  warning,
  ...wizard
}: WizardForm & {
  groups: readonly { title: string; fields: readonly (keyof Process)[] }[];
  warning: string;
}) {
  const first = wizard.form.processes[0];
  if (!first) return <p className="wizard-warning">{warning}</p>;
  return (
    <>
      <p className="wizard-muted">
        Process 1: {first.processDescription || 'Untitled'} {first.processCode && `(${first.processCode})`}
      </p>
      {groups.map((g) => (
        <FieldGroup key={g.title} title={g.title}>
          {g.fields.map((f) => (
            <TextField
              key={f}
              id={`processes-0-${f}`}
              label={fieldLabel(f)}
              multiline={PROCESS_FIELDS[f].kind === 'longText'}
              value={first[f]}
              onChange={(v) => wizard.setListField('processes', 0, f, v)}
            />
          ))}
        </FieldGroup>
      ))}
    </>
  );
}
