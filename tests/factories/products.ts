// A valid product for the API, with overrides; codes are unique per call unless given.
import { randomBytes } from 'node:crypto';
import type { ProductInput } from '../../shared/product.ts';

export function productInput(overrides: Partial<ProductInput> = {}): ProductInput {
  const suffix = randomBytes(3).toString('hex').toUpperCase();
  return {
    productCode: `TEST-${suffix}`,
    productName: `Test Product ${suffix}`,
    productDescription: 'A whole-food test ingredient.',
    productCategory: 'Deficiencies line',
    drying: 'Spray dried',
    excipients: 'None',
    toxicity: true,
    broadSpectrum: true,
    actives: [{ assay: 'Vitamin C 5%', specification: 'NLT 5%', assayMethod: 'HPLC' }],
    heavyMetals: [{ metal: 'Lead', specification: '< 0.5 ppm', method: 'ICP-MS' }],
    microbiology: [{ test: 'Salmonella', specification: 'Absent in 25 g', method: 'ISO 6579' }],
    allergenInformation: [{ allergen: 'Milk', inProduct: 'No', inOtherProducts: 'No', inPlant: 'No' }],
    ingredients: [
      {
        ingredientCode: `ING-${suffix}`,
        commonName: 'Guava leaf',
        scientificName: 'Psidium guajava',
        plantPartUsed: 'Leaf',
        coordinates: '17.3850° N, 78.4867° E',
      },
    ],
    processes: [
      {
        processCode: `PRC-${suffix}`,
        processDescription: 'Aqueous extraction and low-temperature drying',
        qualityControl: 'HPLC assay per batch',
        shelfLife: '24 months',
        handling: 'Store cool and dry',
      },
    ],
    ...overrides,
  };
}

/** The spec's multipart body: a `product` JSON part and an optional `bannerImage` file. */
export function productForm(
  product: unknown,
  banner?: { bytes: Buffer; type: string; name?: string },
): FormData {
  const form = new FormData();
  form.append('product', typeof product === 'string' ? product : JSON.stringify(product));
  if (banner)
    form.append(
      'bannerImage',
      new Blob([new Uint8Array(banner.bytes)], { type: banner.type }),
      banner.name ?? 'banner.png',
    );
  return form;
}
