import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { Card } from '../../domain/accounts/card';
import { accountMessage, type UiMessage } from '../forms/form-message';
import { report, type AccountStoreDeps } from './profile-store';

/** "Payment cards" (SPEC §2): the cards saved at checkout, and their removal. */
export class CardBookStore {
  cards: Card[] | null = null;
  loadFailed = false;
  busyId: number | null = null;
  message: UiMessage | null = null;

  constructor(private readonly deps: AccountStoreDeps) {
    makeAutoObservable<CardBookStore, 'deps'>(this, { cards: observableRef, deps: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    try {
      const cases = await this.deps.useCases();
      const result = await cases.listCards.execute();
      if (result.kind === 'signed-out') return this.deps.auth.sessionExpired();
      runInAction(() => {
        this.cards = result.cards;
        this.loadFailed = false;
      });
    } catch (error) {
      report(this.deps, error, 'Unable to fetch the cards');
      runInAction(() => (this.loadFailed = true));
    }
  }

  async remove(id: number): Promise<void> {
    if (this.busyId !== null) return;
    this.busyId = id;
    this.message = null;
    try {
      const cases = await this.deps.useCases();
      const result = await cases.removeCard.execute(id);
      runInAction(() => {
        if (result.kind === 'removed' || result.kind === 'not-found') this.cards = (this.cards ?? []).filter((card) => card.id !== id);
      });
      if (result.kind === 'signed-out') this.deps.auth.sessionExpired();
    } catch (error) {
      report(this.deps, error, 'Unable to delete the card');
      runInAction(() => (this.message = accountMessage('card-delete-failed')));
    } finally {
      runInAction(() => (this.busyId = null));
    }
  }
}
