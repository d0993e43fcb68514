import { alertPayload, type ProductAlert, type ProductAlertRequest } from '../../domain/catalogue/product-alert';
import type { ProductAlertApi } from '../../application/ports/product-alert-api';
import type { HttpApiClient } from './api-client';

/** SPEC §7 `/product-alerts` over the v5 API; the store goes in a header. */
export class HttpProductAlertApi implements ProductAlertApi {
  constructor(private readonly client: HttpApiClient) {}

  subscribe(request: ProductAlertRequest): Promise<ProductAlert> {
    return this.client.post('product-alerts', alertPayload(request));
  }

  list(email: string): Promise<ProductAlert[]> {
    return this.client.get('product-alerts', { searchParams: { email } });
  }

  async remove(alertId: number): Promise<void> {
    await this.client.delete(`product-alerts/${alertId}`);
  }
}
