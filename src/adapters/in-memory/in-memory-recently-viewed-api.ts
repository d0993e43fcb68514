import type { ProductCard } from '../../domain/catalogue/product-card';
import { mergeRecentViews, recordView, type RecentView } from '../../domain/catalogue/recently-viewed';
import { ApiError } from '../../application/ports/api-error';
import type { ProductCardSource, RecentlyViewedApi, RecentlyViewedProduct } from '../../application/ports/recently-viewed-api';

/** A card for a test product: id, name and path say which. */
export const testCard = (id: number): ProductCard => ({
  id, name: `Product ${id}`, brand: 'Nordvik', slug: `product-${id}`, path: `/p/product-${id}`, picture: null, price: 29.9, originalPrice: null, discountPercent: 0, label: null,
});

/**
 * The account's list as the shop keeps it (the domain's rule), for the products `sold`; `signedIn`
 * false answers 401 as an ended session would.
 */
export class InMemoryRecentlyViewedApi implements RecentlyViewedApi, ProductCardSource {
  views: RecentView[] = [];
  signedIn = true;
  failing = false;

  constructor(
    private readonly sold: ReadonlySet<number>,
    private readonly now: () => number,
  ) {}

  async list(): Promise<RecentlyViewedProduct[]> {
    this.check();
    return this.views.filter((view) => this.sold.has(view.productId)).map((view) => ({ product: testCard(view.productId), viewedAt: new Date(view.viewedAt).toISOString() }));
  }

  async view(productId: number): Promise<void> {
    this.check();
    if (!this.sold.has(productId)) throw new ApiError(404, 'Produit introuvable');
    this.views = recordView(this.views, productId, this.now());
  }

  async merge(views: readonly RecentView[]): Promise<RecentlyViewedProduct[]> {
    this.check();
    this.views = mergeRecentViews(this.views, views.map((view) => ({ ...view, viewedAt: Math.min(view.viewedAt, this.now()) })));
    return this.list();
  }

  async clear(): Promise<void> {
    this.check();
    this.views = [];
  }

  async cards(ids: readonly number[]): Promise<Map<number, ProductCard>> {
    return new Map(ids.filter((id) => this.sold.has(id)).map((id) => [id, testCard(id)]));
  }

  private check(): void {
    if (this.failing) throw new ApiError(500, 'Internal Server Error');
    if (!this.signedIn) throw new ApiError(401, 'Session expirée');
  }
}
