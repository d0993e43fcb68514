import { describe, expect, it } from 'vitest';
import { aBasketDetail, aCarrier, aLineProduct, aLineSize, anItemDetail, aValidPromotion } from '../../adapters/in-memory/basket-fixtures';
import { Basket } from './basket';
import { carrierFits, chosenCarrier, placeOrderRequest, requestFingerprint } from './order-request';

const address = { id: 12, lastName: 'Martin', firstName: 'Léa', street: '1 rue de la Paix', zipCode: '75002', city: 'Paris', countryIsoCode2: 'FR' };
const relay = { id: 'FR-75011-1', name: 'Tabac', street: '3 rue Neuve', zipCode: '75011', city: 'Paris', countryIsoCode2: 'FR' };
const home = chosenCarrier(aCarrier());
const relayCarrier = chosenCarrier(aCarrier({ id: 2, code: 'relais_colis', type: 'point_relais' }));

/** Two tees at 24.99 with BIENVENUE10 (-5), priced. */
function priced(): Basket {
  const basket = Basket.empty().add(aLineProduct({ id: 1, price: 24.99 }), aLineSize({ id: 11 }), 2).applyPromotionCode('BIENVENUE10');
  return basket.applyReply(aBasketDetail({ price: 44.98, basketItems: [anItemDetail({ productId: 1, productSizeId: 11, quantity: 2, price: 49.98 })], basketPromotion: aValidPromotion({ discount: 5 }) })).basket;
}

const pay = { payment: { method: 'card' as const, saveCard: true }, acceptTerms: true, device: 0 as const };

describe('placeOrderRequest (docs/checkout-api.md "Placing body")', () => {
  it('builds the body from the basket and its choices, with the total the shopper saw', () => {
    const built = placeOrderRequest(priced().chooseShippingAddress(address).chooseCarrier(home), pay);
    expect(built).toEqual({
      ok: true,
      request: {
        basketItems: [{ productId: 1, productSizeId: 11, quantity: 2 }],
        basketPromotion: { code: 'BIENVENUE10' },
        device: 0,
        shipping: { addressId: 12 },
        carrierId: 1,
        payment: { method: 'card', saveCard: true },
        acceptTerms: true,
        expectedTotal: 49.88,
      },
    });
  });

  it('sends a relay point, a saved card without saveCard, and the total last shown while a change is being priced', () => {
    const basket = priced().chooseRelayPoint(relay).chooseCarrier(relayCarrier);
    const built = placeOrderRequest(basket, { ...pay, payment: { method: 'instalments4', cardId: 4, saveCard: true } });
    expect(built.ok && built.request).toMatchObject({ shipping: { relayPointId: 'FR-75011-1' }, carrierId: 2, payment: { method: 'instalments4', cardId: 4 } });
    expect(built.ok && built.request.payment).not.toHaveProperty('saveCard');
    const partly = placeOrderRequest(basket, { ...pay, payment: { method: 'card', useBalance: true } });
    expect(partly.ok && partly.request.payment).toEqual({ method: 'card', useBalance: true });
    const whole = placeOrderRequest(basket, { ...pay, payment: { method: 'balance', useBalance: true } });
    expect(whole.ok && whole.request.payment).toEqual({ method: 'balance' });
    const loading = basket.add(aLineProduct({ id: 1, price: 24.99 }), aLineSize({ id: 11 }));
    const whilePricing = placeOrderRequest(loading, pay);
    expect(whilePricing.ok).toBe(true);
    expect(whilePricing.ok && whilePricing.request.expectedTotal).toBe(49.88);
  });

  it.each([
    { case: 'an empty basket', basket: () => Basket.empty(), missing: 'lines' },
    { case: 'a basket never priced', basket: () => Basket.empty().add(aLineProduct({ id: 1, price: 24.99 }), aLineSize({ id: 11 })).chooseShippingAddress(address).chooseCarrier(home), missing: 'total' },
    { case: 'no delivery mode', basket: () => priced(), missing: 'delivery' },
    { case: 'no carrier', basket: () => priced().chooseShippingAddress(address), missing: 'carrier' },
    { case: 'a relay carrier for an address', basket: () => priced().chooseShippingAddress(address).chooseCarrier(relayCarrier), missing: 'carrier-mismatch' },
  ])('refuses $case', ({ basket, missing }) => {
    expect(placeOrderRequest(basket(), pay)).toEqual({ ok: false, missing });
  });

  it('needs the terms, and a saved card only with a card means', () => {
    const ready = priced().chooseShippingAddress(address).chooseCarrier(home);
    expect(placeOrderRequest(ready, { ...pay, acceptTerms: false })).toEqual({ ok: false, missing: 'terms' });
    expect(placeOrderRequest(ready, { ...pay, payment: { method: 'transfer', cardId: 3 } })).toEqual({ ok: false, missing: 'card-with-method' });
  });
});

describe('carriers and fingerprints', () => {
  it('fits relay carriers to relay points only', () => {
    expect([carrierFits('point_relais', 'relay'), carrierFits('home', 'relay'), carrierFits('express', 'home'), carrierFits('point_relais', 'home')]).toEqual([true, false, true, false]);
  });

  it('keeps a free carrier at 0 cents', () => {
    expect(chosenCarrier(aCarrier({ price: { id: 1, freeShipping: true, freeShippingAmount: 9900, priceWithoutDuty: 408, priceWithDuty: 490 } })).price.amount).toBe(0);
  });

  it('gives the same request the same fingerprint and another request another', () => {
    const ready = priced().chooseShippingAddress(address).chooseCarrier(home);
    const one = placeOrderRequest(ready, pay);
    const again = placeOrderRequest(ready, pay);
    const other = placeOrderRequest(ready, { ...pay, payment: { method: 'cheque' } });
    if (!one.ok || !again.ok || !other.ok) throw new Error('not built');
    expect(requestFingerprint(one.request)).toBe(requestFingerprint(again.request));
    expect(requestFingerprint(one.request)).not.toBe(requestFingerprint(other.request));
  });
});
