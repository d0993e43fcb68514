/**
 * Signed links to stock alerts, for shoppers without an account (docs/accounts-api.md, "Stock
 * alerts"). Only the shop can sign one (HMAC), and it expires after 30 days:
 *
 * - the back-in-stock mail's link opens every alert of the address it was mailed to;
 * - the subscription answer's link (`alert` set) opens the alert just made, and nothing else: whoever
 *   subscribes may have typed someone else's address.
 *
 * A client never signs or widens a link: it reads the parts of one the shop gave and sends them back.
 */
import type { ProductAlert } from './product-alert';

export interface AlertLink {
  email: string;
  /** Unix seconds. */
  expires: number;
  signature: string;
  /** Set: the link opens this alert only. */
  alert?: number;
}

/** The subscription answer's link, and the account page that opens with it. */
export interface AlertManageLink extends AlertLink {
  url: string;
}

/** `POST /product-alerts`'s answer: the alert and the link its maker sees and removes it with. */
export type SubscribedAlert = ProductAlert & { manage: AlertManageLink };

const EXPIRES = /^\d{1,12}$/;
const SIGNATURE = /^[A-Za-z0-9_-]{1,128}$/;
const ID = /^[1-9]\d{0,9}$/;

/** The query parameters of a link (`email`, `expires`, `signature`, and `alert` for one alert). */
export function alertLinkParams(link: AlertLink): Record<string, string> {
  return {
    email: link.email,
    expires: String(link.expires),
    signature: link.signature,
    ...(link.alert !== undefined ? { alert: String(link.alert) } : {}),
  };
}

/**
 * The parts of a link given as a URL (the mail's, the subscription answer's `manage.url`) or as
 * its query alone; null when one is missing or malformed. Whether it is genuine is the shop's call.
 */
export function readAlertLink(text: string): AlertLink | null {
  const trimmed = text.trim();
  const query = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? safeUrl(trimmed)?.search : trimmed.slice(trimmed.indexOf('?') + 1);
  if (query === undefined) return null;
  const params = new URLSearchParams(query);
  return alertLinkOf({
    email: params.get('email') ?? undefined,
    expires: params.get('expires') ?? undefined,
    signature: params.get('signature') ?? undefined,
    alert: params.get('alert') ?? undefined,
  });
}

/** A link from its parts as typed (command-line options, a form); null when one is missing or malformed. */
export function alertLinkOf(parts: { email?: string; expires?: string; signature?: string; alert?: string }): AlertLink | null {
  const email = parts.email?.trim() ?? '';
  const { expires, signature, alert } = parts;
  if (email === '' || !expires || !EXPIRES.test(expires) || !signature || !SIGNATURE.test(signature)) return null;
  if (alert !== undefined && !ID.test(alert)) return null;
  return { email, expires: Number(expires), signature, ...(alert !== undefined ? { alert: Number(alert) } : {}) };
}

function safeUrl(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}
