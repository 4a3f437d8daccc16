// Checks one wizard step with the shared product schema, so the wizard and the server agree on every rule
// and message; only the issues of the step's own fields are kept.
import { describeIssue, productInputSchema } from '../../../../shared/product.ts';
import { toPayload, type ProductForm } from './product-form.ts';
import { VALIDATED_STEPS } from './wizard-steps.ts';

/** Field errors keyed by path, such as 'productCode' or 'ingredients.0.commonName'. */
export type FieldErrors = Record<string, string>;

export interface StepResult {
  /** The spec's wording, list issues prefixed 'Ingredient {n}: ' or 'Process {n}: '. */
  messages: string[];
  fieldErrors: FieldErrors;
}

export const pathKey = (path: readonly PropertyKey[]) => path.map(String).join('.');

export function validateStep(step: number, form: ProductForm): StepResult {
  const fields = VALIDATED_STEPS[step];
  const result: StepResult = { messages: [], fieldErrors: {} };
  if (!fields) return result;
  const parsed = productInputSchema.safeParse(toPayload(form));
  if (parsed.success) return result;
  for (const issue of parsed.error.issues) {
    if (!fields.includes(issue.path[0] as keyof ProductForm)) continue;
    const key = pathKey(issue.path);
    if (result.fieldErrors[key]) continue;
    result.fieldErrors[key] = issue.message;
    result.messages.push(describeIssue(issue.path, issue.message));
  }
  return result;
}

/** Submit re-checks steps 1, 5 and 6; the first failing one is where the wizard goes. */
export function validateForSubmit(form: ProductForm): (StepResult & { step: number }) | undefined {
  for (const step of Object.keys(VALIDATED_STEPS).map(Number)) {
    const result = validateStep(step, form);
    if (result.messages.length > 0) return { ...result, step };
  }
  return undefined;
}

/** The validated steps whose fields have problems now, from one check of the whole form. */
export function stepsWithErrors(form: ProductForm): Set<number> {
  const failing = new Set<number>();
  const parsed = productInputSchema.safeParse(toPayload(form));
  if (parsed.success) return failing;
  for (const [step, fields] of Object.entries(VALIDATED_STEPS)) {
    if (parsed.error.issues.some((issue) => fields?.includes(issue.path[0] as keyof ProductForm)))
      failing.add(Number(step));
  }
  return failing;
}
