import { PRODUCT_TYPES } from '../../../../shared/spec-constants.ts';
import { BannerPicker } from './banner-picker.tsx';
import { SelectField, TextField } from './form-fields.tsx';
import { labelFor } from './labels.ts';
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
      <TextField
        id="productCode"
        label="Product Code"
        required
        disabled={locked}
        value={form.productCode}
        error={errors.productCode || codeTaken}
        onChange={(v) => setField('productCode', v)}
      />
      <TextField
        id="productName"
        label="Product Name"
        required
        disabled={locked}
        value={form.productName}
        error={errors.productName}
        onChange={(v) => setField('productName', v)}
      />
      <div className="wizard-grid__wide">
        <TextField
          id="productDescription"
          label="Product Description"
          multiline
          value={form.productDescription}
          onChange={(v) => setField('productDescription', v)}
        />
      </div>
      {OVERVIEW_TEXT.map((f) => (
        <TextField key={f} id={f} label={labelFor(f)} value={form[f]} onChange={(v) => setField(f, v)} />
      ))}
      <SelectField
        id="type"
        label="Type"
        placeholder="-- Choose Type --"
        options={PRODUCT_TYPES}
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
