import type { ClearRecentlyViewed, LoadRecentlyViewed, MergeRecentlyViewed, RecordRecentView } from '../../application/recently/recently-viewed';

/** The recently-viewed use cases the RecentlyViewedStore drives (issue 38). */
export interface RecentlyUseCases {
  record: RecordRecentView;
  load: LoadRecentlyViewed;
  merge: MergeRecentlyViewed;
  clear: ClearRecentlyViewed;
}

export interface RecentlyServices {
  /** Browser only: the server renders no strip (pages stay the same for everyone). */
  useCases(): Promise<RecentlyUseCases>;
}
