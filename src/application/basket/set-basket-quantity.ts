import { isValidQuantity } from '../../domain/basket/basket';
import type { BasketRepository } from '../ports/basket-repository';
import { changeBasket, type RecalculateBasket, type RecalculationResult } from './recalculate-basket';

export type SetBasketQuantityResult = RecalculationResult | { kind: 'invalid-quantity' } | { kind: 'line-not-found' };

/** SPEC §4 set quantity (0 removes the line), then recalculated. */
export class SetBasketQuantity {
  constructor(
    private readonly repository: BasketRepository,
    private readonly recalculate: RecalculateBasket,
  ) {}

  async execute(input: { productId: number; sizeId: number; quantity: number }): Promise<SetBasketQuantityResult> {
    if (!isValidQuantity(input.quantity, { allowZero: true })) return { kind: 'invalid-quantity' };
    if (!this.repository.load().line(input.productId, input.sizeId)) return { kind: 'line-not-found' };
    return changeBasket(this.repository, this.recalculate, (basket) => basket.setQuantity(input.productId, input.sizeId, input.quantity));
  }
}
