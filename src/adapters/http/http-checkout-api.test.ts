import { describe, expect, it } from 'vitest';
import { ApiError } from '../../application/ports/api-error';
import { json, shopWith } from './http-test-kit';
import { HttpAdminOrdersApi } from './http-admin-orders-api';
import { HttpCheckoutApi } from './http-checkout-api';
import { fileNameOf, HttpOrdersApi } from './http-orders-api';


const request = {
  basketItems: [{ productId: 1, productSizeId: 3, quantity: 2 }],
  device: 0 as const,
  shipping: { addressId: 12 },
  carrierId: 1,
  payment: { method: 'card' as const },
  acceptTerms: true,
  expectedTotal: 53.9,
};

describe('HttpCheckoutApi', () => {
  it('asks carriers and relay points with their query, and places with the attempt key', async () => {
    const { client, seen } = shopWith([json(200, []), json(200, []), json(201, { order: { id: 7 }, next: { kind: 'confirmed' } }), json(200, { order: { id: 7 }, payment: { status: 'paid' } })]);
    const api = new HttpCheckoutApi(client);
    await api.carriers('FR', 123.45);
    await api.relayPoints('FR', '75011');
    expect(await api.placeOrder(request, 'attempt-key-000001')).toEqual({ order: { id: 7 }, next: { kind: 'confirmed' } });
    await api.paymentReturn(7);
    expect(seen.map(({ path, method, key }) => [method, path, key])).toEqual([
      ['GET', 'checkout/carriers?country=FR&amount=123.45', null],
      ['GET', 'checkout/relay-points?country=FR&q=75011', null],
      ['POST', 'secure/checkout/orders', 'attempt-key-000001'],
      ['POST', 'secure/orders/7/payment-return', null],
    ]);
    expect(seen[2]).toMatchObject({ body: request, authorization: 'Bearer jwt' });
  });

  it("keeps the shop's refusal reason beside its code and message", async () => {
    const { client } = shopWith([json(409, { code: 409, message: 'Le total a changé : 55,00 €', reason: 'price-changed' })]);
    const error = await new HttpCheckoutApi(client).placeOrder(request, 'attempt-key-000001').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 409, message: 'Le total a changé : 55,00 €', reason: 'price-changed' });
  });
});

describe('HttpOrdersApi documents', () => {
  it('reads the PDF bytes and the name from content-disposition', async () => {
    const pdf = new Response(new Uint8Array([0x25, 0x50, 0x44, 0x46]), { status: 200, headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="facture-7.pdf"' } });
    const { client, seen } = shopWith([pdf, new Response('%PDF', { status: 200, headers: { 'content-type': 'application/pdf' } })]);
    const api = new HttpOrdersApi(client);
    const bill = await api.bill(7);
    expect(bill.fileName).toBe('facture-7.pdf');
    expect([...bill.bytes]).toEqual([0x25, 0x50, 0x44, 0x46]);
    expect((await api.purchaseOrder(7)).fileName).toBe('bon-de-commande-7.pdf');
    expect(seen.map((call) => call.path)).toEqual(['secure/orders/7/bill', 'secure/orders/7/purchase-order']);
  });

  it.each([
    ['attachment; filename="facture-7.pdf"', 'facture-7.pdf'],
    ["attachment; filename*=UTF-8''bon%20de%20commande.pdf; filename=\"x.pdf\"", 'bon de commande.pdf'],
    ['attachment; filename=plain.pdf', 'plain.pdf'],
    ['attachment; filename="../../etc/passwd"', 'passwd'],
    ['attachment; filename=".."', 'fallback.pdf'],
    ['inline', 'fallback.pdf'],
  ])('names %s as %s', (header, name) => {
    expect(fileNameOf(header, 'fallback.pdf')).toBe(name);
  });
});

describe('HttpAdminOrdersApi', () => {
  it('calls the support paths with their bodies', async () => {
    const { client, seen } = shopWith([json(200, { orders: [], page: 1, pages: 1 }), json(200, {}), json(200, {}), json(200, {}), json(200, {}), json(200, {})]);
    const api = new HttpAdminOrdersApi(client);
    await api.list({ status: 'paid', customer: 'camille@example.com' });
    await api.show(7);
    await api.ship(7, 'TRACK1234');
    await api.deliver(7);
    await api.markPaid(7);
    await api.cancel(7, 'client');
    expect(seen.map(({ method, path, body }) => [method, path, body])).toEqual([
      ['GET', 'admin/orders?status=paid&customer=camille%40example.com', undefined],
      ['GET', 'admin/orders/7', undefined],
      ['POST', 'admin/orders/7/ship', { trackingNumber: 'TRACK1234' }],
      ['POST', 'admin/orders/7/deliver', {}],
      ['POST', 'admin/orders/7/mark-paid', {}],
      ['POST', 'admin/orders/7/cancel', { reason: 'client' }],
    ]);
  });
});
