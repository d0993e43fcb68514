import type { TrackingHashApi } from '../../application/ports/tracking';
import type { HashableData } from '../../domain/tracking/customer-hash-input';
import type { HashedCustomerData } from '../../domain/tracking/tracking-events';
import type { HttpApiClient } from '../http/api-client';

/** SPEC §7 `POST /generate-encrypted-data`: body `data`, answer `hashedData`. */
export class HttpTrackingHashApi implements TrackingHashApi {
  constructor(private readonly client: HttpApiClient) {}

  async hash(data: HashableData): Promise<HashedCustomerData> {
    const answer = await this.client.post<{ hashedData: HashedCustomerData }>('generate-encrypted-data', { data }, { auth: false });
    return answer.hashedData;
  }
}
