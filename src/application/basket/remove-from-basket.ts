import type { BasketRepository } from '../ports/basket-repository';
import { changeBasket, type RecalculateBasket, type RecalculationResult } from './recalculate-basket';

export type RemoveFromBasketResult = RecalculationResult | { kind: 'line-not-found' };

/** SPEC §4 remove, then recalculated (an emptied basket needs no call). */
export class RemoveFromBasket {
  constructor(
    private readonly repository: BasketRepository,
    private readonly recalculate: RecalculateBasket,
  ) {}

  /** `sizeId`: the line's size id, or (CLI) its label as the basket shows it (`38`, `L`). */
  async execute(input: { productId: number; sizeId: number | string }): Promise<RemoveFromBasketResult> {
    const line = this.repository.load().lineInSize(input.productId, input.sizeId);
    if (!line) return { kind: 'line-not-found' };
    return changeBasket(this.repository, this.recalculate, (basket) => basket.remove(input.productId, line.size.id));
  }
}
