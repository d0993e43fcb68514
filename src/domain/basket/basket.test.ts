import { describe, expect, it } from 'vitest';
import { aBasketDetail, aCarrier, aLineProduct, aLineSize, anItemDetail, aRefusedPromotion, aValidPromotion } from '../../adapters/in-memory/basket-fixtures';
import { Basket, MAX_LINE_QUANTITY } from './basket';
import type { BasketState } from './basket-types';

const tee = aLineProduct({ id: 1, name: 'Logo tee', price: 24.99 });
const M = aLineSize({ id: 11, label: 'M' });
const L = aLineSize({ id: 12, label: 'L' });
const hoodie = aLineProduct({ id: 2, name: 'Hoodie', price: 59.9 });

const quantities = (basket: Basket) => basket.lines.map((line) => [line.info.id, line.size.id, line.quantity]);
const idle = (basket: Basket) => basket.applyReply(aBasketDetail({ basketItems: basket.lines.map((l) => anItemDetail({ productId: l.info.id, productSizeId: l.size.id, quantity: l.quantity, price: l.info.price * l.quantity })) })).basket;

describe('Basket: adding (SPEC §4)', () => {
  it.each([
    { case: 'a new product makes a line of 1', steps: (b: Basket) => b.add(tee, M), expected: [[1, 11, 1]] },
    { case: 'the same product and size adds 1', steps: (b: Basket) => b.add(tee, M).add(tee, M), expected: [[1, 11, 2]] },
    { case: 'another size is another line', steps: (b: Basket) => b.add(tee, M).add(tee, L), expected: [[1, 11, 1], [1, 12, 1]] },
    { case: 'another product is another line', steps: (b: Basket) => b.add(tee, M).add(hoodie, M), expected: [[1, 11, 1], [2, 11, 1]] },
    { case: '--qty N adds N', steps: (b: Basket) => b.add(tee, M, 3).add(tee, M, 2), expected: [[1, 11, 5]] },
    { case: 'a line never passes the maximum', steps: (b: Basket) => b.add(tee, M, MAX_LINE_QUANTITY).add(tee, M), expected: [[1, 11, MAX_LINE_QUANTITY]] },
  ])('$case', ({ steps, expected }) => {
    expect(quantities(steps(Basket.empty()))).toEqual(expected);
  });

  it.each([0, -1, 1.5, MAX_LINE_QUANTITY + 1, Number.NaN])('refuses to add %s', (quantity) => {
    expect(() => Basket.empty().add(tee, M, quantity)).toThrow(RangeError);
  });

  it('keeps what the shopper saw of the product on the line', () => {
    const line = Basket.empty().add(tee, M).lines[0];
    expect(line).toEqual({ info: tee, size: M, quantity: 1 });
  });
});

describe('Basket: changing and removing', () => {
  const start = () => Basket.empty().add(tee, M, 2).add(hoodie, L);
  it.each([
    { case: 'set a quantity', change: (b: Basket) => b.setQuantity(1, 11, 5), expected: [[1, 11, 5], [2, 12, 1]] },
    { case: 'set 0 removes the line', change: (b: Basket) => b.setQuantity(1, 11, 0), expected: [[2, 12, 1]] },
    { case: 'remove a line', change: (b: Basket) => b.remove(2, 12), expected: [[1, 11, 2]] },
    { case: 'an unknown line is left alone (set)', change: (b: Basket) => b.setQuantity(9, 9, 3), expected: [[1, 11, 2], [2, 12, 1]] },
    { case: 'an unknown line is left alone (remove)', change: (b: Basket) => b.remove(9, 9), expected: [[1, 11, 2], [2, 12, 1]] },
  ])('$case', ({ change, expected }) => {
    expect(quantities(change(start()))).toEqual(expected);
  });

  it('refuses a negative or fractional quantity', () => {
    expect(() => start().setQuantity(1, 11, -1)).toThrow(RangeError);
    expect(() => start().setQuantity(1, 11, 2.5)).toThrow(RangeError);
  });

  it('never changes the basket it was called on', () => {
    const before = start();
    const snapshot = JSON.stringify(before);
    before.add(tee, M).setQuantity(2, 12, 4).remove(1, 11).applyPromotionCode('X').clean();
    expect(JSON.stringify(before)).toBe(snapshot);
  });
});

