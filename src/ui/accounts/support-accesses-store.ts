import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { SupportAccess } from '../../domain/audit/audit-log';
import type { AccountUseCases } from './account-services';

export interface SupportAccessesStoreDeps {
  useCases: () => Promise<Pick<AccountUseCases, 'listSupportAccesses'>>;
  auth: { sessionExpired(): void };
  report?: (error: unknown, context: string) => void;
}

/** Issue 36: the times customer support opened the customer's account (an order, a reason), newest first. */
export class SupportAccessesStore {
  accesses: readonly SupportAccess[] = [];
  loaded = false;

  constructor(private readonly deps: SupportAccessesStoreDeps) {
    makeAutoObservable<SupportAccessesStore, 'deps'>(this, { accesses: observableRef, deps: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    try {
      const result = await (await this.deps.useCases()).listSupportAccesses.execute();
      if (result.kind === 'signed-out') return this.deps.auth.sessionExpired();
      runInAction(() => {
        this.accesses = result.accesses;
        this.loaded = true;
      });
    } catch (error) {
      this.deps.report?.(error, 'Unable to fetch the support accesses');
    }
  }
}
