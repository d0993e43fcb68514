import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../adapters/in-memory/fixed-clock';
import type { Order } from '../../domain/orders/order';
import type { ReturnOrder, ReturnReason, ReturnSummary } from '../../domain/returns/returns';
import { ApiError } from '../ports/api-error';
import type { AuthTokenStore } from '../ports/auth-token-store';
import type { OrdersApi } from '../ports/orders-api';
import type { AdminReturnsApi, NewReturnRequest, ReturnsApi } from '../ports/returns-api';
import { AcceptReturn, CancelAdminReturn, ListAdminReturns, ReceiveReturn, RefuseReturn, ShowAdminReturn } from './admin-returns';
import {
  CancelReturn, DownloadReturnCoupon, FindReturnRelayPoints, GetReturn, ListOrderReturns, ListReturnReasons, StartReturn, SubmitReturn,
} from './customer-returns';

const DELIVERED = '2026-03-02T10:00:00.000Z';
const reasons: ReturnReason[] = [
  { id: 1, name: 'Trop petit', transportLabelFree: false, active: true, delete: false },
  { id: 2, name: 'Article défectueux', transportLabelFree: true, active: true, delete: false },
  { id: 3, name: 'Ancien motif', transportLabelFree: false, active: false, delete: false },
];

function order(overrides: Partial<Order> = {}): Order {
  const line = (id: number, quantity: number, returnedQuantity = 0) => ({
    id, productId: id, productSizeId: id * 10, name: `Produit ${id}`, brand: 'B', size: 'M', quantity, unitPrice: 20, originUnitPrice: null, total: 20 * quantity, picture: null, url: null, returnedQuantity,
  });
  return {
    id: 42, reference: 'CMD-42', status: 'delivered', statusLabel: 'Livrée', createdAt: '2026-02-25T10:00:00.000Z', paymentMethod: 'card', paymentMethodId: 1,
    amounts: { goods: 60, discount: 0, shipping: 0, balance: 0, total: 60, dutyFree: 50, vat: 10 }, promotionCode: null,
    lines: [line(311, 2), line(312, 1)],
    carrier: { id: 1, code: 'colissimo', name: 'Colissimo', type: 'home', deliveryDate: DELIVERED },
    shippingAddress: {} as Order['shippingAddress'], billingAddress: {} as Order['billingAddress'], relayPoint: null, instalments: null, card: null, tracking: null,
    events: [{ status: 'paid', at: '2026-02-25T10:00:00.000Z' }, { status: 'delivered', at: DELIVERED }] as Order['events'],
    documents: { bill: true, purchaseOrder: true }, returnDeadline: '2026-03-16T10:00:00.000Z', refunds: [],
    ...overrides,
  };
}

const returnOrder = (id: number, request: NewReturnRequest): ReturnOrder => ({
  id, reference: `RT-${String(id).padStart(6, '0')}`, orderId: request.orderId, orderReference: 'CMD-42', status: 'waitClient', statusLabel: 'En attente du colis',
  returnOrderRefundTypeId: request.returnOrderRefundTypeId, refundType: request.returnOrderRefundTypeId === 1 ? 'credit' : 'refund', createdAt: DELIVERED,
  goodsAmount: 20, fee: 5.99, refundAmount: 14.01, transportLabelFree: false, products: [], events: [{ status: 'waitClient', at: DELIVERED, note: null }],
  refusalReason: null, settlement: null, returnAddress: { name: 'Entrepôt', street: '1 rue', zipCode: '59000', city: 'Lille', countryIsoCode2: 'FR' },
});

