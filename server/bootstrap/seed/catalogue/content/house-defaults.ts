// The house text and values every seeded product shares unless its line's content says otherwise:
// product-builder.ts and spec-rows.ts put them in place.
import { BRAND_NAME } from '../../../../../shared/brand.ts';
import type { KeyFeatureFlag, QualityFlag } from '../../../../../shared/spec-constants.ts';
import type { ComplianceDefaults, ComplianceOverrides } from '../record-types.ts';

export const DISCLAIMER =
  'These statements have not been evaluated by the Food and Drug Administration or any other food authority. ' +
  'This ingredient is not intended to diagnose, treat, cure or prevent any disease. It is supplied for further ' +
  'manufacture; claims on the finished product are the responsibility of the brand owner and must comply with ' +
  'the regulations of the market where it is sold.';

export const HOUSE = {
  /** Appended to each product's own description. */
  brandStory:
    `Part of the ${BRAND_NAME} range of whole-food vitamin complexes: organic, vegan and non-GMO, grown on ` +
    '26 tropical plant species and carrying more than 100 phytoconstituents, made with green chemistry.',
  origin: 'India',
  form: 'Powder',
  scope: 'Bulk ingredient for food supplements, functional foods and beverages (business to business)',
  directionsForUse:
    'Blend into capsules, tablets, powders or food preparations at the recommended inclusion level; ' +
    'pre-blend by geometric dilution for even distribution.',
  intendedUse:
    'For manufacturers, formulators and marketers of food supplements and functional foods; ' +
    'not for direct sale to consumers.',
  recommendation:
    'Suitable for vegan, organic and clean-label formulations. Verify finished-product claims against ' +
    'the regulations of the target market.',
  drying: 'Low-temperature drying below 45 °C',
  excipients: 'None; standardised on its own whole-food matrix',
  /** Quality and key feature flags every product has; a product's content adds its own. */
  quality: ['toxicity', 'stability'] satisfies QualityFlag[],
  features: [
    'botanicalIdentity',
    'greenChemistry',
    'agriculture',
    'organicStewardship',
    'qualityByDesign',
    'nonGmoValidation',
    'livelihoodMission',
    'comprehensiveSafetyProfile',
  ] satisfies KeyFeatureFlag[],
  compliance: {
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
  } satisfies ComplianceDefaults,
  /** What a solvent extraction declares instead, when an ingredient meets ethanol. */
  ethanolExtraction: {
    'Solvent Residues': {
      status: 'Compliant',
      declaration: 'Organic sugarcane ethanol only; residual ethanol NMT 5000 ppm (ICH Class 3)',
    },
  } satisfies ComplianceOverrides,
};
