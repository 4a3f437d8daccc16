import { z } from 'zod';
import { codeField, optionalText, requiredText } from './fields.ts';

/** Optional process fields of admin-area.md §3, in the spec's order. */
export const PROCESS_OPTIONAL_FIELDS = [
  'criticalSteps',
  'physical',
  'chemical',
  'biological',
  'killStepReview',
  'rawMaterial',
  'processControls',
  'organicControls',
  'qualityControl',
  'thirdPartySampling',
  'processFlowChartUrl',
  'studyUrl',
  'msdsUrl',
  'acceleratedStability',
  'realTimeStability',
  'oxidativeStability',
  'photoStability',
  'radiationStudy',
  'shelfLife',
  'handling',
  'capsule',
  'tablet',
  'foodPreparations',
  'cosmeticPreparations',
  'mixability',
  'studyType',
  'significance',
  'validation',
  'references',
] as const;
export type ProcessOptionalField = (typeof PROCESS_OPTIONAL_FIELDS)[number];

export const PROCESS_MESSAGES = {
  processCode: 'Process Code is required',
  processDescription: 'Process Description is required',
} as const;

export const processSchema = z
  .object({
    processCode: codeField(PROCESS_MESSAGES.processCode),
    processDescription: requiredText(PROCESS_MESSAGES.processDescription, 2000),
    ...(Object.fromEntries(PROCESS_OPTIONAL_FIELDS.map((f) => [f, optionalText()])) as Record<
      ProcessOptionalField,
      ReturnType<typeof optionalText>
    >),
  })
  .strict();

export type ProcessInput = z.input<typeof processSchema>;
export type Process = z.output<typeof processSchema>;

/** The fields of a process that the public product page shows (public-area.md §3.3). */
export const PUBLIC_PROCESS_FIELDS = ['qualityControl', 'shelfLife', 'handling'] as const;
