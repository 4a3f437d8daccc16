// Readable labels for the camelCase field names of the product, ingredient and process.
const OVERRIDES: Record<string, string> = {
  igar: 'IGAR',
  qcafMonitored: 'QCAF Monitored',
  nonGmoValidation: 'Non-GMO Validation',
  bioAvailabilityDifferential: 'Bioavailability Differential',
  rmCode: 'RM Code',
  processingAidRmCode: 'Processing Aid RM Code',
  wetDry: 'Wet / Dry',
  msdsUrl: 'MSDS URL',
  studyUrl: 'Study URL',
  processFlowChartUrl: 'Process Flow Chart URL',
  references: 'References (URL or text)',
  type: 'Type',
  function: 'Function',
};

export function labelFor(field: string): string {
  const override = OVERRIDES[field];
  if (override) return override;
  const words = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
