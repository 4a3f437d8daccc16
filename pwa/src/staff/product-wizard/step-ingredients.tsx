import { fieldLabel, INGREDIENT_FIELDS } from '../../../../shared/product-fields.ts';
import { ExistingPicker } from './existing-picker.tsx';
import { useReplicaIngredients } from '../offline/replica-hooks.ts';
import { TextField } from './form-fields.tsx';
import { blankIngredient, fillStrings } from './product-form.ts';
import type { WizardForm } from './wizard-form.ts';

const FIELDS = Object.keys(INGREDIENT_FIELDS) as (keyof typeof INGREDIENT_FIELDS)[];
const REQUIRED = FIELDS.filter((f) => INGREDIENT_FIELDS[f].required);
const OPTIONAL = FIELDS.filter((f) => !INGREDIENT_FIELDS[f].required);

export function StepIngredients(wizard: WizardForm) {
  const { form, errors, setListField, setList } = wizard;
  const existing = useReplicaIngredients();
  const field = (index: number, f: keyof typeof INGREDIENT_FIELDS) => (
    <TextField
      key={f}
      id={`ingredients-${index}-${f}`}
      label={fieldLabel(f)}
      required={INGREDIENT_FIELDS[f].required}
      value={form.ingredients[index]?.[f] ?? ''}
      error={errors[`ingredients.${index}.${f}`]}
      onChange={(v) => setListField('ingredients', index, f, v)}
    />
  );
  return (
    <>
      <div className="wizard-actions-row">
        <ExistingPicker
          label="Select Existing Ingredient"
          placeholder="-- Choose Ingredient --"
          options={existing.map((i) => ({
            value: i.ingredientCode,
            label: `${i.commonName} (${i.ingredientCode})`,
          }))}
          onAdd={(code) => {
            const picked = existing.find((i) => i.ingredientCode === code);
            if (picked) setList('ingredients', [...form.ingredients, fillStrings(blankIngredient(), picked)]);
          }}
        />
        <button
          type="button"
          className="button button--outline"
          onClick={() => setList('ingredients', [...form.ingredients, blankIngredient()])}
        >
          + Add New Ingredient
        </button>
      </div>
      {form.ingredients.length === 0 && (
        <p className="wizard-muted">No ingredients added yet. Use the options above to add.</p>
      )}
      {form.ingredients.map((_, index) => (
        <section className="wizard-card" key={index} aria-labelledby={`ingredient-${index}-title`}>
          <header className="wizard-card__head">
            <h3 id={`ingredient-${index}-title`}>Ingredient {index + 1}</h3>
            <button
              type="button"
              className="button button--outline"
              aria-label={`Remove ingredient ${index + 1}`}
              onClick={() =>
                setList(
                  'ingredients',
                  form.ingredients.filter((__, i) => i !== index),
                )
              }
            >
              Remove
            </button>
          </header>
          <div className="wizard-grid">{REQUIRED.map((f) => field(index, f))}</div>
          <details className="wizard-more">
            <summary>More details</summary>
            <div className="wizard-grid">{OPTIONAL.map((f) => field(index, f))}</div>
          </details>
        </section>
      ))}
    </>
  );
}
