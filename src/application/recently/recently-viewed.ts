import type { ProductCard } from '../../domain/catalogue/product-card';
import { mergeRecentViews, recordView } from '../../domain/catalogue/recently-viewed';
import { isApiError } from '../ports/api-error';
import type { AuthTokenStore } from '../ports/auth-token-store';
import type { Clock } from '../ports/clock';
import type { ErrorReporter } from '../ports/error-reporter';
import type { ProductCardSource, RecentlyViewedApi, RecentlyViewedProduct, RecentlyViewedRepository } from '../ports/recently-viewed-api';
import { asCustomer, isSignedIn, isSignedOut, SIGNED_OUT, type SignedOut } from '../auth/signed-in';

/** What the recently-viewed use cases need: the account's list, the browser's, cards for the latter. */
export interface RecentlyViewedPorts {
  api: RecentlyViewedApi;
  tokens: AuthTokenStore;
  repository: RecentlyViewedRepository;
  cards: ProductCardSource;
  clock: Clock;
  errors: ErrorReporter;
}

export type RecentlyViewedFailed = { kind: 'failed'; message: string };

export type LoadRecentlyViewedResult = { kind: 'loaded'; products: ProductCard[]; where: 'account' | 'browser' } | RecentlyViewedFailed;

function failed(ports: RecentlyViewedPorts, error: unknown, context: string): RecentlyViewedFailed {
  ports.errors.report(error, context);
  return { kind: 'failed', message: isApiError(error) ? error.message : String(error) };
}

const cardsOf = (list: RecentlyViewedProduct[]) => list.map((item) => item.product);

/**
 * Issue 38 "recently viewed": a view goes to the account when signed in, else to the browser's
 * list; the list comes from the same place (a visitor's as cards of the store, products it no
 * longer sells left out). A session that turns out ended falls back to the browser.
 */
export class RecordRecentView {
  constructor(private readonly ports: RecentlyViewedPorts) {}

  async execute(productId: number): Promise<{ kind: 'recorded'; where: 'account' | 'browser' } | RecentlyViewedFailed> {
    const { api, tokens, repository, clock } = this.ports;
    try {
      const sent = await asCustomer(tokens, () => api.view(productId));
      if (!isSignedOut(sent)) return { kind: 'recorded', where: 'account' };
    } catch (error) {
      return failed(this.ports, error, 'Unable to record a recently viewed product');
    }
    repository.save(recordView(repository.load(), productId, clock.now().getTime()));
    return { kind: 'recorded', where: 'browser' };
  }
}

export class LoadRecentlyViewed {
  constructor(private readonly ports: RecentlyViewedPorts) {}

  async execute(): Promise<LoadRecentlyViewedResult> {
    const { api, tokens, repository, cards } = this.ports;
    try {
      const account = await asCustomer(tokens, () => api.list());
      if (!isSignedOut(account)) return { kind: 'loaded', products: cardsOf(account), where: 'account' };
      const ids = repository.load().map((view) => view.productId);
      const found = ids.length === 0 ? new Map<number, ProductCard>() : await cards.cards(ids);
      return { kind: 'loaded', products: ids.flatMap((id) => found.get(id) ?? []), where: 'browser' };
    } catch (error) {
      return failed(this.ports, error, 'Unable to get the recently viewed products');
    }
  }
}

/** At sign-in: the browser's list joins the account's, then leaves the browser (kept when the call fails, for the next sign-in). */
export class MergeRecentlyViewed {
  constructor(private readonly ports: RecentlyViewedPorts) {}

  async execute(): Promise<{ kind: 'merged'; products: ProductCard[] } | { kind: 'nothing-to-merge' } | SignedOut | RecentlyViewedFailed> {
    const { api, tokens, repository } = this.ports;
    if (!isSignedIn(tokens)) return SIGNED_OUT;
    const views = mergeRecentViews([], repository.load());
    if (views.length === 0) return { kind: 'nothing-to-merge' };
    try {
      const merged = await asCustomer(tokens, () => api.merge(views));
      if (isSignedOut(merged)) return merged;
      repository.save([]);
      return { kind: 'merged', products: cardsOf(merged) };
    } catch (error) {
      return failed(this.ports, error, 'Unable to merge the recently viewed products');
    }
  }
}

/** "Clear recently viewed": the account's list (signed in) and the browser's. */
export class ClearRecentlyViewed {
  constructor(private readonly ports: RecentlyViewedPorts) {}

  async execute(): Promise<{ kind: 'cleared'; where: 'account' | 'browser' } | RecentlyViewedFailed> {
    const { api, tokens, repository } = this.ports;
    repository.save([]);
    try {
      const cleared = await asCustomer(tokens, () => api.clear());
      return { kind: 'cleared', where: isSignedOut(cleared) ? 'browser' : 'account' };
    } catch (error) {
      return failed(this.ports, error, 'Unable to clear the recently viewed products');
    }
  }
}
