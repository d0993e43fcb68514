import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { Balance } from '../../application/ports/orders-api';
import type { CheckoutUseCases } from '../checkout/checkout-services';

export interface VouchersStoreDeps {
  useCases: () => Promise<Pick<CheckoutUseCases, 'getBalance'>>;
  auth: { sessionExpired(): void };
  report: (error: unknown, context: string) => void;
}

/** SPEC §2 "vouchers and credits": what the customer can spend with "voucher-and-credit" (id 10). */
export class VouchersStore {
  balance: Balance | null = null;
  loadFailed = false;

  constructor(private readonly deps: VouchersStoreDeps) {
    makeAutoObservable<VouchersStore, 'deps'>(this, { balance: observableRef, deps: false }, { autoBind: true });
  }

  get isEmpty(): boolean {
    return this.balance !== null && this.balance.vouchers.length === 0 && this.balance.credits.length === 0;
  }

  async load(): Promise<void> {
    try {
      const result = await (await this.deps.useCases()).getBalance.execute();
      if (result.kind === 'signed-out') return this.deps.auth.sessionExpired();
      const { kind: _kind, ...balance } = result;
      runInAction(() => {
        this.balance = balance;
        this.loadFailed = false;
      });
    } catch (error) {
      this.deps.report(error, 'Unable to fetch the vouchers');
      runInAction(() => (this.loadFailed = true));
    }
  }
}
