import { fieldsOn, PROCESS_FIELDS } from '../../../../shared/product-fields.ts';
import { FirstProcessFields, NO_PROCESS_WARNINGS } from './first-process-fields.tsx';
import type { WizardForm } from './wizard-form.ts';

const STUDY_GROUPS = [
  { title: 'Scientific & Clinical', fields: fieldsOn(PROCESS_FIELDS, 'Scientific & Clinical') },
];

export function StepClinical(wizard: WizardForm) {
  return <FirstProcessFields {...wizard} groups={STUDY_GROUPS} warning={NO_PROCESS_WARNINGS.clinical} />;
}