describe('Basket: any change clears a refused promotion and waits for recalculation', () => {
  const refused = () => {
    const basket = idle(Basket.empty().add(tee, M)).applyPromotionCode('ETE2024');
    const items = [anItemDetail({ productId: 1, productSizeId: 11 })];
    return basket.applyReply(aBasketDetail({ basketItems: items, basketPromotion: aRefusedPromotion('ETE2024', 'Ce code promo a expiré') })).basket;
  };

  it('exposes the refused code and its message, and sends no promotion', () => {
    const basket = refused();
    expect(basket.lines).toHaveLength(1);
    expect(basket.promotion).toBeNull();
    expect(basket.refusedPromotion).toEqual({ code: 'ETE2024', message: 'Ce code promo a expiré' });
    expect(basket.recalculationRequest(0, 'FR').basketPromotion).toBeNull();
  });

  it.each([
    ['add', (b: Basket) => b.add(tee, L)],
    ['set quantity', (b: Basket) => b.setQuantity(1, 11, 2)],
    ['remove', (b: Basket) => b.remove(1, 11)],
    ['apply another code', (b: Basket) => b.applyPromotionCode('BIENVENUE10')],
    ['clear the promotion', (b: Basket) => b.clearPromotion()],
    ['deliver elsewhere', (b: Basket) => b.deliverTo('BE')],
  ])('%s', (_name, change) => {
    const basket = change(refused());
    expect(basket.refusedPromotion).toBeNull();
    expect(basket.loading).toBe(true);
    expect(basket.error).toBe(false);
  });

  it('keeps a valid promotion through changes', () => {
    const valid = idle(Basket.empty().add(tee, M)).applyPromotionCode('BIENVENUE10');
    const applied = valid.applyReply(aBasketDetail({ basketPromotion: aValidPromotion() })).basket;
    expect(applied.add(tee, M).promotion).toMatchObject({ status: 'valid', code: 'BIENVENUE10' });
  });
});

describe('Basket: the recalculation request', () => {
  it('sends lines, promotion code, country (the store one by default) and device', () => {
    const basket = Basket.empty().add(tee, M, 2).add(hoodie, L).applyPromotionCode('BIENVENUE10');
    expect(basket.recalculationRequest(1, 'FR')).toEqual({
      basketItems: [{ productId: 1, productSizeId: 11, quantity: 2 }, { productId: 2, productSizeId: 12, quantity: 1 }],
      basketPromotion: { code: 'BIENVENUE10' },
      countryIsoCode: 'FR',
      device: 1,
    });
    expect(basket.deliverTo('be').recalculationRequest(0, 'FR').countryIsoCode).toBe('BE');
  });

  it('empties totals without a call when there are no lines', () => {
    const priced = idle(Basket.empty().add(tee, M)).applyPromotionCode('BIENVENUE10');
    const valid = priced.applyReply(aBasketDetail({ basketPromotion: aValidPromotion() })).basket;
    const emptied = valid.remove(1, 11).withoutTotals();
    expect(emptied.totals).toBeNull();
    expect(emptied.loading).toBe(false);
    expect(emptied.promotion).toEqual({ status: 'pending', code: 'BIENVENUE10' });
  });
});

