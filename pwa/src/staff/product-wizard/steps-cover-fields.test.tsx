// Every field of the product has its place in the wizard (admin-area.md §3): steps 1–3 together hold an
// input for each text field and each flag of the shared schema, so a field added there cannot be missed.
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PRODUCT_TEXT_FIELDS } from '../../../../shared/product.ts';
import { KEY_FEATURE_FLAGS, QUALITY_FLAGS } from '../../../../shared/spec-constants.ts';
import { emptyForm } from './product-form.ts';
import { StepIntendedUse } from './step-intended-use.tsx';
import { StepKeyFeatures } from './step-key-features.tsx';
import { StepOverview } from './step-overview.tsx';
import type { WizardForm } from './wizard-form.ts';

afterEach(cleanup);

const wizard = (): WizardForm => ({
  form: emptyForm(),
  errors: {},
  locked: false,
  setField: () => undefined,
  setListField: () => undefined,
  setList: () => undefined,
});

function inputIds(): Set<string> {
  const ids = new Set<string>();
  const common = { onChooseBanner: () => undefined, onRemoveBanner: () => undefined, banner: null };
  for (const step of [
    <StepOverview key="1" {...wizard()} {...common} />,
    <StepIntendedUse key="2" {...wizard()} />,
    <StepKeyFeatures key="3" {...wizard()} />,
  ]) {
    const { container } = render(step);
    container.querySelectorAll('input, textarea, select').forEach((el) => ids.add(el.id));
    cleanup();
  }
  return ids;
}

describe('the wizard steps', () => {
  it('when steps 1 to 3 render, then every text field and flag of the product schema has an input', () => {
    const ids = inputIds();
    const missing = [...PRODUCT_TEXT_FIELDS, ...QUALITY_FLAGS, ...KEY_FEATURE_FLAGS].filter(
      (f) => !ids.has(f),
    );
    expect(missing).toEqual([]);
  });
});
