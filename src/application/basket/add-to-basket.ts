import { isValidQuantity } from '../../domain/basket/basket';
import { chooseSize } from '../../domain/basket/line-from-product';
import type { ProductDetail } from '../../domain/catalogue/product';
import { isApiError } from '../ports/api-error';
import type { BasketRepository } from '../ports/basket-repository';
import type { CatalogueApi } from '../ports/catalogue-api';
import { changeBasket, type RecalculateBasket, type RecalculationResult } from './recalculate-basket';

export interface AddToBasketInput {
  productId: number;
  /** The size's id, or (CLI) the id or the label as the sizes are listed (`38`, `L`). */
  sizeId: number | string;
  /** SPEC §4: 1 by default. */
  quantity?: number;
  /** The product as the page shows it; looked up in the catalogue when absent (CLI). */
  product?: ProductDetail;
}

export type AddToBasketResult =
  | RecalculationResult
  | { kind: 'invalid-quantity' }
  | { kind: 'product-not-found' }
  /** An outlet-only product, and the shop found no outlet access: its words (403). */
  | { kind: 'outlet-only'; message: string }
  | { kind: 'size-not-found'; sizes: string[] }
  | { kind: 'size-unavailable'; size: string };

/** SPEC §4 add: the same product and size gains the quantity, otherwise a new line; then recalculated. */
export class AddToBasket {
  constructor(
    private readonly catalogue: CatalogueApi,
    private readonly repository: BasketRepository,
    private readonly recalculate: RecalculateBasket,
  ) {}

  async execute(input: AddToBasketInput): Promise<AddToBasketResult> {
    const quantity = input.quantity ?? 1;
    if (!isValidQuantity(quantity)) return { kind: 'invalid-quantity' };
    const product = input.product ?? (await this.lookUp(input.productId));
    if (product && 'outletOnly' in product) return { kind: 'outlet-only', message: product.outletOnly };
    if (!product || product.id !== input.productId) return { kind: 'product-not-found' };
    const choice = chooseSize(product, input.sizeId);
    if (choice.kind !== 'available') return choice;
    return changeBasket(this.repository, this.recalculate, (basket) => basket.add(choice.info, choice.size, quantity));
  }

  private async lookUp(productId: number): Promise<ProductDetail | { outletOnly: string } | null> {
    if (!Number.isSafeInteger(productId) || productId <= 0) return null;
    try {
      return (await this.catalogue.product(productId)).product;
    } catch (error) {
      if (isApiError(error) && error.isNotFound) return null;
      if (isApiError(error) && error.code === 403) return { outletOnly: error.message };
      throw error;
    }
  }
}