describe('Basket: applying the server reply (SPEC §4)', () => {
  const basket = () => Basket.empty().add(tee, M, 3).add(hoodie, L, 2).applyPromotionCode('BIENVENUE10');

  it.each([
    {
      case: 'caps quantities at what is available',
      items: [anItemDetail({ productId: 1, productSizeId: 11, quantity: 2, quantityAvailable: 2, price: 49.98 }), anItemDetail({ productId: 2, productSizeId: 12, quantity: 2, quantityAvailable: 8, price: 119.8 })],
      lines: [[1, 11, 2], [2, 12, 2]],
      notices: [{ kind: 'quantity-capped', productId: 1, sizeId: 11, requested: 3, available: 2 }],
    },
    {
      case: 'drops lines that reach 0',
      items: [anItemDetail({ productId: 1, productSizeId: 11, quantity: 0, quantityAvailable: 0, price: 0 }), anItemDetail({ productId: 2, productSizeId: 12, quantity: 2, price: 119.8 })],
      lines: [[2, 12, 2]],
      notices: [{ kind: 'line-removed', productId: 1, sizeId: 11, reason: 'out-of-stock' }],
    },
    {
      case: 'drops lines the server could not price, with its reason',
      items: [anItemDetail({ productId: 2, productSizeId: 12, quantity: 2, price: 119.8 })],
      removed: [{ productId: 1, productSizeId: 11, quantity: 3, reason: 'not-sold-here' as const }],
      lines: [[2, 12, 2]],
      notices: [{ kind: 'line-removed', productId: 1, sizeId: 11, reason: 'not-sold-here' }],
    },
    {
      case: 'treats a missing available quantity as the priced one',
      items: [anItemDetail({ productId: 1, productSizeId: 11, quantity: 3, quantityAvailable: null, price: 74.97 }), anItemDetail({ productId: 2, productSizeId: 12, quantity: 2, price: 119.8 })],
      lines: [[1, 11, 3], [2, 12, 2]],
      notices: [],
    },
  ])('$case', ({ items, removed, lines, notices }) => {
    const result = basket().applyReply(aBasketDetail({ basketItems: items, removedItems: removed ?? [], basketPromotion: aValidPromotion() }));
    expect(quantities(result.basket)).toEqual(lines);
    expect(result.notices).toEqual(notices);
    expect(result.basket.loading).toBe(false);
  });

  it.each([
    { lineTotal: 49.98, quantity: 2, unit: 24.99 },
    { lineTotal: 10, quantity: 3, unit: 3.33 },
    { lineTotal: 0.05, quantity: 2, unit: 0.03 },
    { lineTotal: 100.01, quantity: 1, unit: 100.01 },
  ])('recomputes the unit price $unit from a line total of $lineTotal for $quantity', ({ lineTotal, quantity, unit }) => {
    const start = Basket.empty().add(tee, M, quantity);
    const { basket } = start.applyReply(aBasketDetail({ basketItems: [anItemDetail({ productId: 1, productSizeId: 11, quantity, price: lineTotal, originPrice: lineTotal })] }));
    expect(basket.lines[0].info.price).toBe(unit);
    expect(basket.lines[0].info.originPrice).toBeNull();
  });

  it('keeps the original price when the product is discounted, and the stock seen', () => {
    const { basket } = Basket.empty().add(tee, M, 2).applyReply(
      aBasketDetail({ basketItems: [anItemDetail({ productId: 1, productSizeId: 11, quantity: 2, quantityAvailable: 7, price: 39.98, originPrice: 69.98 })] }),
    );
    expect(basket.lines[0].info).toMatchObject({ price: 19.99, originPrice: 34.99, quantity: 7 });
    expect(basket.lines[0].size.quantity).toBe(7);
  });

  it.each([
    { case: 'a valid promotion is kept with its detail', promotion: aValidPromotion(), kept: true, message: null },
    { case: 'an invalid one is cleared with its message', promotion: aRefusedPromotion('BIENVENUE10', "Ce code promo n'existe pas"), kept: false, message: "Ce code promo n'existe pas" },
    { case: 'a missing one is cleared', promotion: null, kept: false, message: '' },
  ])('$case', ({ promotion, kept, message }) => {
    const { basket, notices } = basket0().applyReply(aBasketDetail({ basketItems: [anItemDetail({ productId: 1, productSizeId: 11 })], basketPromotion: promotion }));
    expect(basket.promotion?.status === 'valid').toBe(kept);
    if (!kept) {
      expect(basket.promotion).toBeNull();
      expect(basket.refusedPromotion).toEqual({ code: 'BIENVENUE10', message });
      expect(notices).toContainEqual({ kind: 'promotion-refused', code: 'BIENVENUE10', message });
    }
  });
  const basket0 = () => Basket.empty().add(tee, M).applyPromotionCode('BIENVENUE10');

  it("reads its lines in the answer's language: a basket filled in the French store shows German words in the German one", () => {
    const french = Basket.empty().add(aLineProduct({ id: 1, name: 'T-shirt logo noir' }), aLineSize({ id: 11, label: 'Taille unique' }));
    const { basket } = french.applyReply(aBasketDetail({ basketItems: [anItemDetail({ productId: 1, productSizeId: 11, name: 'Logo-T-Shirt schwarz', size: 'Einheitsgröße' })] }));
    expect(basket.lines.map((line) => [line.info.name, line.size.label])).toEqual([['Logo-T-Shirt schwarz', 'Einheitsgröße']]);
    const older = french.applyReply(aBasketDetail({ basketItems: [anItemDetail({ productId: 1, productSizeId: 11 })] })).basket;
    expect(older.lines.map((line) => [line.info.name, line.size.label]), 'an answer without words keeps the line\'s').toEqual([['T-shirt logo noir', 'Taille unique']]);
  });

  it('keeps the totals of the answer, and none once every line is gone', () => {
    const { basket } = Basket.empty().add(tee, M).applyReply(aBasketDetail({ basketItems: [anItemDetail({ productId: 1, productSizeId: 11 })] }));
    expect(basket.totals).toMatchObject({ price: 24.99, priceWithDefaultCarrier: 29.89, countryIsoCode: 'FR', device: 0, weight: 250 });
    const gone = Basket.empty().add(tee, M).applyReply(aBasketDetail({ basketItems: [] })).basket;
    expect(gone.totals).toBeNull();
    expect(gone.isEmpty).toBe(true);
  });

  it('sets the error flag on failure, and clears it on the next change', () => {
    const failed = Basket.empty().add(tee, M).recalculationFailed();
    expect(failed).toMatchObject({ loading: false, error: true });
    expect(failed.add(tee, M)).toMatchObject({ loading: true, error: false });
  });
});

