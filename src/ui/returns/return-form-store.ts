import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { NotReturnableReason, ReturnableLine } from '../../application/returns/customer-returns';
import { fromEuros, toEuros, type Cents } from '../../domain/money/money';
import type { Order } from '../../domain/orders/order';
import {
  checkReturnForm, refundAmount, returnedLineValue, returnFee,
  type ReturnChoice, type ReturnFormProblem, type ReturnOrder, type ReturnReason, type ReturnSummary,
} from '../../domain/returns/returns';
import type { ReturnsUseCases } from './returns-services';

export interface ReturnStoreDeps {
  useCases: () => Promise<ReturnsUseCases>;
  auth: { sessionExpired(): void };
  report: (error: unknown, context: string) => void;
  /** A new idempotency key: one per form, so a double click files one return. */
  newKey: () => string;
}

/** What the shopper set on one order line of the form. */
export interface LineChoice {
  chosen: boolean;
  quantity: number;
  reasonId: number | null;
  comment: string;
}

export type ReturnFormPhase = 'loading' | 'ready' | 'not-returnable' | 'not-found' | 'failed';

/**
 * The return form (SPEC §2 "return procedure"): the order's lines still returnable, a quantity,
 * a reason and a comment per chosen line, the refund type and the terms; a live summary with the
 * domain's rules (value, 5,99 € fee or free label, amount back). The shop decides again on sending.
 */
export class ReturnFormStore {
  phase: ReturnFormPhase = 'loading';
  orderId: number | null = null;
  order: Order | null = null;
  lines: ReturnableLine[] = [];
  reasons: ReturnReason[] = [];
  returns: ReturnSummary[] = [];
  deadline = '';
  notReturnable: NotReturnableReason | null = null;
  choices: Record<number, LineChoice> = {};
  refundTypeId: number | null = null;
  acceptTerms = false;
  /** Shown once the shopper tried to send (before that, fields are not marked). */
  problems: ReturnFormProblem[] = [];
  tried = false;
  sending = false;
  /** The shop's refusal, as it worded it. */
  refusal: string | null = null;
  created: ReturnOrder | null = null;
  private key: string;

  constructor(private readonly deps: ReturnStoreDeps) {
    this.key = deps.newKey();
    makeAutoObservable<ReturnFormStore, 'deps' | 'key'>(this, { order: observableRef, lines: observableRef, reasons: observableRef, returns: observableRef, created: observableRef, deps: false, key: false }, { autoBind: true });
  }

  async load(orderId: number): Promise<void> {
    this.reset(orderId);
    try {
      const result = await (await this.deps.useCases()).startReturn.execute(orderId);
      if (result.kind === 'signed-out') return this.deps.auth.sessionExpired();
      runInAction(() => {
        if (this.orderId !== orderId) return;
        if (result.kind === 'ready') {
          this.order = result.order;
          this.lines = result.lines;
          this.reasons = result.reasons;
          this.returns = result.returns;
          this.deadline = result.deadline;
          this.choices = Object.fromEntries(result.lines.map(({ line }) => [line.id, { chosen: false, quantity: 1, reasonId: null, comment: '' }]));
          this.phase = 'ready';
        } else if (result.kind === 'not-returnable') {
          this.order = result.order;
          this.returns = result.returns;
          this.notReturnable = result.reason;
          this.phase = 'not-returnable';
        } else if (result.kind === 'not-found') this.phase = 'not-found';
        else this.phase = 'failed';
      });
    } catch (error) {
      this.deps.report(error, 'Unable to open the return form');
      runInAction(() => (this.phase = 'failed'));
    }
  }

  private reset(orderId: number): void {
    this.phase = 'loading';
    this.orderId = orderId;
    this.order = null;
    this.lines = [];
    this.choices = {};
    this.refundTypeId = null;
    this.acceptTerms = false;
    this.problems = [];
    this.tried = false;
    this.refusal = null;
    this.created = null;
    this.notReturnable = null;
    this.key = this.deps.newKey();
  }

  setChosen(lineId: number, chosen: boolean): void {
    this.update(lineId, { chosen });
  }

  setQuantity(lineId: number, quantity: number): void {
    this.update(lineId, { quantity });
  }

  setReason(lineId: number, reasonId: number | null): void {
    this.update(lineId, { reasonId });
  }

