import type { GetProductResult } from '../../application/catalogue/get-product';
import type { ProductHit } from '../../domain/catalogue/product';

/** The product page: the product and the products shown with it. */
export interface ProductServices {
  getProduct(productId: number): Promise<GetProductResult>;
  associatedProducts(productId: number): Promise<ProductHit[]>;
}
