import { describe, expect, it } from 'vitest';
import {
  blankIngredient,
  blankProcess,
  emptyForm,
  toForm,
  toPayload,
  type ProductForm,
} from './product-form.ts';
import { validateForSubmit, validateStep } from './validate-step.ts';

const valid = (): ProductForm => ({
  ...emptyForm(),
  productCode: 'P-1',
  productName: 'Product One',
  ingredients: [
    { ...blankIngredient(), ingredientCode: 'I-1', commonName: 'Amla', scientificName: 'P. emblica' },
  ],
  processes: [{ ...blankProcess(), processCode: 'PR-1', processDescription: 'Drying' }],
});

describe('validateStep', () => {
  it('when step 1 is empty or only spaces, then both §5 messages show, under their fields', () => {
    const result = validateStep(0, { ...emptyForm(), productName: '   ' });
    expect(result.messages).toEqual(['Product Code is required', 'Product Name is required']);
    expect(result.fieldErrors).toEqual({
      productCode: 'Product Code is required',
      productName: 'Product Name is required',
    });
  });

  it('when step 1 is filled, then steps 1 to 4 and 7, 8 pass even with no ingredients', () => {
    const form = { ...emptyForm(), productCode: 'P-1', productName: 'One' };
    for (const step of [0, 1, 2, 3, 6, 7]) expect(validateStep(step, form).messages).toEqual([]);
  });

  it('when step 5 has no ingredient, then the at-least-one message shows', () => {
    expect(validateStep(4, emptyForm()).messages).toEqual([
      'At least one Ingredient (Code, Common Name, Scientific Name) is required',
    ]);
  });

  it('when an ingredient misses its fields, then each message is prefixed with its number', () => {
    const form = { ...valid(), ingredients: [valid().ingredients[0]!, blankIngredient()] };
    const result = validateStep(4, form);
    expect(result.messages).toEqual([
      'Ingredient 2: Ingredient Code is required',
      'Ingredient 2: Common Name is required',
      'Ingredient 2: Scientific Name is required',
    ]);
    expect(result.fieldErrors['ingredients.1.commonName']).toBe('Common Name is required');
  });

  it('when step 6 has no process or a blank one, then the §5 messages show', () => {
    expect(validateStep(5, emptyForm()).messages).toEqual([
      'At least one Process (Code + Description) is required',
    ]);
    expect(validateStep(5, { ...valid(), processes: [blankProcess()] }).messages).toEqual([
      'Process 1: Process Code is required',
      'Process 1: Process Description is required',
    ]);
  });

  it('when submitting with a bad step 5, then the wizard goes to step 5', () => {
    expect(validateForSubmit(valid())).toBeUndefined();
    expect(validateForSubmit({ ...valid(), ingredients: [] })?.step).toBe(4);
    expect(validateForSubmit({ ...valid(), productCode: '' })?.step).toBe(0);
  });
});

describe('toForm', () => {
  it('when a product is loaded, then its rows merge into the fixed rows and nulls become empty text', () => {
    const form = toForm({
      productCode: 'X',
      productName: 'Y',
      origin: null,
      heavyMetals: [{ metal: 'Lead', specification: '< 1 ppm', method: 'ICP-MS' }],
      toxicity: true,
      bannerImage: '/media/abc.png',
    });
    expect(form.origin).toBe('');
    expect(form.heavyMetals.map((r) => r.metal)).toEqual(['Arsenic', 'Mercury', 'Lead', 'Copper']);
    expect(form.heavyMetals[2]?.specification).toBe('< 1 ppm');
    expect(form.toxicity).toBe(true);
    expect(form.allergenInformation).toHaveLength(17);
    expect(form.productCompliance).toHaveLength(15);
  });
});

describe('toPayload', () => {
  it('when fixed rows are left empty, then only the filled ones are sent', () => {
    const form = emptyForm();
    form.heavyMetals[0] = { metal: 'Arsenic', specification: '< 1 ppm', method: '' };
    const payload = toPayload(form, 3);
    expect(payload.heavyMetals).toEqual([{ metal: 'Arsenic', specification: '< 1 ppm', method: '' }]);
    expect(payload.allergenInformation).toEqual([]);
    expect(payload.version).toBe(3);
  });
});
