/**
 * The demo's two fit models (server/demo/seed-fit.ts), found in the generated catalogue the way the
 * seed picks them: the best-ranked clothing products sold in every store, of two different models.
 */
import type { CatProduct } from '../../../server/catalogue/catalogue-types';
import { generateCatalogue } from '../../../server/demo/generate-catalogue';
import { priceKey, STORE_IDS, STORES } from '../../../src/domain/store/stores';
import { fitModelOf } from '../../../src/domain/returns/fit-advice';
import type { Article } from '../../basket/support/basket-oracle';

let picked: [CatProduct, CatProduct] | null = null;

function fitModels(): [CatProduct, CatProduct] {
  if (picked) return picked;
  const catalogue = generateCatalogue();
  const restricted = new Set(catalogue.brands.filter((brand) => brand.restricted).map((brand) => brand.id));
  const candidates = catalogue.products
    .filter((product) => product.sizeKind === 'clothing' && !product.isOnlyOutlet && !restricted.has(product.brandId))
    .filter((product) => STORE_IDS.every((id) => product.prices[priceKey(STORES[id])] !== undefined))
    .sort((a, b) => a.salesRank - b.salesRank || a.id - b.id);
  const model = (product: CatProduct) => fitModelOf({ id: product.id, modelKey: (product as { modelKey?: string | null }).modelKey ?? null });
  const second = candidates.find((product) => model(product) !== model(candidates[0]));
  if (!candidates[0] || !second) throw new Error('The demo catalogue has no two clothing models sold everywhere');
  return (picked = [candidates[0], second]);
}

export type FitModel = 'many "too small" returns' | 'two returns';

export const theFitProduct = (which: FitModel): CatProduct => fitModels()[which === 'two returns' ? 1 : 0];

/** A size of it in stock, to order. */
export function aFitArticle(which: FitModel): Article {
  const product = theFitProduct(which);
  const size = product.sizes.find((candidate) => candidate.stock > 2);
  if (!size) throw new Error(`Product ${product.id} has no size in stock`);
  return { product, size };
}
