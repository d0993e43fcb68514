import { parseRecentViews, type RecentView } from '../../domain/catalogue/recently-viewed';
import type { KeyValueStorage } from '../../application/ports/key-value-storage';
import type { RecentlyViewedRepository } from '../../application/ports/recently-viewed-api';

/** A visitor's recently viewed products (issue 38), most recent first. */
export const RECENTLY_VIEWED_KEY = 'recentlyViewed';

/** The list as JSON in the runtime's storage; whatever is unreadable there counts as no list. */
export class StorageRecentlyViewedRepository implements RecentlyViewedRepository {
  constructor(private readonly storage: KeyValueStorage) {}

  load(): RecentView[] {
    const text = this.storage.getItem(RECENTLY_VIEWED_KEY);
    if (text === null) return [];
    try {
      return parseRecentViews(JSON.parse(text));
    } catch {
      return [];
    }
  }

  save(views: readonly RecentView[]): void {
    if (views.length === 0) this.storage.removeItem(RECENTLY_VIEWED_KEY);
    else this.storage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(views));
  }
}
