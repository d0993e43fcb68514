import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { newShopper, staffToken } from './accounts';
import { baseURL } from './shop';

/** The seeded support agent of README (role `support`). */
export const SUPPORT = { email: 'support@example.com', password: 'Boutique2026' };

type Answer = { status: number; body: unknown };

async function call(request: APIRequestContext, method: 'GET' | 'POST', path: string, options: { token?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<Answer> {
  const response = await request.fetch(`${baseURL()}/api/v5${path}`, {
    method,
    headers: { ...(options.token ? { authorization: `Bearer ${options.token}` } : {}), ...options.headers },
    data: options.body,
  });
  const text = await response.text();
  return { status: response.status(), body: text ? JSON.parse(text) : null };
}

async function ok<T>(answer: Promise<Answer>, what: string): Promise<T> {
  const { status, body } = await answer;
  expect(status, `${what}: ${JSON.stringify(body)}`).toBeLessThan(300);
  return body as T;
}

/** Product sizes with stock among the novelties (ids from their product pages' links). */
async function sizesInStock(request: APIRequestContext, count: number): Promise<{ productId: number; productSizeId: number; unitPrice: number }[]> {
  const html = await (await request.get(`${baseURL()}/nouveautes`)).text();
  const ids = [...new Set([...html.matchAll(/href="\/p\/[^"]*-(\d+)" class="product-card__link"/g)].map((match) => Number(match[1])))];
  const found: { productId: number; productSizeId: number; unitPrice: number }[] = [];
  for (const productId of ids) {
    const answer = await call(request, 'GET', `/products/${productId}`, { headers: { version: 'v3' } });
    if (answer.status !== 200) continue;
    const product = (answer.body as { product: { productSizes: { productSizeId: number; quantity: number }[]; price?: number; finalPrice?: number } }).product;
    const size = product.productSizes.find((candidate) => candidate.quantity >= 2);
    if (size) found.push({ productId, productSizeId: size.productSizeId, unitPrice: product.finalPrice ?? product.price ?? 0 });
    if (found.length === count) return found;
  }
  throw new Error(`fewer than ${count} novelties with stock`);
}

/**
 * A new customer with a delivered order of two lines (one of them twice), through the API: she
 * registers, adds her address, orders by bank transfer; support marks it paid, ships and delivers it.
 */
export async function customerWithDeliveredOrder(request: APIRequestContext): Promise<{ shopper: ReturnType<typeof newShopper>; orderId: number; token: string }> {
  const shopper = newShopper();
  const registered = await ok<{ token: string }>(
    call(request, 'POST', '/security/register', { body: { civility: 2, firstName: shopper.firstName, lastName: shopper.lastName, email: shopper.email, password: shopper.password, newsletter: false, refreshTransport: 'body' } }),
    'register',
  );
  const token = registered.token;
  const address = await ok<{ id: number }>(
    call(request, 'POST', '/secure/account/addresses', {
      token,
      body: { label: 'Maison', civility: 2, firstName: shopper.firstName, lastName: shopper.lastName, street: '12 rue Oberkampf', streetDetails: '', zipCode: '75011', city: 'Paris', countryIsoCode2: 'FR', phoneNumber: '0612345678', company: '' },
    }),
    'address',
  );
  const [first, second] = await sizesInStock(request, 2);
  const placed = await ok<{ order: { id: number } }>(
    call(request, 'POST', '/secure/checkout/orders', {
      token,
      headers: { 'idempotency-key': `e2e-returns-${randomUUID()}` },
      body: {
        basketItems: [
          { productId: first.productId, productSizeId: first.productSizeId, quantity: 2 },
          { productId: second.productId, productSizeId: second.productSizeId, quantity: 1 },
        ],
        shipping: { addressId: address.id },
        carrierId: 1,
        payment: { method: 'transfer' },
        acceptTerms: true,
        device: 0,
      },
    }),
    'order',
  );
  const orderId = placed.order.id;
  const support = await staffToken(request, SUPPORT.email, SUPPORT.password);
  await ok(call(request, 'POST', `/admin/orders/${orderId}/mark-paid`, { token: support, body: {} }), 'mark paid');
  await ok(call(request, 'POST', `/admin/orders/${orderId}/ship`, { token: support, body: { trackingNumber: 'E2ERETURN01' } }), 'ship');
  await ok(call(request, 'POST', `/admin/orders/${orderId}/deliver`, { token: support, body: {} }), 'deliver');
  return { shopper, orderId, token };
}

/** The customer files a return of the order's first line (one unit) through the API. */
export async function fileReturn(request: APIRequestContext, token: string, orderId: number, refundTypeId: 1 | 2): Promise<{ id: number; reference: string }> {
  const order = await ok<{ lines: { id: number }[] }>(call(request, 'GET', `/secure/orders/${orderId}`, { token }), 'order');
  return ok(
    call(request, 'POST', '/secure/return-orders', {
      token,
      headers: { 'idempotency-key': `e2e-return-${randomUUID()}` },
      body: { orderId, returnOrderRefundTypeId: refundTypeId, status: 'waitClient', acceptTerms: true, products: [{ orderProduct: order.lines[0].id, quantity: 1, reason: { id: 1 }, comment: 'Trop petit pour moi.' }] },
    }),
    'return',
  );
}

/** Support receives the parcel and accepts the return (settled as the customer chose). */
export async function supportAccepts(request: APIRequestContext, returnId: number): Promise<void> {
  const support = await staffToken(request, SUPPORT.email, SUPPORT.password);
  await ok(call(request, 'POST', `/admin/return-orders/${returnId}/receive`, { token: support, body: {} }), 'receive');
  await ok(call(request, 'POST', `/admin/return-orders/${returnId}/accept`, { token: support, body: {} }), 'accept');
}
