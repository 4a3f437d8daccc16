// Builders for the specification rows every product repeats (admin-area.md §9): one place for the house
// limits and methods, so a product's content states only what is particular to it. The compliance
// declarations are in content/house-defaults.ts.
import {
  ALLERGEN_ROWS,
  COMPLIANCE_ITEMS,
  HEAVY_METAL_ROWS,
  MICROBIOLOGY_ROWS,
  NUTRITION_ROWS,
  ORGANOLEPTIC_ROWS,
} from '../../../../shared/spec-constants.ts';
import { HOUSE } from './content/house-defaults.ts';
import type { ComplianceOverrides, Nutrition, Organoleptic, Rows } from './record-types.ts';

type AllergenName = (typeof ALLERGEN_ROWS)[number];

/** All 15 compliance items; solvent extractions flip 'Solvent Residues' to a residue declaration. */
export function complianceRows(overrides: ComplianceOverrides = {}): Rows<'productCompliance'> {
  return COMPLIANCE_ITEMS.map((complianceItem) => ({
    complianceItem,
    ...HOUSE.compliance[complianceItem],
    ...overrides[complianceItem],
  }));
}

export function organolepticRows(o: Organoleptic): Rows<'organolepticProperties'> {
  const spec: Record<(typeof ORGANOLEPTIC_ROWS)[number], [string, string]> = {
    Color: [o.color, 'Visual'],
    Appearance: ['Fine, free-flowing powder', 'Visual'],
    Aroma: [o.aroma, 'Organoleptic'],
    Moisture: ['NMT 6.0% w/w', 'USP <731> Loss on drying'],
    Taste: [o.taste, 'Organoleptic'],
    Solubility: [o.solubility ?? 'Dispersible in water', 'USP <1236>'],
    'Bulk Density': [o.bulkDensity ?? '0.40–0.65 g/mL', 'USP <616> Method I'],
    Sieve: ['100% through 40 mesh; NLT 90% through 80 mesh', 'USP <786>'],
  };
  return ORGANOLEPTIC_ROWS.map((property) => {
    const [specification, method] = spec[property];
    return { property, specification, method };
  });
}

export function heavyMetalRows(copperPpm = 20): Rows<'heavyMetals'> {
  const limits: Record<(typeof HEAVY_METAL_ROWS)[number], string> = {
    Arsenic: 'NMT 1.0 ppm',
    Mercury: 'NMT 0.1 ppm',
    Lead: 'NMT 1.0 ppm',
    Copper: `NMT ${copperPpm} ppm`,
  };
  return HEAVY_METAL_ROWS.map((metal) => ({
    metal,
    specification: limits[metal],
    method: 'ICP-MS (AOAC 2015.01)',
  }));
}

export function microbiologyRows(): Rows<'microbiology'> {
  const spec: Record<(typeof MICROBIOLOGY_ROWS)[number], [string, string]> = {
    'Total Plate Count': ['NMT 10,000 cfu/g', 'USP <2021>'],
    'Yeast & Mold': ['NMT 100 cfu/g', 'USP <2021>'],
    'Coli Forms': ['NMT 10 cfu/g', 'ISO 4832'],
    Salmonella: ['Absent in 25 g', 'USP <2022>'],
    'Staphylococcus aureus': ['Absent in 10 g', 'USP <2022>'],
    'Pseudomonas spp': ['Absent in 10 g', 'USP <62>'],
    'E.coli': ['Absent in 10 g', 'USP <2022>'],
    'Clostridium spp': ['Absent in 10 g', 'USP <62>'],
  };
  return MICROBIOLOGY_ROWS.map((test) => {
    const [specification, method] = spec[test];
    return { test, specification, method };
  });
}

export function nutritionRows(
  n: Nutrition,
  active: string,
  activeMethod: string,
): Rows<'nutritionalInformation'> {
  const spec: Record<(typeof NUTRITION_ROWS)[number], [string, string]> = {
    Energy: [`${n.energyKcal} kcal/100 g`, 'Calculation (Atwater factors)'],
    Carbohydrate: [`${n.carbohydrate} g/100 g`, 'By difference'],
    Sugar: [`${n.sugar} g/100 g`, 'AOAC 982.14 (HPLC)'],
    Fat: [`${n.fat} g/100 g`, 'AOAC 922.06'],
    Protein: [`${n.protein} g/100 g`, 'AOAC 992.15 (Dumas)'],
    'Active Ingredient': [active, activeMethod],
  };
  return NUTRITION_ROWS.map((type) => {
    const [specification, method] = spec[type];
    return { type, specification, method };
  });
}

/** The 17 allergen rows, all 'No' unless a named allergen is part of the plant and the product. */
export function allergenRows(present: readonly AllergenName[] = []): Rows<'allergenInformation'> {
  return ALLERGEN_ROWS.map((allergen) => {
    const yes = present.includes(allergen) ? 'Yes' : 'No';
    return { allergen, inProduct: yes, inOtherProducts: 'No', inPlant: yes };
  });
}
