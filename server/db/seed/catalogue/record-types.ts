// The shapes of the ingredient and process records in content/: what each record states of its own;
// shared-records.ts adds the house defaults.
import type { AidKind } from './content/processing-aids.ts';

export interface IngredientSpec {
  ingredientCode: string;
  rmCode: string;
  commonName: string;
  scientificName: string;
  plantPartUsed: string;
  coordinates: string;
  standardizedFor: string;
  aid: AidKind;
  strain?: string;
  wild?: boolean;
  wetDry?: 'Dry' | 'Wet';
}

export interface ProcessSpec {
  processCode: string;
  processDescription: string;
  criticalSteps: string;
  physical: string;
  chemical?: string;
  biological?: string;
  rawMaterial: string;
  processControls: string;
  shelfLife?: string;
  handling?: string;
  significance: string;
  oxidativeStability?: string;
  photoStability?: string;
  capsule?: string;
  tablet?: string;
  foodPreparations?: string;
  cosmeticPreparations?: string;
  mixability?: string;
}
