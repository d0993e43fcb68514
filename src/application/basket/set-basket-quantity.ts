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

  /** `sizeId`: the line's size id, or (CLI) its label as the basket shows it (`38`, `L`). */
  async execute(input: { productId: number; sizeId: number | string; quantity: number }): Promise<SetBasketQuantityResult> {
    if (!isValidQuantity(input.quantity, { allowZero: true })) return { kind: 'invalid-quantity' };
    const line = this.repository.load().lineInSize(input.productId, input.sizeId);
    if (!line) return { kind: 'line-not-found' };
    return changeBasket(this.repository, this.recalculate, (basket) => basket.setQuantity(input.productId, line.size.id, input.quantity));
  }
}
