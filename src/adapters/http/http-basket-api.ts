import { parseBasketDetail, type BasketDetail, type BasketDetailRequest } from '../../domain/basket/basket-detail';
import type { BasketApi } from '../../application/ports/basket-api';
import type { HttpApiClient } from './api-client';

/**
 * SPEC §7 `POST /basket/detail` over the v5 API. The client sends the store, device and language
 * headers and the bearer token, refreshing it once on a 401 (HttpApiClient); the answer is
 * checked against SPEC §5 before the use cases see it.
 */
export class HttpBasketApi implements BasketApi {
  constructor(private readonly client: HttpApiClient) {}

  async detail(request: BasketDetailRequest): Promise<BasketDetail> {
    return parseBasketDetail(await this.client.post<unknown>('basket/detail', request));
  }
}
