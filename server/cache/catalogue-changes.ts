/**
 * Where a committed change to what the shop shows is announced (stock, prices, content, menus):
 * the search indexes re-read the changed products first, then every listener forgets what the
 * change makes stale (the page cache, the answer caches). Stock and price code calls it after its
 * transaction commits (`afterCommit`), so no reader sees the change before the database does.
 */
import type { SearchIndexRefresh } from '../search/shop-search-index';

export type ChangeListener = () => void;

export class CatalogueChanges implements SearchIndexRefresh {
  private readonly listeners = new Set<ChangeListener>();

  constructor(private readonly searchIndex?: SearchIndexRefresh) {}

  /** Called after every change, once the search indexes show it; returns the unsubscribe. */
  onChange(listener: ChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** These products changed (stock, prices, labels…). */
  async refreshProducts(productIds: readonly number[]): Promise<void> {
    try {
      await this.searchIndex?.refreshProducts(productIds);
    } finally {
      this.changed();
    }
  }

  /** The same, from product size ids (what basket lines and orders hold). */
  async refreshSizes(productSizeIds: readonly number[]): Promise<void> {
    try {
      await this.searchIndex?.refreshSizes(productSizeIds);
    } finally {
      this.changed();
    }
  }

  /** Content, menus, banners or settings changed: no product to re-read, pages to forget. */
  contentChanged(): void {
    this.changed();
  }

  private changed(): void {
    for (const listener of this.listeners) listener();
  }
}
