// The shapes of the records in content/: what an ingredient or process states of its own (shared-records.ts
// adds the house defaults), and the compliance declarations of content/house-defaults.ts.
import type { ProductInput } from '../../../../shared/product.ts';
import type { COMPLIANCE_ITEMS } from '../../../../shared/spec-constants.ts';
import type { AidKind } from './content/processing-aids.ts';

export type Rows<K extends keyof ProductInput> = NonNullable<ProductInput[K]>;
type ComplianceItem = (typeof COMPLIANCE_ITEMS)[number];
type ComplianceDeclaration = Omit<Rows<'productCompliance'>[number], 'complianceItem'>;
/** The house declaration of each compliance item, and what a product declares instead. */
export type ComplianceDefaults = Record<ComplianceItem, ComplianceDeclaration>;
export type ComplianceOverrides = Partial<Record<ComplianceItem, Partial<ComplianceDeclaration>>>;

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
