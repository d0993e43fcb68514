/** `/secure/account/second-factor…` and `/admin/staff/{email}/second-factor` through the shop's API client. */
import type { SecondFactorApi, SecondFactorStatus, TotpEnrolment } from '../../application/ports/second-factor-api';
import type { HttpApiClient } from './api-client';

export class HttpSecondFactorApi implements SecondFactorApi {
  constructor(private readonly client: HttpApiClient) {}

  status(): Promise<SecondFactorStatus> {
    return this.client.get('secure/account/second-factor');
  }

  startTotp(): Promise<TotpEnrolment> {
    return this.client.post('secure/account/second-factor/totp', {});
  }

  confirmTotp(code: string): Promise<{ recoveryCodes: string[] }> {
    return this.client.post('secure/account/second-factor/totp/confirm', { code });
  }

  reset(email: string): Promise<{ email: string; hadSecondFactor: boolean }> {
    return this.client.delete(`admin/staff/${encodeURIComponent(email.trim())}/second-factor`);
  }
}
