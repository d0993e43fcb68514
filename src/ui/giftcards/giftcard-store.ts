import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { Balance, BalanceLine } from '../../application/ports/orders-api';
import type { GiftcardCodeProblem } from '../../domain/giftcards/giftcard';
import { groupGiftcardCode } from '../../domain/giftcards/giftcard';
import type { GiftcardUseCases } from './giftcard-services';

export interface GiftcardStoreDeps {
  useCases: () => Promise<GiftcardUseCases>;
  auth: { sessionExpired(): void };
  report: (error: unknown, context: string) => void;
}

/** What went wrong: a key of ours (badly typed, failed) or the shop's words (unknown, used, expired, throttled). */
export type GiftcardError = { kind: 'problem'; problem: GiftcardCodeProblem } | { kind: 'refused'; throttled: boolean; message: string } | { kind: 'failed' };

/** SPEC §2 `/account/giftcard-activation`: one 16-character code (SPEC §5), its value added to the balance once. */
export class GiftcardStore {
  code = '';
  pending = false;
  error: GiftcardError | null = null;
  activated: { credit: BalanceLine; balance: Balance } | null = null;

  constructor(private readonly deps: GiftcardStoreDeps) {
    makeAutoObservable<GiftcardStore, 'deps'>(this, { activated: observableRef, deps: false }, { autoBind: true });
  }

  /** Grouped by four as typed (`ABCD EFGH …`); spaces and dashes are forgiven anyway. A new code clears the last refusal. */
  setCode(typed: string): void {
    this.code = groupGiftcardCode(typed);
    this.error = null;
  }

  /** Another card after a success. */
  again(): void {
    this.activated = null;
    this.code = '';
    this.error = null;
  }

  async activate(): Promise<void> {
    if (this.pending) return;
    this.pending = true;
    try {
      const result = await (await this.deps.useCases()).activateGiftcard.execute(this.code);
      runInAction(() => {
        if (result.kind === 'signed-out') return this.deps.auth.sessionExpired();
        if (result.kind === 'invalid') this.error = { kind: 'problem', problem: result.problem };
        else if (result.kind === 'refused') this.error = { kind: 'refused', throttled: result.reason === 'throttled', message: result.message };
        else {
          this.activated = { credit: result.credit, balance: result.balance };
          this.code = '';
          this.error = null;
        }
      });
    } catch (error) {
      this.deps.report(error, 'Unable to activate the gift card');
      runInAction(() => (this.error = { kind: 'failed' }));
    } finally {
      runInAction(() => (this.pending = false));
    }
  }
}
