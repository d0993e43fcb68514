/**
 * Signed links to stock alerts, for shoppers without an account. Two scopes:
 *
 * - an address's alerts (HMAC of the address and the expiry): only ever mailed to that address
 *   (the back-in-stock mail), since opening the mail is what proves the address is yours;
 * - one alert (HMAC of the alert id, the address and the expiry): the subscription answer's, since
 *   whoever subscribes may have typed someone else's address — that link shows and removes the
 *   alert they made, and nothing else of that address.
 *
 * The key is derived from the access-token key, so no link can be made without the server's secret.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface AlertLink {
  /** Lower case. */
  email: string;
  /** Unix seconds. */
  expires: number;
  signature: string;
  /** Set: the link opens this alert only. */
  alert?: number;
}

export type AlertLinkCheck = 'valid' | 'expired' | 'invalid';

export const ALERT_LINK_DAYS = 30;
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;

export class AlertLinks {
  private constructor(
    private readonly key: Buffer,
    private readonly now: () => Date,
  ) {}

  /** The HMAC key is derived from the JWT key, for this purpose only. */
  static fromSecret(secret: Uint8Array, now: () => Date): AlertLinks {
    return new AlertLinks(createHmac('sha256', secret).update('boutique/product-alert-links/v1').digest(), now);
  }

  /** A link to the address's alerts, or (with `alert`) to that one alert. */
  sign(email: string, days = ALERT_LINK_DAYS, alert?: number): AlertLink {
    const expires = Math.floor(this.now().getTime() / 1000) + days * 86_400;
    return { email, expires, signature: this.signature(email, expires, alert), ...(alert !== undefined ? { alert } : {}) };
  }

  check(email: string, expires: number, signature: string, alert?: number): AlertLinkCheck {
    if (!SIGNATURE.test(signature) || !Number.isSafeInteger(expires) || (alert !== undefined && !Number.isSafeInteger(alert))) return 'invalid';
    const expected = Buffer.from(this.signature(email, expires, alert));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
    return expires * 1000 > this.now().getTime() ? 'valid' : 'expired';
  }

  /** The query string of a link (`email=…&expires=…&signature=…`, `&alert=…` for one alert). */
  static query(link: AlertLink): string {
    return new URLSearchParams({
      email: link.email,
      expires: String(link.expires),
      signature: link.signature,
      ...(link.alert !== undefined ? { alert: String(link.alert) } : {}),
    }).toString();
  }

  private signature(email: string, expires: number, alert?: number): string {
    const scope = alert === undefined ? `address\n${email}\n${expires}` : `alert\n${alert}\n${email}\n${expires}`;
    return createHmac('sha256', this.key).update(scope).digest('base64url');
  }
}
