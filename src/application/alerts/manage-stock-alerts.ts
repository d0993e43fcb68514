import type { AlertLink } from '../../domain/alerts/alert-link';
import type { ProductAlert } from '../../domain/alerts/product-alert';
import { SIGNED_OUT, type SignedOut } from '../auth/signed-in';
import { isApiError } from '../ports/api-error';
import type { ProductAlertApi } from '../ports/alerts-api';

/** The shop refused the link: forged, widened or expired (403), in its words. */
export type LinkRefused = { kind: 'link-refused'; message: string };

export type ListStockAlertsResult = { kind: 'found'; alerts: ProductAlert[] } | LinkRefused;

/**
 * The alerts a signed link opens, without an account (the back-in-stock mail's: the address's;
 * the subscription answer's: that alert), newest first. The signed-in customer's own:
 * ListMyStockAlerts.
 */
export class ListStockAlerts {
  constructor(private readonly api: ProductAlertApi) {}

  async execute(link: AlertLink): Promise<ListStockAlertsResult> {
    try {
      return { kind: 'found', alerts: await this.api.list(link) };
    } catch (error) {
      return linkRefused(error);
    }
  }
}

export type RemoveStockAlertResult = { kind: 'removed' } | { kind: 'not-found' } | SignedOut | LinkRefused;

/**
 * Removes one of the signed-in customer's alerts, or (with a link) one the link opens. An alert the
 * caller may not reach is 'not-found', like one that is gone; signed out without a link, 'signed-out'.
 */
export class RemoveStockAlert {
  constructor(private readonly api: ProductAlertApi) {}

  async execute(alertId: number, link?: AlertLink): Promise<RemoveStockAlertResult> {
    try {
      await this.api.remove(alertId, link);
      return { kind: 'removed' };
    } catch (error) {
      if (isApiError(error) && error.isNotFound) return { kind: 'not-found' };
      // Without a link, a 401 the client could not cure by refreshing the token: signed out.
      if (!link && isApiError(error) && error.isUnauthorized) return SIGNED_OUT;
      return linkRefused(error);
    }
  }
}

function linkRefused(error: unknown): LinkRefused {
  if (isApiError(error) && error.code === 403) return { kind: 'link-refused', message: error.message };
  throw error;
}
