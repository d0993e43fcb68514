import type { AlertManageLink } from '../../domain/alerts/alert-link';
import { alertPayload, type ProductAlert, type ProductAlertRequest } from '../../domain/alerts/product-alert';
import { isValidEmail, normaliseEmail } from '../../domain/accounts/email';
import { isApiError } from '../ports/api-error';
import type { ProductAlertApi } from '../ports/alerts-api';

export type SubscribeStockAlertInput = ProductAlertRequest;

export type SubscribeStockAlertResult =
  /** `manage`: the shop's signed link that shows and removes this alert without an account, until it expires. */
  | { kind: 'subscribed'; alert: ProductAlert; manage: AlertManageLink }
  /** SPEC §8: 'Vous êtes déjà inscrit à cette alerte mail', in the shopper's language. */
  | { kind: 'already-subscribed'; message: string }
  /** Checked before anything is sent. */
  | { kind: 'invalid-email' }
  /** The shop said no (the size is back in stock, the product or size is gone): its message says why. */
  | { kind: 'refused'; code: number; message: string };

/**
 * The stock-alert form of a sold-out size (SPEC §3, §7): the address is checked, null fields are
 * dropped, and the shop's answer comes back as a value, with the link to the alert. Signed in, the
 * alert is the customer's (the shop knows them by the token). Network and server failures throw.
 */
export class SubscribeStockAlert {
  constructor(private readonly api: ProductAlertApi) {}

  async execute(input: SubscribeStockAlertInput): Promise<SubscribeStockAlertResult> {
    if (!isValidEmail(input.email)) return { kind: 'invalid-email' };
    const request = alertPayload({ ...input, email: normaliseEmail(input.email) }) as ProductAlertRequest;
    try {
      const { manage, ...alert } = await this.api.subscribe(request);
      return { kind: 'subscribed', alert, manage };
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (error.code === 409) return { kind: 'already-subscribed', message: error.message };
      if (error.code === 422 || error.code === 404) return { kind: 'refused', code: error.code, message: error.message };
      throw error;
    }
  }
}