/** Orders and returns of one customer (order 42); anything else is a 404, as the shop answers. */
function fakes(start: Order = order()) {
  let current = start;
  let signedIn = true;
  const created: { request: NewReturnRequest; key: string }[] = [];
  const byKey = new Map<string, ReturnOrder>();
  const returns = new Map<number, ReturnOrder>();
  const tokens: AuthTokenStore = { get: () => (signedIn ? { accessToken: 'a', refreshToken: 'r' } as never : null), save: () => undefined, clear: () => { signedIn = false; } };
  const notFound = () => new ApiError(404, 'Not Found');
  const ordersApi = { order: async (id: number) => { if (id !== current.id) throw notFound(); return current; } } as unknown as OrdersApi;
  const mine = (id: number) => { const found = returns.get(id); if (!found) throw notFound(); return found; };
  const returnsApi: ReturnsApi = {
    reasons: async () => reasons,
    create: async (request, key) => {
      created.push({ request, key });
      const again = byKey.get(key);
      if (again) return again;
      if (request.orderId !== current.id) throw notFound();
      const made = returnOrder(returns.size + 1, request);
      returns.set(made.id, made);
      byKey.set(key, made);
      return made;
    },
    ofOrder: async (orderId) => {
      if (orderId !== current.id) throw notFound();
      return [...returns.values()].map((r): ReturnSummary => ({ id: r.id, reference: r.reference, orderId, status: r.status, statusLabel: r.statusLabel, createdAt: r.createdAt, itemCount: 1, refundAmount: r.refundAmount, refundType: r.refundType }));
    },
    show: async (id) => mine(id),
    relayPoints: async (id) => { if (mine(id).status !== 'waitClient') throw new ApiError(409, 'Le colis est déjà arrivé.'); return []; },
    coupon: async (id) => { const found = mine(id); if (found.status !== 'waitClient') throw new ApiError(409, 'Plus d’étiquette pour ce retour.'); return { fileName: `retour-${found.reference}.pdf`, bytes: new TextEncoder().encode('%PDF-1.4') }; },
    cancel: async (id) => {
      const found = mine(id);
      if (found.status !== 'waitClient') throw new ApiError(409, 'Ce retour ne peut plus être annulé.');
      const cancelled = { ...found, status: 'cancelled' as const };
      returns.set(id, cancelled);
      return cancelled;
    },
  };
  return { ordersApi, returnsApi, tokens, created, returns, setOrder: (next: Order) => { current = next; }, signOut: () => { signedIn = false; } };
}

const clock = (at = '2026-03-10T10:00:00.000Z') => new FixedClock(new Date(at));
const choice = (orderLineId: number, quantity = 1, reasonId = 1) => ({ orderLineId, quantity, reasonId, comment: 'Trop petit pour moi' });

describe('Starting a return', () => {
  it('offers the lines with what is left to return, and the active reasons only', async () => {
    const f = fakes(order({ lines: order().lines.map((line) => (line.id === 312 ? { ...line, returnedQuantity: 1 } : line)) }));
    const started = await new StartReturn(f.ordersApi, f.returnsApi, f.tokens, clock()).execute(42);
    expect(started).toMatchObject({ kind: 'ready', deadline: '2026-03-16T10:00:00.000Z', lines: [{ line: { id: 311 }, returnable: 2 }] });
    if (started.kind !== 'ready') throw new Error(started.kind);
    expect(started.lines).toHaveLength(1);
    expect(started.reasons.map((reason) => reason.id)).toEqual([1, 2]);
  });

  it('says why there is no form: not delivered, past the 14 days, nothing left', async () => {
    const notDelivered = fakes(order({ status: 'shipped', events: [] }));
    expect(await new StartReturn(notDelivered.ordersApi, notDelivered.returnsApi, notDelivered.tokens, clock()).execute(42)).toMatchObject({ kind: 'not-returnable', reason: 'not-delivered' });
    const f = fakes();
    expect(await new StartReturn(f.ordersApi, f.returnsApi, f.tokens, clock('2026-03-16T10:00:01.000Z')).execute(42)).toMatchObject({ kind: 'not-returnable', reason: 'window-closed' });
    const all = fakes(order({ lines: order().lines.map((line) => ({ ...line, returnedQuantity: line.quantity })) }));
    expect(await new StartReturn(all.ordersApi, all.returnsApi, all.tokens, clock()).execute(42)).toMatchObject({ kind: 'not-returnable', reason: 'nothing-left' });
  });

  it("does not find another customer's order nor a forged id, and tells a signed-out visitor", async () => {
    const f = fakes();
    const start = new StartReturn(f.ordersApi, f.returnsApi, f.tokens, clock());
    expect(await start.execute(43)).toEqual({ kind: 'not-found' });
    expect(await start.execute(-1)).toEqual({ kind: 'not-found' });
    expect(await start.execute(Number.NaN)).toEqual({ kind: 'not-found' });
    f.signOut();
    expect(await start.execute(42)).toEqual({ kind: 'signed-out' });
  });
});

