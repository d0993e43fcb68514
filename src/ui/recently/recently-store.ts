import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { ProductCard } from '../../domain/catalogue/product-card';
import type { RecentlyServices, RecentlyUseCases } from './recently-services';

export interface RecentlyViewedStoreDeps {
  services: RecentlyServices;
  /** Resolves once the browser knows who is signed in (the session check). */
  sessionKnown: () => Promise<void>;
  report?: (error: unknown, context: string) => void;
}

/**
 * The recently viewed products (issue 38), most recent first: the account's when signed in, the
 * browser's otherwise. Empty on the server and until the session is known: no page's HTML holds a
 * shopper's list, so the shared page cache never sees one.
 */
export class RecentlyViewedStore {
  products: ProductCard[] = [];
  loaded = false;
  clearing = false;
  private readonly deps: RecentlyViewedStoreDeps;

  constructor(deps: RecentlyViewedStoreDeps) {
    this.deps = deps;
    makeAutoObservable<RecentlyViewedStore, 'deps'>(this, { products: observableRef, deps: false }, { autoBind: true });
  }

  /** The strip's products, the page's own product left out. */
  shownWith(exceptProductId?: number): ProductCard[] {
    return this.products.filter((product) => product.id !== exceptProductId);
  }

  /** A product page: the view is recorded, then the list loads (the strip shows the others). */
  async viewed(productId: number): Promise<void> {
    await this.run('Unable to record a recently viewed product', async (cases) => {
      await cases.record.execute(productId);
      await this.loadWith(cases);
    });
  }

  /** A page with the strip but no product (the basket). */
  async load(): Promise<void> {
    await this.run('Unable to get the recently viewed products', (cases) => this.loadWith(cases));
  }

  /** After a sign-in (or a session found again): the browser's list joins the account's. */
  async afterSignIn(): Promise<void> {
    try {
      const cases = await this.deps.services.useCases();
      const merged = await cases.merge.execute();
      if (merged.kind === 'merged') this.set(merged.products);
    } catch (error) {
      this.report(error, 'Unable to merge the recently viewed products');
    }
  }

  /** "Clear recently viewed" (account page): whether it worked. */
  async clear(): Promise<boolean> {
    this.clearing = true;
    try {
      const cases = await this.deps.services.useCases();
      const result = await cases.clear.execute();
      if (result.kind === 'cleared') this.set([]);
      return result.kind === 'cleared';
    } catch (error) {
      this.report(error, 'Unable to clear the recently viewed products');
      return false;
    } finally {
      runInAction(() => (this.clearing = false));
    }
  }

  /** Signed out: the account's list leaves the page. */
  reset(): void {
    this.products = [];
    this.loaded = false;
  }

  private async loadWith(cases: RecentlyUseCases): Promise<void> {
    const result = await cases.load.execute();
    if (result.kind === 'loaded') this.set(result.products);
  }

  private async run(context: string, work: (cases: RecentlyUseCases) => Promise<void>): Promise<void> {
    try {
      await this.deps.sessionKnown();
      await work(await this.deps.services.useCases());
    } catch (error) {
      this.report(error, context);
    }
  }

  private set(products: ProductCard[]): void {
    this.products = products;
    this.loaded = true;
  }

  private report(error: unknown, context: string): void {
    if (this.deps.report) this.deps.report(error, context);
    else console.error(`[boutique] ${context}:`, error);
  }
}
