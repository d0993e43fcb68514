import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { Order } from '../../domain/orders/order';
import type { CheckoutStoreDeps } from './checkout-store-deps';
import { emitShopEvent } from '../consent/shop-events';

/**
 * Step 4 (SPEC §2): the placed order as the shop recorded it; FinishCheckout cleans the basket
 * once the order is placed (lines, promotion, vouchers, credits, checkout choices: SPEC §4).
 */
export class ConfirmStore {
  order: Order | null = null;
  /** The order awaits a card payment or was cancelled: the basket is kept. */
  notPlaced = false;
  notFound = false;
  loadFailed = false;

  constructor(private readonly deps: CheckoutStoreDeps) {
    makeAutoObservable<ConfirmStore, 'deps'>(this, { order: observableRef, deps: false }, { autoBind: true });
  }

  async load(orderId: number): Promise<void> {
    this.notFound = false;
    this.loadFailed = false;
    try {
      const cases = await this.deps.useCases();
      const result = await cases.finishCheckout.execute(orderId);
      if (result.kind === 'signed-out') return this.deps.auth.sessionExpired();
      if (result.kind === 'not-found') {
        runInAction(() => (this.notFound = true));
        return;
      }
      this.deps.basket.adopt(result.basket);
      runInAction(() => {
        this.order = result.order;
        this.notPlaced = result.kind === 'not-placed';
      });
      if (result.kind !== 'not-placed') emitShopEvent({ type: 'purchase', order: result.order });
    } catch (error) {
      this.deps.report(error, 'Unable to fetch the order');
      runInAction(() => (this.loadFailed = true));
    }
  }
}