describe('Basket: shipping address and relay point exclude each other', () => {
  const address = { id: 1, lastName: 'Martin', firstName: 'Léa', street: '1 rue de la Paix', zipCode: '75002', city: 'Paris', countryIsoCode2: 'FR' };
  const relay = { id: 'R1', name: 'Tabac du coin', street: '3 rue Neuve', zipCode: '75003', city: 'Paris', countryIsoCode2: 'FR' };
  it.each([
    { case: 'an address clears the relay point', steps: (b: Basket) => b.chooseRelayPoint(relay).chooseShippingAddress(address), address: true, relay: false },
    { case: 'a relay point clears the address', steps: (b: Basket) => b.chooseShippingAddress(address).chooseRelayPoint(relay), address: false, relay: true },
    { case: 'clearing the address keeps the relay point', steps: (b: Basket) => b.chooseRelayPoint(relay).chooseShippingAddress(null), address: false, relay: true },
  ])('$case', ({ steps, address: hasAddress, relay: hasRelay }) => {
    const basket = steps(Basket.empty());
    expect(basket.state.shippingAddress !== null).toBe(hasAddress);
    expect(basket.state.relayPoint !== null).toBe(hasRelay);
  });

  it('delivering to another country asks for a recalculation', () => {
    const priced = idle(Basket.empty().add(tee, M));
    expect(priced.chooseShippingAddress({ ...address, countryIsoCode2: 'BE' })).toMatchObject({ loading: true });
    expect(priced.chooseShippingAddress(address).loading).toBe(false);
  });
});

describe('Basket: clean and logout clean (SPEC §4)', () => {
  const full = () =>
    idle(Basket.empty().add(tee, M, 2))
      .chooseShippingAddress({ id: 1, lastName: 'M', firstName: 'L', street: 's', zipCode: 'z', city: 'c', countryIsoCode2: 'FR' })
      .chooseCarrier({ id: 1, code: 'colipost_home', type: 'home', price: { amount: 490 }, shippingDeliveryDate: { deliveryDate: '2026-11-26' } })
      .withOrder({ id: 7 })
      .withVouchers([{ id: 1, amount: 10 }])
      .withCredits([{ id: 2, amount: 5 }])
      .withFreeShippingAmount(99);

  const fields: (keyof BasketState)[] = ['lines', 'totals', 'countryIsoCode', 'shippingAddress', 'carrier', 'order', 'vouchers', 'credits'];
  it.each([
    { clean: 'clean', kept: [] as string[] },
    { clean: 'logoutClean', kept: ['lines', 'totals', 'vouchers', 'credits'] },
  ])('$clean keeps $kept', ({ clean, kept }) => {
    const before = full();
    const after = clean === 'clean' ? before.clean() : before.logoutClean();
    for (const field of fields) {
      if (kept.includes(field)) expect(after.state[field], field).toEqual(before.state[field]);
      else expect(after.state[field], field).toEqual(Basket.empty().state[field]);
    }
    expect(after.state.freeShippingAmount).toBe(99);
  });
});

