import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PlaceOrder } from '../../application/checkout/place-order';
import { ShipOrder } from '../../application/orders/admin-orders';
import { CHECKOUT_API } from '../../application/ports/checkout-api';
import { ADMIN_ORDERS_API, ORDERS_API } from '../../application/ports/orders-api';
import type { Token } from '../../application/ports/token';
import { HttpAdminOrdersApi } from '../http/http-admin-orders-api';
import { HttpCheckoutApi } from '../http/http-checkout-api';
import { HttpOrdersApi } from '../http/http-orders-api';
import { resolve } from './bind';
import { createBrowserContainer } from './browser';
import * as tokens from './checkout-tokens';
import { createCliContainer } from './cli';
import { createSsrContainer } from './ssr';

const dir = mkdtempSync(join(tmpdir(), 'boutique-checkout-container-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('checkout bindings', () => {
  it('give every runtime the HTTP adapters and every checkout, orders and support use case', () => {
    for (const container of [
      createBrowserContainer({ storeId: 'laboutiqueofficielle', locale: 'fr', device: 0 }),
      createSsrContainer({ storeId: 'boutique_es', locale: 'es', device: 0, apiBase: 'http://shop' }),
      createCliContainer({ api: 'http://shop', storeId: 'laboutiqueofficielle', profilePath: join(dir, 'profile.json') }),
    ]) {
      expect(resolve(container, CHECKOUT_API)).toBeInstanceOf(HttpCheckoutApi);
      expect(resolve(container, ORDERS_API)).toBeInstanceOf(HttpOrdersApi);
      expect(resolve(container, ADMIN_ORDERS_API)).toBeInstanceOf(HttpAdminOrdersApi);
      for (const token of Object.values(tokens) as Token<unknown>[]) expect(resolve(container, token), String(token)).toBeTruthy();
      expect(resolve(container, tokens.PLACE_ORDER)).toBeInstanceOf(PlaceOrder);
      expect(resolve(container, tokens.SHIP_ORDER)).toBeInstanceOf(ShipOrder);
    }
  });

  it('takes replacements for the ports (tests, offline runs)', () => {
    const checkoutApi = { carriers: async () => [], relayPoints: async () => [], placeOrder: async () => { throw new Error('no'); }, paymentReturn: async () => { throw new Error('no'); } };
    const container = createCliContainer({ api: 'http://shop', storeId: 'laboutiqueofficielle', profilePath: join(dir, 'other.json'), checkoutApi });
    expect(resolve(container, CHECKOUT_API)).toBe(checkoutApi);
  });
});
