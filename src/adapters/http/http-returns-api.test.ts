import { describe, expect, it } from 'vitest';
import { ApiError } from '../../application/ports/api-error';
import { json, shopWith } from './http-test-kit';
import { HttpAdminReturnsApi, HttpReturnsApi } from './http-returns-api';


const request = { orderId: 42, returnOrderRefundTypeId: 1, acceptTerms: true, products: [{ orderProduct: 311, quantity: 1, reason: { id: 2 }, comment: 'Trop petit pour moi' }] };

describe('HttpReturnsApi', () => {
  it('calls the documented paths, files with the key and the SPEC §7 body', async () => {
    const { client, seen } = shopWith([json(200, []), json(201, { id: 5 }), json(200, []), json(200, { id: 5 }), json(200, []), json(200, { id: 5, status: 'cancelled' })]);
    const api = new HttpReturnsApi(client);
    await api.reasons();
    expect(await api.create(request, 'form-key-0000000001')).toEqual({ id: 5 });
    await api.ofOrder(42);
    await api.show(5);
    await api.relayPoints(5);
    expect(await api.cancel(5)).toEqual({ id: 5, status: 'cancelled' });
    expect(seen.map(({ method, path, key }) => [method, path, key])).toEqual([
      ['GET', 'return-orders-reasons', null],
      ['POST', 'secure/return-orders', 'form-key-0000000001'],
      ['GET', 'secure/orders/42/return-orders', null],
      ['GET', 'secure/return-orders/5', null],
      ['GET', 'secure/return-orders/5/relay-points', null],
      ['PATCH', 'secure/return-orders/5/cancel', null],
    ]);
    expect(seen[0].authorization).toBeNull();
    expect(seen[1].body).toEqual({ ...request, status: 'waitClient' });
  });

  it('downloads the label with its name from content-disposition, and keeps the server message of a refusal', async () => {
    const pdf = new Response('%PDF-1.4 label', { status: 200, headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="retour-RT-000005.pdf"' } });
    const { client } = shopWith([pdf, json(409, { code: 409, message: 'Ce retour ne peut plus être annulé.' })]);
    const api = new HttpReturnsApi(client);
    const label = await api.coupon(5);
    expect(label.fileName).toBe('retour-RT-000005.pdf');
    expect(new TextDecoder().decode(label.bytes.subarray(0, 4))).toBe('%PDF');
    const refusal = await api.cancel(5).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ code: 409, message: 'Ce retour ne peut plus être annulé.' });
  });
});

describe('HttpAdminReturnsApi', () => {
  it('lists with its filters, and moves or cancels a return by id or reference', async () => {
    const { client, seen } = shopWith([json(200, { returns: [], page: 1, pages: 1 }), json(200, {}), json(200, {}), json(200, {}), json(200, {}), json(200, {}), json(200, {}), json(200, {})]);
    const api = new HttpAdminReturnsApi(client);
    await api.list({ status: 'received', customer: 'camille@example.com', page: 2 });
    await api.show('RT-000005');
    await api.receive(5);
    await api.accept(5);
    await api.accept(5, 'refund');
    await api.refuse(5, 'Article porté');
    await api.cancel(6);
    await api.cancel('RT-000007', 'Colis perdu');
    expect(seen.map(({ method, path, body }) => [method, path, body])).toEqual([
      ['GET', 'admin/return-orders?status=received&customer=camille%40example.com&page=2', undefined],
      ['GET', 'admin/return-orders/RT-000005', undefined],
      ['POST', 'admin/return-orders/5/receive', {}],
      ['POST', 'admin/return-orders/5/accept', {}],
      ['POST', 'admin/return-orders/5/accept', { refundType: 'refund' }],
      ['POST', 'admin/return-orders/5/refuse', { reason: 'Article porté' }],
      ['POST', 'admin/return-orders/6/cancel', {}],
      ['POST', 'admin/return-orders/RT-000007/cancel', { reason: 'Colis perdu' }],
    ]);
  });
});
