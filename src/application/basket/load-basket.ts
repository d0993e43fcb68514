import type { Basket } from '../../domain/basket/basket';
import type { BasketRepository } from '../ports/basket-repository';
import type { RecalculateBasket, RecalculationResult } from './recalculate-basket';

/**
 * The basket as stored (SPEC §4: restored keeping lines with a quantity above 0), optionally
 * recalculated at once (prices and stock may have changed since it was saved).
 */
export class LoadBasket {
  constructor(
    private readonly repository: BasketRepository,
    private readonly recalculate: RecalculateBasket,
  ) {}

  async execute(options: { recalculate?: boolean } = {}): Promise<{ kind: 'loaded'; basket: Basket } | RecalculationResult> {
    const basket = this.repository.load();
    if (!options.recalculate) return { kind: 'loaded', basket };
    return this.recalculate.execute();
  }
}
