/** `/admin/promotions` through the shop's API client. */
import type { AdminPromotion } from '../../domain/promotions/admin-promotion';
import type { PromotionInput } from '../../domain/promotions/promotion-input';
import type { PromotionsApi } from '../../application/ports/promotions-api';
import type { HttpApiClient } from './api-client';

const one = (code: string) => `admin/promotions/${encodeURIComponent(code.trim().toUpperCase())}`;

export class HttpPromotionsApi implements PromotionsApi {
  constructor(private readonly client: HttpApiClient) {}

  async list(): Promise<AdminPromotion[]> {
    return (await this.client.get<{ promotions: AdminPromotion[] }>('admin/promotions')).promotions;
  }

  show(code: string): Promise<AdminPromotion> {
    return this.client.get(one(code));
  }

  create(input: PromotionInput): Promise<AdminPromotion> {
    return this.client.post('admin/promotions', input);
  }

  disable(code: string): Promise<AdminPromotion> {
    return this.client.post(`${one(code)}/disable`, {});
  }
}
