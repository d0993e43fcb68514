import type { RecentView } from '../../domain/catalogue/recently-viewed';
import type { RecentlyViewedApi, RecentlyViewedProduct } from '../../application/ports/recently-viewed-api';
import type { HttpApiClient } from './api-client';

/** `/secure/recently-viewed` (issue 38). */
export class HttpRecentlyViewedApi implements RecentlyViewedApi {
  constructor(private readonly client: HttpApiClient) {}

  async list(): Promise<RecentlyViewedProduct[]> {
    return (await this.client.get<RecentlyViewedProduct[] | undefined>('secure/recently-viewed')) ?? [];
  }

  async view(productId: number): Promise<void> {
    await this.client.post('secure/recently-viewed', { product: { id: productId } });
  }

  async merge(views: readonly RecentView[]): Promise<RecentlyViewedProduct[]> {
    return (await this.client.post<RecentlyViewedProduct[] | undefined>('secure/recently-viewed/merge', { views })) ?? [];
  }

  async clear(): Promise<void> {
    await this.client.delete('secure/recently-viewed');
  }
}
