import { FirstProcessFields, NO_PROCESS_WARNINGS } from './first-process-fields.tsx';
import type { WizardForm } from './wizard-form.ts';

const STABILITY_GROUPS = [
  {
    title: 'Stability Tests',
    fields: [
      'acceleratedStability',
      'realTimeStability',
      'oxidativeStability',
      'photoStability',
      'radiationStudy',
    ],
  },
  {
    title: 'Functional Recommendation',
    fields: [
      'shelfLife',
      'handling',
      'capsule',
      'tablet',
      'foodPreparations',
      'cosmeticPreparations',
      'mixability',
    ],
  },
] as const;
export function StepStability(wizard: WizardForm) {
  return <FirstProcessFields {...wizard} groups={STABILITY_GROUPS} warning={NO_PROCESS_WARNINGS.stability} />;
}