  setComment(lineId: number, comment: string): void {
    this.update(lineId, { comment });
  }

  setRefundType(refundTypeId: number): void {
    this.refundTypeId = refundTypeId;
    this.recheck();
  }

  setAcceptTerms(accept: boolean): void {
    this.acceptTerms = accept;
    this.recheck();
  }

  private update(lineId: number, change: Partial<LineChoice>): void {
    const current = this.choices[lineId];
    if (!current) return;
    this.choices = { ...this.choices, [lineId]: { ...current, ...change } };
    this.recheck();
  }

  private recheck(): void {
    this.refusal = null;
    if (this.tried) this.problems = this.check();
  }

  get chosenChoices(): ReturnChoice[] {
    return this.lines
      .filter(({ line }) => this.choices[line.id]?.chosen)
      .map(({ line }) => {
        const choice = this.choices[line.id];
        return { orderLineId: line.id, quantity: choice.quantity, reasonId: choice.reasonId ?? 0, comment: choice.comment.trim() };
      });
  }

  private check(): ReturnFormProblem[] {
    const returnable = new Map(this.lines.map(({ line, returnable: left }) => [line.id, left]));
    return checkReturnForm({ choices: this.chosenChoices, acceptTerms: this.acceptTerms, refundTypeId: this.refundTypeId }, returnable, new Set(this.reasons.map((reason) => reason.id)));
  }

  /** The problem of a field, once the shopper tried to send. */
  problemOf(field: ReturnFormProblem['field'], lineId?: number): ReturnFormProblem | undefined {
    return this.problems.find((problem) => problem.field === field && (lineId === undefined || ('orderLineId' in problem && problem.orderLineId === lineId)));
  }

  /** Euros: the chosen lines' value, the fee and what comes back (the domain's rules, in cents). */
  get summary(): { value: number; fee: number; back: number; freeLabel: boolean; count: number } {
    const order = this.order;
    const chosen = this.chosenChoices;
    if (!order || chosen.length === 0) return { value: 0, fee: 0, back: 0, freeLabel: false, count: 0 };
    const totals = { goods: fromEuros(order.amounts.goods), discount: fromEuros(order.amounts.discount) };
    let value: Cents = 0;
    for (const choice of chosen) {
      const line = this.lines.find((candidate) => candidate.line.id === choice.orderLineId)?.line;
      if (line) value += returnedLineValue(fromEuros(line.unitPrice), choice.quantity, totals);
    }
    const chosenReasons = chosen.map((choice) => this.reasons.find((reason) => reason.id === choice.reasonId) ?? { transportLabelFree: false });
    const fee = returnFee(chosenReasons);
    return { value: toEuros(value), fee: toEuros(fee), back: toEuros(refundAmount(value, fee)), freeLabel: fee === 0, count: chosen.reduce((sum, choice) => sum + choice.quantity, 0) };
  }

  /** Sends the form once; the same key is sent again until the shop answers, so a double click files one return. */
  async submit(): Promise<ReturnOrder | null> {
    if (this.sending || this.orderId === null || this.phase !== 'ready') return null;
    this.tried = true;
    this.refusal = null;
    this.problems = this.check();
    if (this.problems.length > 0) return null;
    this.sending = true;
    try {
      const result = await (await this.deps.useCases()).submitReturn.execute({
        orderId: this.orderId,
        choices: this.chosenChoices,
        acceptTerms: this.acceptTerms,
        refundTypeId: this.refundTypeId,
        idempotencyKey: this.key,
      });
      if (result.kind === 'signed-out') {
        this.deps.auth.sessionExpired();
        return null;
      }
      return runInAction(() => {
        switch (result.kind) {
          case 'created':
            this.created = result.returnOrder;
            return result.returnOrder;
          case 'invalid':
            this.problems = result.problems;
            return null;
          case 'not-returnable':
            this.notReturnable = result.reason;
            this.phase = 'not-returnable';
            return null;
          case 'not-found':
            this.phase = 'not-found';
            return null;
          default:
            this.refusal = result.message;
            return null;
        }
      });
    } catch (error) {
      this.deps.report(error, 'Unable to send the return');
      runInAction(() => (this.refusal = ''));
      return null;
    } finally {
      runInAction(() => (this.sending = false));
    }
  }
}
