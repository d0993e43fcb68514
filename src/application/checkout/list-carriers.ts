import type { Carrier } from '../../domain/catalogue/carrier';
import { isApiError } from '../ports/api-error';
import type { BasketRepository } from '../ports/basket-repository';
import type { CheckoutApi } from '../ports/checkout-api';
import type { RequestContext } from '../ports/request-context';
import { destinationCountry } from './checkout-destination';

export interface ListCarriersInput {
  /** ISO alpha-2; the basket's destination by default. */
  country?: string;
  /** Goods after the promotion, euros; the basket's by default (it decides free shipping). */
  amount?: number;
}

export type ListCarriersResult =
  | { kind: 'found'; carriers: Carrier[]; country: string }
  /** SPEC §8 'Ce pays n'est pas disponible à la livraison.', as the shop words it. */
  | { kind: 'not-deliverable'; country: string; message: string };

/** Step 2: the carriers offered for the destination, by rank, priced for the basket (cents). */
export class ListCarriers {
  constructor(
    private readonly checkout: CheckoutApi,
    private readonly repository: BasketRepository,
    private readonly context: RequestContext,
  ) {}

  async execute(input: ListCarriersInput = {}): Promise<ListCarriersResult> {
    const basket = this.repository.load();
    const country = (input.country ?? destinationCountry(basket, this.context)).toUpperCase();
    const amount = input.amount ?? basket.amounts().goods;
    try {
      const carriers = await this.checkout.carriers(country, amount);
      return { kind: 'found', carriers: [...carriers].sort((a, b) => a.rank - b.rank), country };
    } catch (error) {
      if (isApiError(error) && error.code === 400) return { kind: 'not-deliverable', country, message: error.message };
      throw error;
    }
  }
}
