/** `boutique admin catalogue export`: the shop's catalogue as a bundle a merchant can edit and import back (issue 32). */
import { asSupport, type AdminOutcome } from '../orders/admin-orders';
import type { AuthTokenStore } from '../ports/auth-token-store';
import type { MerchandiseApi } from '../ports/merchandise-api';

export type ExportCatalogueResult = AdminOutcome<{ kind: 'exported'; chunks: AsyncIterable<Uint8Array> }>;

export class ExportCatalogue {
  constructor(
    private readonly merchandise: MerchandiseApi,
    private readonly tokens: AuthTokenStore,
  ) {}

  execute(): Promise<ExportCatalogueResult> {
    return asSupport(this.tokens, () => this.merchandise.exportCatalogue(), (chunks) => ({ kind: 'exported' as const, chunks }));
  }
}
