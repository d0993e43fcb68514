import { describe, expect, it } from 'vitest';
import type { Order } from '../../domain/orders/order';
import type { ReturnOrder, ReturnReason } from '../../domain/returns/returns';
import type { ReturnsUseCases } from './returns-services';
import { ReturnDetailStore } from './return-detail-store';
import { ReturnFormStore } from './return-form-store';

const reasons: ReturnReason[] = [
  { id: 1, name: 'Trop petit', transportLabelFree: false, active: true, delete: false },
  { id: 5, name: 'Défectueux', transportLabelFree: true, active: true, delete: false },
];
const line = (id: number, quantity: number, unitPrice: number) => ({ line: { id, quantity, unitPrice, returnedQuantity: 0, name: `P${id}` } as Order['lines'][number], returnable: quantity });
const order = { id: 42, reference: '100042', amounts: { goods: 100, discount: 10 } } as unknown as Order;
const created = { id: 7, status: 'waitClient' } as ReturnOrder;

function formWith(submitted: unknown[] = []) {
  let keys = 0;
  const useCases = {
    startReturn: { execute: async () => ({ kind: 'ready', order, reasons, returns: [], lines: [line(311, 2, 30), line(312, 1, 40)], deadline: '2026-12-09T10:00:00Z' }) },
    submitReturn: {
      execute: async (input: unknown) => {
        submitted.push(input);
        await new Promise((resolve) => setTimeout(resolve, 5));
        return { kind: 'created', returnOrder: created };
      },
    },
  } as unknown as ReturnsUseCases;
  return new ReturnFormStore({ useCases: async () => useCases, auth: { sessionExpired: () => undefined }, report: () => undefined, newKey: () => `form-key-${++keys}` });
}

describe('ReturnFormStore', () => {
  it('sums the chosen lines with the order discount, takes the fee unless every reason is free', async () => {
    const form = formWith();
    await form.load(42);
    expect(form.phase).toBe('ready');
    form.setChosen(311, true);
    form.setQuantity(311, 2);
    form.setReason(311, 5);
    // 2 × 30 € less 10 % of discount, free label.
    expect(form.summary).toEqual({ value: 54, fee: 0, back: 54, freeLabel: true, count: 2 });
    form.setChosen(312, true);
    form.setReason(312, 1);
    expect(form.summary).toEqual({ value: 90, fee: 5.99, back: 84.01, freeLabel: false, count: 3 });
  });

  it('marks the fields only once sent, and files one return for a double click, with the form key', async () => {
    const submitted: unknown[] = [];
    const form = formWith(submitted);
    await form.load(42);
    expect(await form.submit()).toBeNull();
    expect(form.problems.map((problem) => problem.field)).toEqual(['lines', 'terms', 'refundType']);
    form.setChosen(312, true);
    form.setReason(312, 1);
    form.setComment(312, '  Trop petit pour moi  ');
    form.setRefundType(2);
    form.setAcceptTerms(true);
    expect(form.problems).toEqual([]);
    const [first, second] = await Promise.all([form.submit(), form.submit()]);
    expect(first).toBe(created);
    expect(second).toBeNull();
    expect(submitted).toEqual([{ orderId: 42, choices: [{ orderLineId: 312, quantity: 1, reasonId: 1, comment: 'Trop petit pour moi' }], acceptTerms: true, refundTypeId: 2, idempotencyKey: 'form-key-2' }]);
  });
});

describe('ReturnDetailStore', () => {
  it('loads the return and its drop-off points, cancels it after asking, and shows a refusal as worded', async () => {
    const saved: string[] = [];
    let cancels = 0;
    const useCases = {
      getReturn: { execute: async () => ({ kind: 'found', returnOrder: created }) },
      findReturnRelayPoints: { execute: async () => ({ kind: 'found', points: [{ id: 'R1' }] }) },
      downloadReturnCoupon: { execute: async () => ({ kind: 'downloaded', document: { fileName: 'retour-RT-000007.pdf', bytes: new Uint8Array() } }) },
      cancelReturn: { execute: async () => (++cancels === 1 ? { kind: 'cancelled', returnOrder: { ...created, status: 'cancelled' } } : { kind: 'refused', code: 409, message: 'Déjà annulé.' }) },
    } as unknown as ReturnsUseCases;
    const detail = new ReturnDetailStore({ useCases: async () => useCases, auth: { sessionExpired: () => undefined }, report: () => undefined, save: (document) => saved.push(document.fileName) });
    await detail.load(7);
    expect(detail.waiting).toBe(true);
    expect(detail.points).toEqual([{ id: 'R1' }]);
    await detail.downloadCoupon();
    expect(saved).toEqual(['retour-RT-000007.pdf']);
    detail.askCancel(true);
    await detail.cancel();
    expect(detail.returnOrder?.status).toBe('cancelled');
    expect(detail.confirmingCancel).toBe(false);
    await detail.cancel();
    expect(detail.cancelFailed).toBe('Déjà annulé.');
  });
});
