// Builders for the specification rows every product repeats (admin-area.md §9): one place for the house
// limits and methods, so a product file states only what is particular to it.
import type { ProductInput } from '../../../../shared/product.ts';
import {
  ALLERGEN_ROWS,
  COMPLIANCE_ITEMS,
  HEAVY_METAL_ROWS,
  MICROBIOLOGY_ROWS,
  NUTRITION_ROWS,
  ORGANOLEPTIC_ROWS,
} from '../../../../shared/spec-constants.ts';

type Rows<K extends keyof ProductInput> = NonNullable<ProductInput[K]>;
type ComplianceItem = (typeof COMPLIANCE_ITEMS)[number];
type ComplianceRow = Rows<'productCompliance'>[number];
type AllergenName = (typeof ALLERGEN_ROWS)[number];

const COMPLIANCE_DEFAULTS: Record<ComplianceItem, Omit<ComplianceRow, 'complianceItem'>> = {
  Status: {
    regulation: 'FSSAI Food Safety and Standards (Health Supplements and Nutraceuticals) Regulations, 2022',
    status: 'Compliant',
    declaration: 'Supplied as a bulk food ingredient for further manufacture',
  },
  'Food Safety Regulation': {
    regulation: 'FSS Act 2006; Regulation (EC) 178/2002; US 21 CFR Part 117',
    status: 'Compliant',
    declaration: 'Produced under a HACCP-based food safety plan',
  },
  Hygiene: {
    regulation: 'Regulation (EC) 852/2004; FSSAI Schedule 4 (GMP/GHP)',
    status: 'Compliant',
    declaration: 'Manufactured in GMP-certified, FSSAI-licensed facilities',
  },
  Allergen: {
    regulation: 'Regulation (EU) 1169/2011 Annex II; US FALCPA and FASTER Act',
    status: 'Compliant',
    declaration: 'Contains none of the declarable allergens',
  },
  Microbiology: {
    regulation: 'Regulation (EC) 2073/2005; USP <2023>',
    status: 'Compliant',
    declaration: 'Every lot released against the microbiology specification',
  },
  Contaminants: {
    regulation: 'Regulation (EU) 2023/915; FSS (Contaminants, Toxins and Residues) Regulations, 2011',
    status: 'Compliant',
    declaration: 'Heavy metals, mycotoxins and PAH within limits',
  },
  'Pesticide Residues': {
    regulation: 'Regulation (EC) 396/2005; USDA NOP 7 CFR 205',
    status: 'Compliant',
    declaration: 'Screened for more than 500 residues by LC-MS/MS and GC-MS/MS',
  },
  'Solvent Residues': {
    regulation: 'ICH Q3C(R8); Directive 2009/32/EC',
    status: 'Not Applicable',
    declaration: 'No organic solvents used',
  },
  'GMO Status': {
    regulation: 'Regulations (EC) 1829/2003 and 1830/2003',
    status: 'Compliant',
    declaration: 'Non-GMO: identity-preserved, non-GMO verified raw materials',
  },
  Packaging: {
    regulation: 'Regulation (EC) 1935/2004; Regulation (EU) 10/2011; US 21 CFR 177',
    status: 'Compliant',
    declaration: 'Food-grade LDPE liner inside a fibre drum',
  },
  'Ionisation/Radiation': {
    regulation: 'Directive 1999/2/EC',
    status: 'Compliant',
    declaration: 'Not irradiated and not ionised',
  },
  'TSE/BSE': {
    regulation: 'EMA/410/01 rev.3',
    status: 'Not Applicable',
    declaration: 'Plant origin; no animal-derived materials used',
  },
  'Food Additives': {
    regulation: 'Regulation (EC) 1333/2008',
    status: 'Compliant',
    declaration: 'No added preservatives, colours or flavours',
  },
  PCB: {
    regulation: 'Regulation (EU) 2023/915',
    status: 'Compliant',
    declaration: 'Dioxins and dioxin-like PCB within limits',
  },
  PAH: {
    regulation: 'Regulation (EU) 2023/915',
    status: 'Compliant',
    declaration: 'Benzo[a]pyrene NMT 10 µg/kg; sum of PAH4 NMT 50 µg/kg',
  },
};

export type ComplianceOverrides = Partial<
  Record<ComplianceItem, Partial<Omit<ComplianceRow, 'complianceItem'>>>
>;

/** All 15 compliance items; solvent extractions flip 'Solvent Residues' to a residue declaration. */
export function complianceRows(overrides: ComplianceOverrides = {}): Rows<'productCompliance'> {
  return COMPLIANCE_ITEMS.map((complianceItem) => ({
    complianceItem,
    ...COMPLIANCE_DEFAULTS[complianceItem],
    ...overrides[complianceItem],
  }));
}

export const ETHANOL_EXTRACTION: ComplianceOverrides = {
  'Solvent Residues': {
    status: 'Compliant',
    declaration: 'Organic sugarcane ethanol only; residual ethanol NMT 5000 ppm (ICH Class 3)',
  },
};

export interface Organoleptic {
  color: string;
  aroma: string;
  taste: string;
  solubility?: string;
  bulkDensity?: string;
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

/** Typical values per 100 g; the active row repeats the product's assay. */
export interface Nutrition {
  energyKcal: number;
  carbohydrate: number;
  sugar: number;
  fat: number;
  protein: number;
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
