import { fieldsOn, PROCESS_FIELDS } from '../../../../shared/product-fields.ts';
import { FirstProcessFields, NO_PROCESS_WARNINGS } from './first-process-fields.tsx';
import type { WizardForm } from './wizard-form.ts';

const STABILITY_GROUPS = ['Stability Tests', 'Functional Recommendation'].map((title) => ({
  title,
  fields: fieldsOn(PROCESS_FIELDS, 'Stability Information', title),
}));

export function StepStability(wizard: WizardForm) {
  return <FirstProcessFields {...wizard} groups={STABILITY_GROUPS} warning={NO_PROCESS_WARNINGS.stability} />;
}
