import type { ProductDetailResponse, ProductHit } from '../../domain/catalogue/product';
import type { PageInfo } from '../../domain/catalogue/site';
import type { ProductServices } from './product-services';

/** The product page's content, serialised with the server render. */
export interface ProductPageData {
  detail: ProductDetailResponse;
  associated: ProductHit[];
}

export type ProductLoad = { kind: 'found'; data: ProductPageData } | { kind: 'not-found' };

/** The product of a `/p/{slug}` page (its id comes with the page info); associated products are optional. */
export async function loadProduct(services: ProductServices, pageInfo: PageInfo | null): Promise<ProductLoad> {
  if (pageInfo?.type !== 'product' || typeof pageInfo.id !== 'number') return { kind: 'not-found' };
  const [result, associated] = await Promise.all([
    services.getProduct(pageInfo.id),
    services.associatedProducts(pageInfo.id).catch((error: unknown) => {
      console.error('[boutique] Associated products failed:', error);
      return [] as ProductHit[];
    }),
  ]);
  if (result.kind === 'not-found') return { kind: 'not-found' };
  return { kind: 'found', data: { detail: result.product, associated } };
}