describe('Submitting a return', () => {
  it('files the return once per idempotency key, with the trimmed comment', async () => {
    const f = fakes();
    const submit = new SubmitReturn(f.ordersApi, f.returnsApi, f.tokens, clock(), () => 'generated-key-000001');
    const input = { orderId: 42, choices: [{ ...choice(311, 2), comment: '  Trop petit pour moi  ' }], acceptTerms: true, refundTypeId: 1, idempotencyKey: 'form-key-0000000001' };
    const first = await submit.execute(input);
    const second = await submit.execute(input);
    expect(first).toMatchObject({ kind: 'created', returnOrder: { id: 1, status: 'waitClient' } });
    expect(second).toEqual(first);
    expect(f.returns.size).toBe(1);
    expect(f.created[0]).toEqual({ key: 'form-key-0000000001', request: { orderId: 42, returnOrderRefundTypeId: 1, acceptTerms: true, products: [{ orderProduct: 311, quantity: 2, reason: { id: 1 }, comment: 'Trop petit pour moi' }] } });
    await submit.execute({ ...input, idempotencyKey: undefined });
    expect(f.created[2].key).toBe('generated-key-000001');
  });

  it('lists every problem of the form without asking the shop', async () => {
    const f = fakes();
    const submit = new SubmitReturn(f.ordersApi, f.returnsApi, f.tokens, clock());
    const result = await submit.execute({ orderId: 42, choices: [{ ...choice(311, 3), comment: 'court' }, choice(312, 1, 3), choice(999)], acceptTerms: false, refundTypeId: 7 });
    expect(result).toEqual({
      kind: 'invalid',
      problems: expect.arrayContaining([
        { field: 'quantity', orderLineId: 311, problem: 'too-many' },
        { field: 'comment', orderLineId: 311, problem: 'too-short' },
        { field: 'reason', orderLineId: 312, problem: 'unknown' },
        { field: 'quantity', orderLineId: 999, problem: 'invalid' },
        { field: 'terms', problem: 'required' },
        { field: 'refundType', problem: 'required' },
      ]),
    });
    expect(await submit.execute({ orderId: 42, choices: [], acceptTerms: true, refundTypeId: 2 })).toEqual({ kind: 'invalid', problems: [{ field: 'lines', problem: 'none-chosen' }] });
    expect(f.created).toHaveLength(0);
  });

  it("maps the shop's refusals to their message, and refuses out of the window before asking", async () => {
    const f = fakes();
    f.returnsApi.create = async () => { throw new ApiError(409, 'Tous les articles de cette commande ont déjà été retournés.'); };
    const submit = new SubmitReturn(f.ordersApi, f.returnsApi, f.tokens, clock());
    const input = { orderId: 42, choices: [choice(311)], acceptTerms: true, refundTypeId: 2 };
    expect(await submit.execute(input)).toEqual({ kind: 'refused', code: 409, message: 'Tous les articles de cette commande ont déjà été retournés.' });
    f.returnsApi.create = async () => { throw new ApiError(500, 'Internal Server Error'); };
    await expect(submit.execute(input)).rejects.toThrow('Internal Server Error');
    expect(await new SubmitReturn(f.ordersApi, f.returnsApi, f.tokens, clock('2026-04-01T00:00:00.000Z')).execute(input)).toEqual({ kind: 'not-returnable', reason: 'window-closed' });
    expect(await submit.execute({ ...input, orderId: 43 })).toEqual({ kind: 'not-found' });
    f.signOut();
    expect(await submit.execute(input)).toEqual({ kind: 'signed-out' });
  });
});

describe('A return afterwards', () => {
  async function filed() {
    const f = fakes();
    await new SubmitReturn(f.ordersApi, f.returnsApi, f.tokens, clock()).execute({ orderId: 42, choices: [choice(311)], acceptTerms: true, refundTypeId: 1 });
    return f;
  }

  it('shows it, lists the order returns, gives its label and drop-off points, then cancels it once', async () => {
    const f = await filed();
    expect(await new ListReturnReasons(f.returnsApi).execute()).toMatchObject({ kind: 'found', reasons: [{ id: 1 }, { id: 2 }] });
    expect(await new GetReturn(f.returnsApi, f.tokens).execute(1)).toMatchObject({ kind: 'found', returnOrder: { reference: 'RT-000001' } });
    expect(await new ListOrderReturns(f.returnsApi, f.tokens).execute(42)).toMatchObject({ kind: 'found', returns: [{ id: 1, status: 'waitClient' }] });
    expect(await new DownloadReturnCoupon(f.returnsApi, f.tokens).execute(1)).toMatchObject({ kind: 'downloaded', document: { fileName: 'retour-RT-000001.pdf' } });
    expect(await new FindReturnRelayPoints(f.returnsApi, f.tokens).execute(1)).toEqual({ kind: 'found', points: [] });
    const cancel = new CancelReturn(f.returnsApi, f.tokens);
    expect(await cancel.execute(1)).toMatchObject({ kind: 'cancelled', returnOrder: { status: 'cancelled' } });
    expect(await cancel.execute(1)).toEqual({ kind: 'refused', code: 409, message: 'Ce retour ne peut plus être annulé.' });
    expect(await new DownloadReturnCoupon(f.returnsApi, f.tokens).execute(1)).toEqual({ kind: 'not-available', message: 'Plus d’étiquette pour ce retour.' });
    expect(await new FindReturnRelayPoints(f.returnsApi, f.tokens).execute(1)).toEqual({ kind: 'not-available', message: 'Le colis est déjà arrivé.' });
  });

  it("does not find another customer's return nor a forged id", async () => {
    const f = await filed();
    expect(await new GetReturn(f.returnsApi, f.tokens).execute(2)).toEqual({ kind: 'not-found' });
    expect(await new CancelReturn(f.returnsApi, f.tokens).execute(0)).toEqual({ kind: 'not-found' });
    expect(await new DownloadReturnCoupon(f.returnsApi, f.tokens).execute(1.5)).toEqual({ kind: 'not-found' });
    expect(await new ListOrderReturns(f.returnsApi, f.tokens).execute(43)).toEqual({ kind: 'not-found' });
    f.signOut();
    expect(await new GetReturn(f.returnsApi, f.tokens).execute(1)).toEqual({ kind: 'signed-out' });
  });
});

