import type { RelayPoint } from '../../domain/orders/relay-point';
import { isApiError } from '../ports/api-error';
import type { BasketRepository } from '../ports/basket-repository';
import type { CheckoutApi } from '../ports/checkout-api';
import type { RequestContext } from '../ports/request-context';
import { destinationCountry } from './checkout-destination';

/** A postcode or a city: the shop needs at least this many characters. */
export const RELAY_QUERY_MIN_LENGTH = 2;

export type FindRelayPointsResult =
  | { kind: 'found'; points: RelayPoint[]; country: string; query: string }
  /** Nothing was asked: the query is too short. */
  | { kind: 'query-too-short' }
  /** SPEC §8 relay point fetch error: the shop's message (or the transport's). */
  | { kind: 'failed'; message: string };

/** Step 2: relay points near a postcode or a city, nearest first. */
export class FindRelayPoints {
  constructor(
    private readonly checkout: CheckoutApi,
    private readonly repository: BasketRepository,
    private readonly context: RequestContext,
  ) {}

  async execute(input: { query: string; country?: string }): Promise<FindRelayPointsResult> {
    const query = input.query.trim();
    if (query.length < RELAY_QUERY_MIN_LENGTH) return { kind: 'query-too-short' };
    const country = (input.country ?? destinationCountry(this.repository.load(), this.context)).toUpperCase();
    try {
      const points = await this.checkout.relayPoints(country, query);
      return { kind: 'found', points: [...points].sort((a, b) => a.distanceKm - b.distanceKm), country, query };
    } catch (error) {
      // The finder being down is an expected outcome of this step: the shopper may choose home delivery.
      if (isApiError(error) && (error.code === 400 || error.code === 503 || error.isNetworkError)) return { kind: 'failed', message: error.message };
      throw error;
    }
  }
}
