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
import { LinkSigner, type LinkCheck } from '../http/link-signer';

export interface AlertLink {
  /** Lower case. */
  email: string;
  /** Unix seconds. */
  expires: number;
  signature: string;
  /** Set: the link opens this alert only. */
  alert?: number;
}

export type AlertLinkCheck = LinkCheck;

export const ALERT_LINK_DAYS = 30;

export class AlertLinks {
  private constructor(private readonly signer: LinkSigner) {}

  /** The HMAC key is derived from the JWT key, for this purpose only. */
  static fromSecret(secret: Uint8Array, now: () => Date): AlertLinks {
    return new AlertLinks(LinkSigner.fromSecret(secret, 'boutique/product-alert-links/v1', now));
  }

  /** A link to the address's alerts, or (with `alert`) to that one alert. */
  sign(email: string, days = ALERT_LINK_DAYS, alert?: number): AlertLink {
    const expires = this.signer.expiresIn(days);
    return { email, expires, signature: this.signer.sign(scope(email, expires, alert)), ...(alert !== undefined ? { alert } : {}) };
  }

  check(email: string, expires: number, signature: string, alert?: number): AlertLinkCheck {
    if (alert !== undefined && !Number.isSafeInteger(alert)) return 'invalid';
    return this.signer.check(scope(email, expires, alert), expires, signature);
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
}

function scope(email: string, expires: number, alert?: number): string {
  return alert === undefined ? `address\n${email}\n${expires}` : `alert\n${alert}\n${email}\n${expires}`;
}
