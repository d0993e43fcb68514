/**
 * Where a committed change to what the shop shows is announced (stock, prices, content, menus):
 * the search indexes re-read the changed products first, then every listener forgets what the
 * change makes stale (the page cache, the answer caches). Stock and price code calls it after its
 * transaction commits (`afterCommit`), so no reader sees the change before the database does.
 *
 * With several processes on one database (DESIGN decision 15) each change is also published on the
 * change bus (server/cluster/change-bus.ts), and what the others publish is applied here the same
 * way, without being published again. A bus that lost messages says so (`missed`): the indexes are
 * then rebuilt from the database and every cache forgotten, since anything may have changed.
 */
import { randomUUID } from 'node:crypto';
import type { BusDelivery, ChangeBus, ChangeEvent } from '../cluster/change-bus';

export type ChangeListener = () => void;

/**
 * What stock and price code needs of the search indexes: tell them which products changed, after
 * the transaction commits. The search module implements it; server/app.ts hands its index here.
 */
export interface SearchIndexRefresh {
  refreshProducts(productIds: readonly number[]): Promise<void>;
  refreshSizes(productSizeIds: readonly number[]): Promise<void>;
}

/** The search indexes as the changes need them: re-read some products, or all of them. */
export interface FollowedSearchIndex extends SearchIndexRefresh {
  rebuild?(): Promise<void>;
}

export class CatalogueChanges implements SearchIndexRefresh {
  /** This process on the bus: its own messages come back to it and are skipped. */
  readonly origin = randomUUID();
  private readonly listeners = new Set<ChangeListener>();
  private bus: ChangeBus | null = null;
  private onError: (error: unknown, what: string) => void = () => {};

  constructor(private readonly searchIndex?: FollowedSearchIndex) {}

  /** Called after every change, once the search indexes show it; returns the unsubscribe. */
  onChange(listener: ChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Publishes this process's changes on `bus` and applies the other processes' ones. Failures are
   * reported to `onError`, never thrown at the code that changed something (its change stands).
   */
  follow(bus: ChangeBus, onError: (error: unknown, what: string) => void): void {
    this.bus = bus;
    this.onError = onError;
    bus.subscribe((delivery) => void this.receive(delivery));
  }

  /** These products changed (stock, prices, labels…). */
  async refreshProducts(productIds: readonly number[]): Promise<void> {
    await Promise.all([this.apply({ products: [...productIds] }), this.publish({ products: [...productIds] })]);
  }

  /** The same, from product size ids (what basket lines and orders hold). */
  async refreshSizes(productSizeIds: readonly number[]): Promise<void> {
    await Promise.all([this.apply({ sizes: [...productSizeIds] }), this.publish({ sizes: [...productSizeIds] })]);
  }

  /**
   * Too much changed to name (a catalogue import of thousands of products): the search indexes
   * are rebuilt from the database, every cache forgotten, and every other process does the same.
   */
  async catalogueReplaced(): Promise<void> {
    await Promise.all([this.apply({ everything: true }), this.publish({ everything: true })]);
  }

  /** Content, menus, banners or settings changed: no product to re-read, pages to forget. */
  contentChanged(): void {
    this.changed();
    void this.publish({ content: true });
  }

  /** What another process published, or the bus's word that some was lost. */
  async receive(delivery: BusDelivery): Promise<void> {
    if (delivery.kind === 'event' && delivery.event.from === this.origin) return;
    const event: Omit<ChangeEvent, 'from'> = delivery.kind === 'missed' ? { everything: true } : delivery.event;
    try {
      await this.apply(event);
    } catch (error) {
      this.onError(error, delivery.kind === 'missed' ? 'rebuilding the search indexes after lost notifications' : 'applying another process\'s change');
    }
  }

  private async apply(event: Omit<ChangeEvent, 'from'>): Promise<void> {
    try {
      if (event.everything) await this.searchIndex?.rebuild?.();
      else {
        if (event.products?.length) await this.searchIndex?.refreshProducts(event.products);
        if (event.sizes?.length) await this.searchIndex?.refreshSizes(event.sizes);
      }
    } finally {
      this.changed();
    }
  }

  private async publish(event: Omit<ChangeEvent, 'from'>): Promise<void> {
    if (!this.bus) return;
    try {
      await this.bus.publish({ ...event, from: this.origin });
    } catch (error) {
      this.onError(error, 'publishing a change to the other processes');
    }
  }

  private changed(): void {
    for (const listener of this.listeners) listener();
  }
}
