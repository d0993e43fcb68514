/**
 * GET /checkout/carriers: every carrier offered for a destination (home, relay, express), each
 * quoted by the basket's rule for goods worth `amount` (after the promotion): price in cents, free
 * at or above the threshold, delivery date. Ordered by rank.
 */
import type { Carrier } from '../../src/domain/catalogue/carrier';
import { fromEuros } from '../../src/domain/money/money';
import type { TtlCache } from '../cache/ttl-cache';
import type { Db } from '../db/database';
import { cachedDeliveryCountries, quoteCarrier } from '../basket/basket-carriers';
import { fail, succeed, type Outcome } from '../core/outcome';
import type { ShopContext } from '../core/shop-context';
import { orderText } from './order-texts';

export async function countryCarriers(deps: { db: Db; cache: TtlCache; now: () => Date }, context: ShopContext, countryIsoCode: string, amount: number): Promise<Outcome<Carrier[]>> {
  const countries = await cachedDeliveryCountries(deps.db, deps.cache, context.noCache);
  const country = countries.get(countryIsoCode.toUpperCase());
  if (!country || !country.active || country.carriers.length === 0) return fail('invalid-input', orderText('countryNotDeliverable', context.locale));
  const goods = fromEuros(amount);
  const now = deps.now();
  return succeed(
    [...country.carriers]
      .sort((a, b) => a.rank - b.rank || a.carrierId - b.carrierId)
      .map((offer) => quoteCarrier(offer, country, goods, now, context.locale)),
  );
}
