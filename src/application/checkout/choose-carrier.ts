import type { Basket } from '../../domain/basket/basket';
import { carrierFits, chosenCarrier } from '../../domain/basket/order-request';
import type { Carrier } from '../../domain/catalogue/carrier';
import type { BasketRepository } from '../ports/basket-repository';
import type { ListCarriers } from './list-carriers';

export type ChooseCarrierResult =
  | { kind: 'chosen'; basket: Basket; carrier: Carrier }
  /** Not among the carriers offered for the destination. */
  | { kind: 'not-found' }
  /** A relay carrier needs a relay point; home and express carriers need an address. */
  | { kind: 'wrong-delivery-mode'; mode: 'home' | 'relay' }
  | { kind: 'not-deliverable'; message: string };

/**
 * Step 2: the carrier, among those offered for the destination (the page's offer, or looked up
 * by id for the basket's destination and amount). Its price is kept in cents with the choice.
 */
export class ChooseCarrier {
  constructor(
    private readonly carriers: ListCarriers,
    private readonly repository: BasketRepository,
  ) {}

  async execute(input: { carrier: Carrier } | { carrierId: number }): Promise<ChooseCarrierResult> {
    let carrier: Carrier | undefined;
    if ('carrier' in input) carrier = input.carrier;
    else {
      const offered = await this.carriers.execute();
      if (offered.kind === 'not-deliverable') return { kind: 'not-deliverable', message: offered.message };
      carrier = offered.carriers.find((candidate) => candidate.id === input.carrierId);
    }
    if (!carrier) return { kind: 'not-found' };
    const current = this.repository.load();
    const mode = current.deliveryMode;
    if (mode && !carrierFits(carrier.type, mode)) return { kind: 'wrong-delivery-mode', mode };
    const basket = current.chooseCarrier(chosenCarrier(carrier));
    this.repository.save(basket);
    return { kind: 'chosen', basket, carrier };
  }
}
