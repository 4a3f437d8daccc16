// The catalogue records as the portfolio shows them (public-area.md §3.2): the copy lives on the records of
// shared/catalogue.ts; this module wires in the site's own images (banners by code, certificate logos by name).
import { catalogueProducts, type CatalogueProductDetail } from '../../../shared/catalogue.ts';
import { CERTIFICATE_LOGOS, PRODUCT_BANNERS } from './images.ts';

export interface CertificateLogo {
  name: string;
  src: string;
}

/** A §3.2 record with its images resolved: no banner means the placeholder is shown. */
export type ProductDisplay = Omit<CatalogueProductDetail, 'bannerImage' | 'certificates'> & {
  bannerImage: readonly string[];
  certificates: readonly CertificateLogo[];
};

/** Keys of CERTIFICATE_LOGOS: every product is certified organic, vegan and non-GMO; some carry more. */
const COMMON_CERTIFICATES = ['Organic', 'Vegan', 'Non-GMO'] as const;
const MORE_CERTIFICATES: Readonly<Record<string, readonly string[]>> = {
  'SBOVZ-B12-TCBL': ['Kosher', 'Halal'],
  'SBOVZ-D3': ['Kosher'],
  'SBPNVZ-D3': ['Halal'],
  'SBOVZ-MVM': ['Kosher', 'Halal'],
  'SBOVZ-B9TFF': ['Kosher'],
  'SBOVZ-SBC': ['Halal'],
  'SBOVZ-NEU-12': ['GMP'],
  'SBOVZ-OAS': ['Kosher', 'Halal'],
  'SBOVZ-Metabolein': ['FSSAI'],
};

export function certificateNames(productCode: string): string[] {
  return [...COMMON_CERTIFICATES, ...(MORE_CERTIFICATES[productCode] ?? [])];
}

function certificatesFor(productCode: string): CertificateLogo[] {
  return certificateNames(productCode).flatMap((name) => {
    const src = CERTIFICATE_LOGOS[name];
    return src ? [{ name, src }] : [];
  });
}

export function productDisplay(data: CatalogueProductDetail): ProductDisplay {
  return {
    ...data,
    // Empty-named paths (the spec's Metabolein and IoniQ quirk) count as no image.
    bannerImage: (PRODUCT_BANNERS[data.productCode] ?? []).filter((path) => path !== ''),
    certificates: certificatesFor(data.productCode),
  };
}

/** Every product with data, as displayed, in catalogue order. */
export function catalogueDisplay(): ProductDisplay[] {
  return catalogueProducts().map((ref) => productDisplay(ref.data));
}
