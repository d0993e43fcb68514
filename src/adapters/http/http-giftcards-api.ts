import type { Balance, BalanceLine } from '../../application/ports/orders-api';
import type { GiftcardsApi } from '../../application/ports/returns-api';
import type { HttpApiClient } from './api-client';

/** `POST /secure/account/giftcards` of docs/returns-api.md. */
export class HttpGiftcardsApi implements GiftcardsApi {
  constructor(private readonly client: HttpApiClient) {}

  activate(code: string): Promise<{ credit: BalanceLine; balance: Balance }> {
    return this.client.post('secure/account/giftcards', { code });
  }
}
