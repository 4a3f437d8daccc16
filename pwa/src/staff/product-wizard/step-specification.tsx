import { COMPLIANCE_STATUSES, COMPOSITION_TYPES, YES_NO } from '../../../../shared/spec-constants.ts';
import { EditableRows, FixedRows, type Column } from './spec-rows.tsx';
import type { WizardForm } from './wizard-form.ts';

const SPEC_METHOD: Column[] = [
  { field: 'specification', label: 'Specification' },
  { field: 'method', label: 'Method' },
];
const ALLERGEN_COLUMNS: Column[] = [
  { field: 'inProduct', label: 'In Product', options: YES_NO },
  { field: 'inOtherProducts', label: 'In Other Products', options: YES_NO },
  { field: 'inPlant', label: 'In Plant', options: YES_NO },
];
const COMPLIANCE_COLUMNS: Column[] = [
  { field: 'status', label: 'Status', options: COMPLIANCE_STATUSES },
  { field: 'regulation', label: 'Regulation' },
  { field: 'declaration', label: 'Declaration' },
];

export function StepSpecification(wizard: WizardForm) {
  return (
    <>
      <FixedRows
        {...wizard}
        title="Organoleptic Properties"
        collapsed={false}
        list="organolepticProperties"
        nameKey="property"
        columns={SPEC_METHOD}
      />
      <FixedRows
        {...wizard}
        title="Heavy Metals"
        collapsed
        list="heavyMetals"
        nameKey="metal"
        columns={SPEC_METHOD}
      />
      <FixedRows
        {...wizard}
        title="Microbiology"
        collapsed
        list="microbiology"
        nameKey="test"
        columns={SPEC_METHOD}
      />
      <FixedRows
        {...wizard}
        title="Nutritional Information"
        collapsed
        list="nutritionalInformation"
        nameKey="type"
        columns={SPEC_METHOD}
      />
      <FixedRows
        {...wizard}
        title="Allergen Information"
        collapsed
        list="allergenInformation"
        nameKey="allergen"
        columns={ALLERGEN_COLUMNS}
        fillWith="No"
      />
      <FixedRows
        {...wizard}
        title="Product Compliance"
        list="productCompliance"
        nameKey="complianceItem"
        columns={COMPLIANCE_COLUMNS}
      />
      <EditableRows
        {...wizard}
        title="Actives"
        list="actives"
        columns={[
          { field: 'assay', label: 'Assay' },
          { field: 'specification', label: 'Specification' },
          { field: 'assayMethod', label: 'Assay Method' },
        ]}
      />
      <EditableRows
        {...wizard}
        title="Ingredient Composition"
        list="ingredientComposition"
        columns={[
          { field: 'ingredient', label: 'Ingredient' },
          { field: 'percentage', label: 'Percentage' },
          { field: 'type', label: 'Type', options: COMPOSITION_TYPES },
        ]}
      />
      <EditableRows
        {...wizard}
        title="Processing Aids"
        list="processingAids"
        columns={[
          { field: 'type', label: 'Type' },
          { field: 'purpose', label: 'Purpose' },
        ]}
      />
    </>
  );
}
