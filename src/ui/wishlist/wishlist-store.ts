import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { Wishlist } from '../../domain/wishlist/wishlist';
import type { HeaderStore } from '../header/header-store';
import type { WishlistServices, WishlistUseCases } from './wishlist-services';

/** SPEC §4 "events emitted after add or remove" (tracking listens to them). */
export interface WishlistEvent {
  type: 'wishlist:add' | 'wishlist:remove';
  productId: number;
}

/** What a heart click led to, for the view (its label and the live region). */
export type HeartOutcome = 'added' | 'removed' | 'connect' | 'failed';

export interface WishlistStoreDeps {
  services: WishlistServices;
  header: HeaderStore;
  /** SPEC §2 modal "connect": an anonymous heart click. */
  openConnect: () => void;
  /** A call found the session gone. */
  onSignedOut?: () => void;
  emit?: (event: WishlistEvent) => void;
  report?: (error: unknown, context: string) => void;
}

/**
 * The favourites (SPEC §3 "Wishlist state", §4): the immutable Wishlist the use cases answer
 * with, the header counter and the hearts. Empty on the server and until the browser knows who
 * is signed in: no page's HTML carries a visitor's favourites.
 */
export class WishlistStore {
  wishlist: Wishlist = Wishlist.empty();
  private readonly deps: WishlistStoreDeps;

  constructor(deps: WishlistStoreDeps) {
    this.deps = deps;
    makeAutoObservable<WishlistStore, 'deps'>(this, { wishlist: observableRef, deps: false }, { autoBind: true });
  }

  get count(): number {
    return this.wishlist.count;
  }

  get productIds(): number[] {
    return this.wishlist.productIds;
  }

  /** The list has come from the shop at least once. */
  get loaded(): boolean {
    return !this.wishlist.isFirstLoad;
  }

  has(productId: number): boolean {
    return this.wishlist.has(productId);
  }

  /** The heart whose call is in flight (SPEC §4 "loading indicator meanwhile"). */
  isBusy(productId: number): boolean {
    return this.wishlist.productToAdd === productId;
  }

  /**
   * SPEC §4 heart click: signed out, the product is remembered and the connect modal opens;
   * signed in, it is added, or removed when it is already there.
   */
  async toggle(productId: number): Promise<HeartOutcome> {
    if (this.wishlist.productToAdd !== null) return 'failed';
    this.set(this.wishlist.adding(productId));
    try {
      const cases = await this.deps.services.useCases();
      const result = await cases.toggle.execute(productId);
      switch (result.kind) {
        case 'added':
          this.set(result.wishlist);
          this.emit({ type: 'wishlist:add', productId });
          return 'added';
        case 'removed':
          this.set(result.wishlist);
          this.emit({ type: 'wishlist:remove', productId });
          return 'removed';
        case 'already-there':
        case 'not-there':
          this.set(result.wishlist);
          return 'failed';
        case 'connect-required':
        case 'signed-out':
          this.set(this.wishlist.rememberForAfterLogin(productId));
          if (result.kind === 'signed-out') this.deps.onSignedOut?.();
          this.deps.openConnect();
          return 'connect';
        default:
          // SPEC §8: wishlist failures are reported only (the use case did), no message.
          return 'failed';
      }
    } catch (error) {
      this.report(error, 'Unable to update the wishlist');
      return 'failed';
    } finally {
      runInAction(() => {
        if (this.wishlist.productToAdd === productId) this.set(this.wishlist.adding(null));
      });
    }
  }

  /** SPEC §4: fetched only when signed in, once. */
  async load(options: { refresh?: boolean } = {}): Promise<void> {
    await this.run(async (cases) => {
      const result = await cases.load.execute(options);
      if (result.kind === 'loaded') this.set(result.wishlist);
      else if (result.kind === 'signed-out') this.deps.onSignedOut?.();
    });
  }

  /** After a sign-in or a registration: the product hearted while signed out joins, then the list loads. */
  async afterSignIn(): Promise<void> {
    await this.run(async (cases) => {
      const pending = await cases.addPending.execute();
      if (pending.kind === 'added') this.emit({ type: 'wishlist:add', productId: pending.wish.product });
      const result = await cases.load.execute({ refresh: true });
      if (result.kind === 'loaded') this.set(result.wishlist.forgetPending());
    });
  }

  /** SPEC §4: clearing resets the list; the next load is a first load again. */
  clear(): void {
    this.set(this.wishlist.clear());
  }

  private async run(work: (cases: WishlistUseCases) => Promise<void>): Promise<void> {
    try {
      await work(await this.deps.services.useCases());
    } catch (error) {
      this.report(error, 'Unable to get the wishlist');
    }
  }

  private set(wishlist: Wishlist): void {
    this.wishlist = wishlist;
    this.deps.header.favouritesCount = wishlist.count;
  }

  private emit(event: WishlistEvent): void {
    this.deps.emit?.(event);
  }

  private report(error: unknown, context: string): void {
    if (this.deps.report) this.deps.report(error, context);
    else console.error(`[boutique] ${context}:`, error);
  }
}
