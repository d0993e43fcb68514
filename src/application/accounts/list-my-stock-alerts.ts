import type { ProductAlert } from '../../domain/alerts/product-alert';
import type { AuthTokenStore } from '../ports/auth-token-store';
import type { ProductAlertApi } from '../ports/alerts-api';
import { asCustomer, isSignedOut, type SignedOut } from '../auth/signed-in';

export type ListMyStockAlertsResult = { kind: 'found'; alerts: ProductAlert[] } | SignedOut;

/** The account's subscriptions page: the signed-in customer's own stock alerts, newest first. */
export class ListMyStockAlerts {
  constructor(
    private readonly alerts: ProductAlertApi,
    private readonly tokens: AuthTokenStore,
  ) {}

  async execute(): Promise<ListMyStockAlertsResult> {
    const alerts = await asCustomer(this.tokens, () => this.alerts.list());
    return isSignedOut(alerts) ? alerts : { kind: 'found', alerts };
  }
}
