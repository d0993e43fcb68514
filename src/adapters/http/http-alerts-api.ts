import { alertLinkParams, type AlertLink, type SubscribedAlert } from '../../domain/alerts/alert-link';
import { alertPayload, type ProductAlert, type ProductAlertRequest } from '../../domain/alerts/product-alert';
import type { ProductAlertApi } from '../../application/ports/alerts-api';
import type { HttpApiClient, RequestOptions } from './api-client';

/**
 * SPEC §7 `/product-alerts` over the v5 API; the store goes in a header. Signed in, the client's
 * bearer token says whose alerts; a signed link goes in the query instead, without the token
 * (the shop would answer for the token's customer, not for the link).
 */
export class HttpProductAlertApi implements ProductAlertApi {
  constructor(private readonly client: HttpApiClient) {}

  subscribe(request: ProductAlertRequest): Promise<SubscribedAlert> {
    return this.client.post('product-alerts', alertPayload(request));
  }

  async list(link?: AlertLink): Promise<ProductAlert[]> {
    return (await this.client.get<ProductAlert[] | undefined>('product-alerts', access(link))) ?? [];
  }

  async remove(alertId: number, link?: AlertLink): Promise<void> {
    await this.client.delete(`product-alerts/${alertId}`, access(link));
  }
}

function access(link: AlertLink | undefined): RequestOptions {
  return link ? { searchParams: alertLinkParams(link), auth: false } : {};
}
