// The processes of the catalogue, one record per code: products share them by key, and the server upserts
// processes by code. shared-records.ts fills the fields a process leaves out with the house defaults.
import type { ProcessSpec } from '../record-types.ts';

export const PROCESS_SPECS = {
  lowTempDrying: {
    processCode: 'PRC-LTD-01',
    processDescription:
      'Low-temperature drying and milling: freshly harvested plant parts are sorted, washed, shade-wilted and ' +
      'dried in solar-assisted dryers below 45 °C to keep heat-sensitive vitamers intact, then milled and sieved.',
    criticalSteps:
      'Product temperature at or below 45 °C; moisture end-point at or below 6%; metal detection',
    physical: 'Sorting, washing, shade wilting, low-temperature drying, milling, sieving',
    rawMaterial:
      'Fresh organic plant parts from internal control system farms, harvested at peak vitamer content',
    processControls:
      'Continuous temperature logging, IR moisture balance, metal detector and sieve-integrity checks',
    significance: 'Drying below 45 °C keeps heat-sensitive vitamers within specification through shelf life',
  },
  fermentation: {
    processCode: 'PRC-FRM-01',
    processDescription:
      'Solid-state fermentation: sprouted legumes are inoculated with a non-GMO food-grade culture and fermented ' +
      'at ambient temperature, so the culture builds natural vitamers in the plant matrix; the culture is then ' +
      'inactivated and the biomass dried at low temperature.',
    criticalSteps: 'Inoculum purity; fermentation time, temperature and pH; inactivation step',
    physical:
      'Sprouting, steaming of the substrate, controlled-atmosphere fermentation, low-temperature drying',
    biological: 'Fermentation by a single characterised, non-GMO, QPS-listed strain',
    rawMaterial: 'Organic sprouted legumes and a characterised starter culture',
    processControls:
      'pH and temperature logging, culture purity by plating, vitamer assay at end of fermentation',
    significance:
      'Fermentation yields vitamers in their food-bound forms together with their natural co-factors',
  },
  aqueousExtraction: {
    processCode: 'PRC-AQX-01',
    processDescription:
      'Aqueous extraction: dried plant material is extracted with hot purified water only, filtered, ' +
      'concentrated under vacuum below 60 °C and spray-dried back onto its own fibre.',
    criticalSteps:
      'Extraction temperature and time; vacuum concentration below 60 °C; spray-dryer outlet temperature',
    physical: 'Counter-current water extraction, filtration, vacuum concentration, spray drying',
    rawMaterial: 'Low-temperature dried organic plant powder (PRC-LTD-01)',
    processControls:
      'Brix and marker assay of the extract, outlet-temperature logging, moisture and particle size',
    significance: 'Water-only extraction concentrates the actives without any solvent residue',
  },
  ethanolExtraction: {
    processCode: 'PRC-ETX-01',
    processDescription:
      'Hydro-ethanolic extraction: dried plant material is extracted with organic sugarcane ethanol and water, ' +
      'the solvent is recovered under vacuum, and the extract is dried onto the spent plant fibre.',
    criticalSteps: 'Solvent ratio; extraction temperature below 60 °C; solvent recovery to residual limits',
    physical: 'Percolation, filtration, vacuum solvent recovery, vacuum drying, milling',
    chemical: 'Solvent extraction only; no chemical modification of the actives',
    rawMaterial: 'Low-temperature dried organic plant powder (PRC-LTD-01) and organic sugarcane ethanol',
    processControls: 'Residual ethanol by GC headspace, marker assay by HPLC, moisture and particle size',
    significance:
      'A bio-based, recovered solvent concentrates the marker compounds while keeping the whole profile',
  },
  supercriticalCo2: {
    processCode: 'PRC-SCF-01',
    processDescription:
      'Supercritical CO2 extraction: the lipid-soluble vitamers are extracted with food-grade CO2 in a closed ' +
      'loop, then adsorbed onto an organic whole-food carrier; no organic solvent is used.',
    criticalSteps:
      'Extraction pressure and temperature; separator conditions; inert-gas handling of the oleoresin',
    physical: 'Supercritical CO2 extraction, separation, adsorption onto a whole-food carrier, sieving',
    rawMaterial: 'Dried, flaked organic seeds, roots, flowers or biomass',
    processControls:
      'Pressure and temperature logging, assay of the oleoresin, peroxide value, nitrogen blanketing',
    significance: 'Solvent-free extraction protects lipid-soluble vitamers from oxidation',
    oxidativeStability: 'Peroxide value NMT 5 meq O2/kg; Rancimat induction time NLT 12 h at 100 °C',
    photoStability: 'Light-sensitive: ICH Q1B shows no significant change only in opaque packs',
    mixability: 'Pre-blend with a carrier before adding to large batches',
  },
  uvExposure: {
    processCode: 'PRC-UVB-01',
    processDescription:
      'UV-B exposure: fresh mushrooms are passed under pulsed UV-B light, which converts their own ergosterol to ' +
      'vitamin D2, then sliced and dried at low temperature.',
    criticalSteps: 'UV dose per batch; time from exposure to drying; drying temperature below 45 °C',
    physical: 'Pulsed UV-B exposure (non-ionising), slicing, low-temperature drying, milling',
    rawMaterial: 'Fresh organic oyster mushrooms grown on agricultural residues',
    processControls: 'UV dose by radiometer on every batch, ergocalciferol assay by HPLC, moisture',
    significance: 'Natural conversion of the mushroom’s own ergosterol, with no synthetic vitamin added',
    photoStability: 'Light-sensitive: store in opaque packs',
  },
  photobioreactor: {
    processCode: 'PRC-PBR-01',
    processDescription:
      'Photobioreactor cultivation: microalgae are grown in closed photobioreactors on sunlight and mineral ' +
      'nutrients, harvested by gentle centrifugation and dried at low temperature.',
    criticalSteps: 'Culture purity; light and nutrient regime; harvest density; drying temperature',
    physical: 'Closed-loop cultivation, centrifugation, low-temperature drying',
    biological: 'Phototrophic growth of a single characterised, non-GMO algal strain',
    rawMaterial: 'Characterised algal strain, purified water and food-grade mineral nutrients',
    processControls: 'Culture density, pH and temperature logging, contaminant screening, fatty-acid profile',
    significance: 'A closed system gives a clean, traceable, vegan source of vitamin D3 and omega-3',
  },
  standardisation: {
    processCode: 'PRC-STD-01',
    processDescription:
      'Standardisation and blending: whole-food concentrates are assayed and blended in a geometric progression to ' +
      'the declared assay, then sieved and packed under nitrogen.',
    criticalSteps: 'Assay of each concentrate before blending; blend uniformity; nitrogen flushing',
    physical: 'Geometric dilution in a double-cone blender, sieving, nitrogen-flushed packing',
    rawMaterial: 'Released whole-food concentrates from the upstream processes',
    processControls: 'Blend uniformity (10 locations, RSD NMT 5%), assay, weight checks',
    significance: 'Consistent assay from lot to lot without synthetic actives or added excipients',
  },
} satisfies Record<string, ProcessSpec>;

export type ProcessKey = keyof typeof PROCESS_SPECS;
