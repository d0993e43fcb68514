/** The data rights' routes through the shop's API client. */
import type { AccountClosure, CustomerDataExport } from '../../domain/accounts/data-rights';
import type { DataRightsApi } from '../../application/ports/data-rights-api';
import type { HttpApiClient } from './api-client';

const customerPath = (customer: string) => `admin/customers/${encodeURIComponent(customer.trim())}`;

export class HttpDataRightsApi implements DataRightsApi {
  constructor(private readonly client: HttpApiClient) {}

  exportMine(): Promise<CustomerDataExport> {
    return this.client.get('secure/account/data');
  }

  closeMine(password: string | undefined): Promise<AccountClosure> {
    return this.client.post('secure/account/close', password === undefined ? {} : { password });
  }

  exportCustomer(customer: string): Promise<CustomerDataExport> {
    return this.client.get(`${customerPath(customer)}/export`);
  }

  closeCustomer(customer: string, reason: string): Promise<AccountClosure> {
    return this.client.post(`${customerPath(customer)}/close`, { reason });
  }
}
