import type { ProductAlert } from '../../domain/catalogue/product-alert';
import { isValidEmail, normaliseEmail } from '../../domain/customer/email';
import { isApiError } from '../ports/api-error';
import type { ProductAlertApi } from '../ports/product-alert-api';

export type ListStockAlertsResult = { kind: 'found'; alerts: ProductAlert[] } | { kind: 'invalid-email' };

/** The alerts an address left in the store (account subscriptions page, support), newest first. */
export class ListStockAlerts {
  constructor(private readonly api: ProductAlertApi) {}

  async execute(email: string): Promise<ListStockAlertsResult> {
    if (!isValidEmail(email)) return { kind: 'invalid-email' };
    return { kind: 'found', alerts: await this.api.list(normaliseEmail(email)) };
  }
}

export type RemoveStockAlertResult = { kind: 'removed' } | { kind: 'not-found' };

export class RemoveStockAlert {
  constructor(private readonly api: ProductAlertApi) {}

  async execute(alertId: number): Promise<RemoveStockAlertResult> {
    try {
      await this.api.remove(alertId);
      return { kind: 'removed' };
    } catch (error) {
      if (isApiError(error) && error.isNotFound) return { kind: 'not-found' };
      throw error;
    }
  }
}
