/** Products of the demo catalogue with the traits a test needs, found rather than hard-coded. */
import { generateCatalogue } from '../demo/generate-catalogue';
import type { Catalogue, CatProduct } from '../catalogue/catalogue-types';

let catalogue: Catalogue | undefined;

export function demoCatalogue(): Catalogue {
  return (catalogue ??= generateCatalogue());
}

function find(description: string, test: (product: CatProduct, catalogue: Catalogue) => boolean): CatProduct {
  const found = demoCatalogue().products.find((product) => test(product, demoCatalogue()));
  if (!found) throw new Error(`The demo catalogue has no ${description}`);
  return found;
}

const restrictedBrandIds = () => new Set(demoCatalogue().brands.filter((brand) => brand.restricted).map((brand) => brand.id));

export const fixtures = {
  /** On sale in France, open to every store, with sizes and artists. */
  discounted: () => find('discounted product', (p) => !restrictedBrandIds().has(p.brandId) && !p.isOnlyOutlet && p.prices.fr.originalPrice !== null && p.sizes.length > 1),
  fullPrice: () => find('full-price product', (p) => !restrictedBrandIds().has(p.brandId) && !p.isOnlyOutlet && p.prices.fr.originalPrice === null),
  withArtist: () => find('product with an artist', (p) => !restrictedBrandIds().has(p.brandId) && p.artistIds.length > 0),
  restricted: () => find('product of a restricted brand', (p) => restrictedBrandIds().has(p.brandId)),
  outletOnly: () => find('outlet-only product', (p) => p.isOnlyOutlet && !restrictedBrandIds().has(p.brandId)),
  restrictedBrand: () => demoCatalogue().brands.find((brand) => brand.restricted)!,
  openBrand: () => demoCatalogue().brands.find((brand) => !brand.restricted)!,
};
