import type { Basket } from '../../domain/basket/basket';
import type { BasketRepository } from '../ports/basket-repository';
import type { RecalculateBasket, RecalculationResult } from './recalculate-basket';

export type CleanBasketResult = { kind: 'cleaned'; basket: Basket } | RecalculationResult;

/**
 * SPEC §4: `clean` empties everything, vouchers and credits included (after an order, or on
 * request), with no call: an empty basket has nothing to price. On `logout` the lines stay but
 * carrier, country, address and order are forgotten, so the lines are priced again for the
 * store's own country.
 */
export class CleanBasket {
  constructor(
    private readonly repository: BasketRepository,
    private readonly recalculate: RecalculateBasket,
  ) {}

  async execute(options: { on?: 'request' | 'logout' } = {}): Promise<CleanBasketResult> {
    const current = this.repository.load();
    if (options.on !== 'logout') {
      const basket = current.clean();
      this.repository.save(basket);
      return { kind: 'cleaned', basket };
    }
    const basket = current.logoutClean();
    this.repository.save(basket);
    return basket.isEmpty ? { kind: 'cleaned', basket } : this.recalculate.execute();
  }
}
