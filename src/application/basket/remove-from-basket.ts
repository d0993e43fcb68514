import type { BasketRepository } from '../ports/basket-repository';
import { changeBasket, type RecalculateBasket, type RecalculationResult } from './recalculate-basket';

export type RemoveFromBasketResult = RecalculationResult | { kind: 'line-not-found' };

/** SPEC §4 remove, then recalculated (an emptied basket needs no call). */
export class RemoveFromBasket {
  constructor(
    private readonly repository: BasketRepository,
    private readonly recalculate: RecalculateBasket,
  ) {}

  async execute(input: { productId: number; sizeId: number }): Promise<RemoveFromBasketResult> {
    if (!this.repository.load().line(input.productId, input.sizeId)) return { kind: 'line-not-found' };
    return changeBasket(this.repository, this.recalculate, (basket) => basket.remove(input.productId, input.sizeId));
  }
}
