import { fieldLabel, PRODUCT_FIELDS } from '../../../../shared/product-fields.ts';
import { BannerPicker } from './banner-picker.tsx';
import { SelectField, TextField } from './form-fields.tsx';
import { useCodeTaken } from './use-code-taken.ts';
import type { WizardForm } from './wizard-form.ts';

const OVERVIEW_TEXT = ['productCategory', 'origin', 'form', 'scope'] as const;

interface Props extends WizardForm {
  banner: Blob | null;
  onChooseBanner: (file: File) => void;
  onRemoveBanner: () => void;
}

export function StepOverview({ form, errors, locked, setField, ...banner }: Props) {
  // A new product's code is checked as it is typed; an edit's code is locked.
  const codeTaken = useCodeTaken(form.productCode, !locked);
  return (
    <div className="wizard-grid">
      {(['productCode', 'productName'] as const).map((f) => (
        <TextField
          key={f}
          id={f}
          label={fieldLabel(f)}
          required
          disabled={locked}
          value={form[f]}
          error={f === 'productCode' ? errors.productCode || codeTaken : errors.productName}
          onChange={(v) => setField(f, v)}
        />
      ))}
      <div className="wizard-grid__wide">
        <TextField
          id="productDescription"
          label={fieldLabel('productDescription')}
          multiline
          value={form.productDescription}
          onChange={(v) => setField('productDescription', v)}
        />
      </div>
      {OVERVIEW_TEXT.map((f) => (
        <TextField key={f} id={f} label={fieldLabel(f)} value={form[f]} onChange={(v) => setField(f, v)} />
      ))}
      <SelectField
        id="type"
        label={fieldLabel('type')}
        placeholder="-- Choose Type --"
        options={PRODUCT_FIELDS.type.options ?? []}
        value={form.type}
        onChange={(v) => setField('type', v)}
      />
      <div className="wizard-grid__wide">
        <BannerPicker
          path={form.bannerImage}
          file={banner.banner}
          onChoose={banner.onChooseBanner}
          onRemove={banner.onRemoveBanner}
        />
      </div>
    </div>
  );
}