describe('Support staff', () => {
  function admin(role: boolean) {
    const calls: unknown[][] = [];
    const forbidden = () => { throw new ApiError(403, 'Forbidden'); };
    const answer = (name: string) => async (...args: unknown[]) => {
      calls.push([name, ...args]);
      if (!role) forbidden();
      if (args[0] === 404) throw new ApiError(404, 'Not Found');
      if (name === 'receive' && args[0] === 2) throw new ApiError(409, 'Ce retour a déjà été reçu.');
      return name === 'list' ? { returns: [], page: 1, pages: 1 } : { id: args[0], status: name };
    };
    const api = { list: answer('list'), show: answer('show'), receive: answer('receive'), accept: answer('accept'), refuse: answer('refuse'), cancel: answer('cancel') } as unknown as AdminReturnsApi;
    const tokens: AuthTokenStore = { get: () => ({ accessToken: 'a' }) as never, save: () => undefined, clear: () => undefined };
    return { api, tokens, calls };
  }

  it('lists, shows by id or reference, receives, accepts and refuses', async () => {
    const { api, tokens, calls } = admin(true);
    expect(await new ListAdminReturns(api, tokens).execute({ status: 'received' })).toEqual({ kind: 'found', returns: [], page: 1, pages: 1 });
    expect(await new ShowAdminReturn(api, tokens).execute('RT-000042')).toMatchObject({ kind: 'found', returnOrder: { id: 42 } });
    expect(await new ReceiveReturn(api, tokens).execute(42)).toMatchObject({ kind: 'received' });
    expect(await new ReceiveReturn(api, tokens).execute(2)).toEqual({ kind: 'refused', code: 409, message: 'Ce retour a déjà été reçu.' });
    expect(await new AcceptReturn(api, tokens).execute({ returnId: 'rt-42', refundType: 'refund' })).toMatchObject({ kind: 'accepted' });
    expect(await new AcceptReturn(api, tokens).execute({ returnId: 42, refundType: 'cash' })).toEqual({ kind: 'invalid-refund-type' });
    expect(await new RefuseReturn(api, tokens).execute({ returnId: 42, reason: '  Article porté  ' })).toMatchObject({ kind: 'return-refused' });
    expect(await new RefuseReturn(api, tokens).execute({ returnId: 42, reason: ' x ' })).toEqual({ kind: 'invalid-reason' });
    expect(await new ShowAdminReturn(api, tokens).execute('RT-abc')).toEqual({ kind: 'not-found' });
    expect(await new ShowAdminReturn(api, tokens).execute(404)).toEqual({ kind: 'not-found' });
    expect(calls).toContainEqual(['accept', 42, 'refund']);
    expect(calls).toContainEqual(['refuse', 42, 'Article porté']);
  });

  it('cancels a return, with or without a reason of at most 500 characters', async () => {
    const { api, tokens, calls } = admin(true);
    expect(await new CancelAdminReturn(api, tokens).execute({ returnId: 'RT-000042', reason: '  Colis perdu par le transporteur ' })).toMatchObject({ kind: 'cancelled', returnOrder: { id: 42 } });
    expect(await new CancelAdminReturn(api, tokens).execute({ returnId: 43, reason: '   ' })).toMatchObject({ kind: 'cancelled' });
    expect(await new CancelAdminReturn(api, tokens).execute({ returnId: 42, reason: 'x'.repeat(501) })).toEqual({ kind: 'invalid-reason' });
    expect(await new CancelAdminReturn(api, tokens).execute({ returnId: 'nope' })).toEqual({ kind: 'not-found' });
    expect(calls).toEqual([['cancel', 42, 'Colis perdu par le transporteur'], ['cancel', 43, undefined]]);
  });

  it('refuses a customer without the role', async () => {
    const { api, tokens } = admin(false);
    expect(await new ListAdminReturns(api, tokens).execute()).toMatchObject({ kind: 'forbidden' });
    expect(await new ReceiveReturn(api, tokens).execute(42)).toMatchObject({ kind: 'forbidden' });
  });
});
