import type { Basket } from '../../domain/basket/basket';
import type { RelayPoint as ChosenRelayPoint } from '../../domain/basket/basket-types';
import type { RelayPoint } from '../../domain/orders/relay-point';
import type { BasketRepository } from '../ports/basket-repository';
import type { RecalculateBasket } from '../basket/recalculate-basket';
import type { FindRelayPoints } from './find-relay-points';

/** A point the page holds, or one to find again by id near the place searched before (the CLI). */
export type RelayPointChoice = RelayPoint | { id: string; query: string; country?: string };

export type ChooseRelayPointResult =
  | { kind: 'chosen'; basket: Basket; point: ChosenRelayPoint }
  | { kind: 'not-found' }
  | { kind: 'query-too-short' }
  | { kind: 'failed'; message: string };

function chosen(point: RelayPoint): ChosenRelayPoint {
  return { id: point.id, name: point.name, street: point.street, zipCode: point.zipCode, city: point.city, countryIsoCode2: point.countryIsoCode2 };
}

/**
 * Step 2, relay delivery. SPEC §4: it clears the shipping address (and a home carrier); another
 * country forgets the carrier and has the basket priced again.
 */
export class ChooseRelayPoint {
  constructor(
    private readonly find: FindRelayPoints,
    private readonly repository: BasketRepository,
    private readonly recalculate: RecalculateBasket,
  ) {}

  async execute(input: RelayPointChoice): Promise<ChooseRelayPointResult> {
    let point: RelayPoint | undefined;
    if ('name' in input) point = input;
    else {
      const found = await this.find.execute({ query: input.query, country: input.country });
      if (found.kind !== 'found') return found;
      point = found.points.find((candidate) => candidate.id === input.id);
    }
    if (!point) return { kind: 'not-found' };
    const relay = chosen(point);
    const basket = this.repository.load().chooseRelayPoint(relay);
    this.repository.save(basket);
    if (!basket.loading || basket.isEmpty) return { kind: 'chosen', basket, point: relay };
    const priced = await this.recalculate.execute();
    return { kind: 'chosen', basket: priced.basket, point: relay };
  }
}
