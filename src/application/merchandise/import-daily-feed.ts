/**
 * `boutique admin stock import FILE.csv` and `… price import FILE.csv` (issue 32): the daily feed of
 * a warehouse or an ERP, sent whole; the shop checks every line before it writes anything, and a
 * refused file comes back with each problem located (`stock.csv:12: stock "-x" is not a stock`).
 */
import type { FeedCounts } from '../../domain/catalogue/merchandise-product';
import { asSupport, type AdminOutcome } from '../orders/admin-orders';
import type { AuthTokenStore } from '../ports/auth-token-store';
import type { FeedKind, MerchandiseApi } from '../ports/merchandise-api';

/** `refused` (400): the shop's message, a summary line then one line per problem. */
export type FeedResult = AdminOutcome<{ kind: 'imported'; counts: FeedCounts }>;

export class ImportDailyFeed {
  constructor(
    private readonly merchandise: MerchandiseApi,
    private readonly tokens: AuthTokenStore,
  ) {}

  execute(kind: FeedKind, csv: string, fileName: string): Promise<FeedResult> {
    return asSupport(this.tokens, () => this.merchandise.importFeed(kind, csv, fileName), (counts) => ({ kind: 'imported' as const, counts }));
  }
}
