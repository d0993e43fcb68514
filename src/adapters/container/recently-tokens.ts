import { token } from '../../application/ports/token';
import type { ClearRecentlyViewed, LoadRecentlyViewed, MergeRecentlyViewed, RecordRecentView } from '../../application/recently/recently-viewed';

export const RECORD_RECENT_VIEW = token<RecordRecentView>('RecordRecentView');
export const LOAD_RECENTLY_VIEWED = token<LoadRecentlyViewed>('LoadRecentlyViewed');
export const MERGE_RECENTLY_VIEWED = token<MergeRecentlyViewed>('MergeRecentlyViewed');
export const CLEAR_RECENTLY_VIEWED = token<ClearRecentlyViewed>('ClearRecentlyViewed');
