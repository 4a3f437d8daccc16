// The processing aids an ingredient meets on its way to a product; each also fills the product's aid list.
import type { IngredientInput } from '../../../../../shared/ingredient.ts';

type ProcessingAid = Required<Pick<IngredientInput, `processingAid${string}` & keyof IngredientInput>>;

export const PROCESSING_AIDS = {
  water: {
    processingAidRmCode: 'PA-H2O-01',
    processingAidCommonName: 'Purified water',
    processingAidScientificName: 'Aqua',
    processingAidStatus: 'Potable, purified by reverse osmosis',
    processingAidPlantPartUsed: 'Not applicable',
    processingAidRole: 'Washing and aqueous extraction medium',
    processingAidForm: 'Liquid',
    processingAidGreenChemistry: 'Solvent-free; rinse water recycled to irrigation',
  },
  ethanol: {
    processingAidRmCode: 'PA-ETH-01',
    processingAidCommonName: 'Organic sugarcane ethanol',
    processingAidScientificName: 'Ethanol from Saccharum officinarum L.',
    processingAidStatus: 'Certified organic',
    processingAidPlantPartUsed: 'Stem (molasses fermentation)',
    processingAidRole: 'Hydro-ethanolic extraction solvent, fully recovered',
    processingAidForm: 'Liquid',
    processingAidGreenChemistry: 'Bio-based ICH Class 3 solvent; more than 95% recovered and reused',
  },
  co2: {
    processingAidRmCode: 'PA-CO2-01',
    processingAidCommonName: 'Food-grade carbon dioxide',
    processingAidScientificName: 'Carbon dioxide',
    processingAidStatus: 'Food grade (E290), recaptured',
    processingAidPlantPartUsed: 'Not applicable',
    processingAidRole: 'Supercritical extraction medium, leaves no residue',
    processingAidForm: 'Gas / supercritical fluid',
    processingAidGreenChemistry: 'Non-toxic, solvent-free and recycled in a closed loop',
  },
  culture: {
    processingAidRmCode: 'PA-CUL-01',
    processingAidCommonName: 'Food-grade fermentation culture',
    processingAidScientificName: 'See ingredient strain',
    processingAidStatus: 'Non-GMO, QPS-listed strain',
    processingAidPlantPartUsed: 'Not applicable',
    processingAidRole: 'Biotransformation of the plant substrate; inactivated after fermentation',
    processingAidForm: 'Freeze-dried starter',
    processingAidGreenChemistry: 'Biological conversion at ambient temperature, no solvents',
  },
} as const satisfies Record<string, ProcessingAid>;

export type AidKind = keyof typeof PROCESSING_AIDS;