describe('Basket: amounts', () => {
  it('adds up lines, discount, shipping and what is left for free shipping', () => {
    const start = Basket.empty().add(tee, M, 2).applyPromotionCode('BIENVENUE10');
    expect(start.amounts()).toMatchObject({ count: 2, subtotal: 49.98, total: null, shippingCents: null, amountLeftForFreeShipping: null });
    const { basket } = start.applyReply(
      aBasketDetail({
        price: 44.98,
        priceWithDefaultCarrier: 49.88,
        basketItems: [anItemDetail({ productId: 1, productSizeId: 11, quantity: 2, price: 49.98 })],
        basketPromotion: aValidPromotion({ discount: 5 }),
      }),
    );
    expect(basket.amounts()).toEqual({
      count: 2,
      subtotal: 49.98,
      discount: 5,
      goods: 44.98,
      shippingCents: 490,
      freeShipping: false,
      total: 49.88,
      freeShippingThresholdCents: 9900,
      amountLeftForFreeShipping: 54.02,
    });
  });

  it('says shipping is free, and uses a chosen carrier over the default one', () => {
    const { basket } = Basket.empty().add(hoodie, M, 2).applyReply(
      aBasketDetail({
        price: 119.8,
        priceWithDefaultCarrier: 119.8,
        basketItems: [anItemDetail({ productId: 2, productSizeId: 11, quantity: 2, price: 119.8 })],
        defaultCarrier: aCarrier({ price: { id: 1, freeShipping: true, freeShippingAmount: 9900, priceWithoutDuty: 0, priceWithDuty: 0 } }),
      }),
    );
    expect(basket.amounts()).toMatchObject({ freeShipping: true, total: 119.8, amountLeftForFreeShipping: 0 });
    const express = basket.chooseCarrier({ id: 3, code: 'chrono_express', type: 'express', price: { amount: 1290 }, shippingDeliveryDate: { deliveryDate: '2026-11-24' } });
    expect(express.amounts()).toMatchObject({ shippingCents: 1290, total: 132.7 });
  });

  it("falls back on the store's free-shipping amount before the first answer", () => {
    expect(Basket.empty().add(tee, M).withFreeShippingAmount(99).amounts().amountLeftForFreeShipping).toBe(74.01);
  });
});

describe('Basket: checkout choices and the order attempt', () => {
  const address = { id: 1, lastName: 'Martin', firstName: 'Léa', street: '1 rue de la Paix', zipCode: '75002', city: 'Paris', countryIsoCode2: 'FR' };
  const relay = { id: 'R1', name: 'Tabac du coin', street: '3 rue Neuve', zipCode: '75003', city: 'Paris', countryIsoCode2: 'FR' };
  const home = { id: 1, code: 'colipost_home', type: 'home', price: { amount: 490 }, shippingDeliveryDate: { deliveryDate: '2026-11-26' } };
  const relayCarrier = { ...home, id: 2, code: 'relais_colis', type: 'point_relais' };

  it.each([
    { case: 'a relay point forgets a home carrier', steps: (b: Basket) => b.chooseShippingAddress(address).chooseCarrier(home).chooseRelayPoint(relay), carrier: null },
    { case: 'an address forgets a relay carrier', steps: (b: Basket) => b.chooseRelayPoint(relay).chooseCarrier(relayCarrier).chooseShippingAddress(address), carrier: null },
    { case: 'another address keeps a home carrier', steps: (b: Basket) => b.chooseShippingAddress(address).chooseCarrier(home).chooseShippingAddress({ ...address, id: 2 }), carrier: 1 },
    { case: 'another country forgets the carrier', steps: (b: Basket) => b.chooseShippingAddress(address).chooseCarrier(home).chooseShippingAddress({ ...address, countryIsoCode2: 'BE' }), carrier: null },
  ])('$case', ({ steps, carrier }) => {
    expect(steps(idle(Basket.empty().add(tee, M))).state.carrier?.id ?? null).toBe(carrier);
  });

  it('tells the delivery mode', () => {
    expect(Basket.empty().deliveryMode).toBeNull();
    expect(Basket.empty().chooseShippingAddress(address).deliveryMode).toBe('home');
    expect(Basket.empty().chooseRelayPoint(relay).deliveryMode).toBe('relay');
  });

  it('keeps the attempt key for the same request only, and forgets it on clean and logout', () => {
    const basket = Basket.empty().add(tee, M).withAttempt({ key: 'k'.repeat(20), request: 'r1' });
    expect(basket.attemptKeyFor('r1')).toBe('k'.repeat(20));
    expect(basket.attemptKeyFor('r2')).toBeNull();
    expect(basket.clean().attempt).toBeNull();
    expect(basket.logoutClean().attempt).toBeNull();
  });
});
