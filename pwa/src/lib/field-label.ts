/** Words the camelCase field names spell in a way a reader would not. */
const OVERRIDES: Record<string, string> = {
  igar: 'IGAR',
  qcafMonitored: 'QCAF monitored',
  nonGmoValidation: 'Non-GMO validation',
  rmCode: 'RM code',
  processingAidRmCode: 'Processing aid RM code',
  msdsUrl: 'MSDS URL',
  studyUrl: 'Study URL',
  processFlowChartUrl: 'Process flow chart URL',
  wetDry: 'Wet / dry',
  inProduct: 'In product',
  bioAvailabilityDifferential: 'Bioavailability differential',
};

/** A field's readable label: `productCategory` → `Product category`. */
export function fieldLabel(field: string): string {
  const override = OVERRIDES[field];
  if (override) return override;
  const words = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
