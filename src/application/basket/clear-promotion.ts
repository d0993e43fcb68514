import type { BasketRepository } from '../ports/basket-repository';
import { changeBasket, type RecalculateBasket, type RecalculationResult } from './recalculate-basket';

/** `basket promo --clear`: the code goes, the basket is recalculated without it. */
export class ClearPromotion {
  constructor(
    private readonly repository: BasketRepository,
    private readonly recalculate: RecalculateBasket,
  ) {}

  execute(): Promise<RecalculationResult> {
    return changeBasket(this.repository, this.recalculate, (basket) => basket.clearPromotion());
  }
}
