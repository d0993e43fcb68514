/** Data rights in memory (UI and use-case tests): one customer's export, closed by their password; refusals as the shop words them. */
import type { AccountClosure, CustomerDataExport } from '../../domain/accounts/data-rights';
import { ApiError } from '../../application/ports/api-error';
import type { DataRightsApi } from '../../application/ports/data-rights-api';

export class InMemoryDataRightsApi implements DataRightsApi {
  closed = false;

  constructor(
    private readonly customer: { id: number; email: string; firstName: string; lastName: string },
    private readonly password: string,
  ) {}

  private data(): CustomerDataExport {
    if (this.closed) throw new ApiError(401, 'Votre session a expiré. Veuillez vous reconnecter.');
    return {
      format: 1, exportedAt: new Date(0).toISOString(), profile: { ...this.customer }, addresses: [], savedCards: [], orders: [], returns: [],
      balance: null, balanceHistory: [], favourites: [], stockAlerts: [], ratings: [], consents: [], newsletterSubscriptions: [],
    };
  }

  async exportMine(): Promise<CustomerDataExport> {
    return this.data();
  }

  async closeMine(password: string | undefined): Promise<AccountClosure> {
    this.data();
    if (password === undefined) throw new ApiError(400, 'Saisissez votre mot de passe pour fermer votre compte.');
    if (password !== this.password) throw new ApiError(403, 'Mot de passe incorrect : votre compte reste ouvert.');
    this.closed = true;
    return { closed: true, customerId: this.customer.id, ordersKept: 0, retentionYears: 10 };
  }

  async exportCustomer(): Promise<CustomerDataExport> {
    return this.data();
  }

  async closeCustomer(): Promise<AccountClosure> {
    this.closed = true;
    return { closed: true, customerId: this.customer.id, ordersKept: 0, retentionYears: 10 };
  }
}
