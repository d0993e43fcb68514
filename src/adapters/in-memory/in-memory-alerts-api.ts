import { alertLinkParams, type AlertLink, type AlertManageLink, type SubscribedAlert } from '../../domain/alerts/alert-link';
import { ALREADY_SUBSCRIBED_MESSAGE_FR, DEFAULT_ALERT_TYPE, type ProductAlert, type ProductAlertRequest } from '../../domain/alerts/product-alert';
import { isValidEmail, normaliseEmail } from '../../domain/accounts/email';
import { ApiError } from '../../application/ports/api-error';
import type { ProductAlertApi } from '../../application/ports/alerts-api';

export interface InMemoryAlertSize {
  productId: number;
  sizeId: number;
  stock: number;
}

/**
 * Who calls: the customer id the client's access token speaks for, null signed out; it throws
 * (a 401) for a token the shop no longer accepts.
 */
export type AlertCaller = () => number | null;

export interface InMemoryAlertData {
  sizes?: InMemoryAlertSize[];
  now?: () => Date;
  /** Every call fails with this error when set. */
  failWith?: unknown;
  /** The store's address, where the links' account page is. */
  siteUrl?: string;
}

/** The shop's French words (server/alerts/alerts-texts.ts). */
export const ALERT_LINK_REQUIRED_FR = 'Connectez-vous, ou ouvrez le lien de votre e-mail d’alerte, pour voir vos alertes.';
export const ALERT_LINK_INVALID_FR = "Ce lien d'alerte n'est pas valide ou a expiré.";

const LINK_DAYS = 30;

/** The alerts, sizes and links of one shop, shared by its clients. */
class AlertShop {
  readonly alerts: ProductAlert[] = [];
  readonly sizes: InMemoryAlertSize[];
  /** Links the shop signed, by signature: nothing else opens anything. */
  readonly signed = new Map<string, AlertLink>();
  readonly requests: Partial<ProductAlertRequest>[] = [];
  nextId = 1;

  constructor(readonly data: InMemoryAlertData) {
    this.sizes = (data.sizes ?? []).map((size) => ({ ...size }));
  }

  now(): Date {
    return this.data.now?.() ?? new Date();
  }
}

/**
 * The shop's stock-alert rules as plain data (French answers), for use-case tests and offline
 * runs; kept honest by the same contract test as the HTTP adapter (`alerts-api.contract.ts`).
 * Like the shop, it keeps alerts to their owners: a signed-in customer's (`withCaller`) are theirs
 * and only theirs, an address's open only with a link it signed itself (the subscription answer's
 * for that alert, `mailLink` for the back-in-stock mail's), until the link expires.
 */
export class InMemoryProductAlertApi implements ProductAlertApi {
  private shop: AlertShop;
  private caller: AlertCaller = () => null;

  /** A signed-out client of a new shop; `withCaller` gives other clients of the same shop. */
  constructor(data: InMemoryAlertData = {}) {
    this.shop = new AlertShop(data);
  }

  /** Another client of the same shop, whose calls carry the token of `caller`. */
  withCaller(caller: AlertCaller): InMemoryProductAlertApi {
    const client = new InMemoryProductAlertApi();
    client.shop = this.shop;
    client.caller = caller;
    return client;
  }

  /** Bodies as they would be sent, by every client of the shop. */
  get requests(): Partial<ProductAlertRequest>[] {
    return this.shop.requests;
  }

  async subscribe(request: ProductAlertRequest): Promise<SubscribedAlert> {
    this.fail();
    const customerId = this.caller();
    this.shop.requests.push({ ...request });
    if (!isValidEmail(request.email ?? '')) throw new ApiError(422, "L'adresse e-mail n'est pas valide");
    if (!this.shop.sizes.some((size) => size.productId === request.productId)) throw new ApiError(404, 'Product not found');
    const size = this.shop.sizes.find((candidate) => candidate.productId === request.productId && candidate.sizeId === request.productSizeId);
    if (!size) throw new ApiError(404, 'Size not found');
    if (size.stock > 0) throw new ApiError(422, 'Cette taille est disponible : vous pouvez la commander dès maintenant');
    const email = normaliseEmail(request.email);
    if (this.shop.alerts.some((alert) => alert.email === email && alert.productSizeId === size.sizeId && alert.sentAt === null)) {
      throw new ApiError(409, ALREADY_SUBSCRIBED_MESSAGE_FR);
    }
    const alert: ProductAlert = {
      id: this.shop.nextId++,
      productId: size.productId,
      productSizeId: size.sizeId,
      // The body's customerId is ignored, as by the shop: the token says whose alert it is.
      customerId,
      deviceTokenSalesforce: request.deviceTokenSalesforce ?? null,
      email,
      alertType: request.alertType ?? DEFAULT_ALERT_TYPE,
      createdAt: this.shop.now().toISOString(),
      sentAt: null,
    };
    this.shop.alerts.push(alert);
    return { ...alert, manage: this.manageLink(this.sign(email, LINK_DAYS, alert.id)) };
  }

  async list(link?: AlertLink): Promise<ProductAlert[]> {
    this.fail();
    const reachable = this.reachable(link);
    return this.shop.alerts.filter(reachable).reverse().map((alert) => ({ ...alert }));
  }

  async remove(alertId: number, link?: AlertLink): Promise<void> {
    this.fail();
    const reachable = this.reachable(link);
    const index = this.shop.alerts.findIndex((alert) => alert.id === alertId && reachable(alert));
    if (index === -1) throw new ApiError(404, 'Alert not found');
    this.shop.alerts.splice(index, 1);
  }

  /** The link the back-in-stock mail to this address carries (every alert of the address); `days` < 0: expired. */
  mailLink(email: string, days = LINK_DAYS): AlertManageLink {
    return this.manageLink(this.sign(normaliseEmail(email), days));
  }

  /** The back office puts stock back: waiting alerts of a size that had none are sent. */
  restock(sizeId: number, quantity: number): ProductAlert[] {
    const size = this.shop.sizes.find((candidate) => candidate.sizeId === sizeId);
    if (!size) return [];
    const wasSoldOut = size.stock <= 0;
    size.stock += quantity;
    if (!wasSoldOut) return [];
    const sentAt = this.shop.now().toISOString();
    const sent = this.shop.alerts.filter((alert) => alert.productSizeId === sizeId && alert.sentAt === null);
    for (const alert of sent) alert.sentAt = sentAt;
    return sent.map((alert) => ({ ...alert }));
  }

  /** What the caller may reach: 401 neither signed in nor a link, 403 a link this shop did not sign as given, or expired. */
  private reachable(link: AlertLink | undefined): (alert: ProductAlert) => boolean {
    if (!link) {
      const customerId = this.caller();
      if (customerId === null) throw new ApiError(401, ALERT_LINK_REQUIRED_FR);
      return (alert) => alert.customerId === customerId;
    }
    const email = normaliseEmail(link.email);
    const signed = this.shop.signed.get(link.signature);
    const genuine = signed !== undefined && signed.email === email && signed.expires === link.expires && signed.alert === link.alert;
    if (!genuine || link.expires * 1000 <= this.shop.now().getTime()) throw new ApiError(403, ALERT_LINK_INVALID_FR);
    return (alert) => alert.email === email && (link.alert === undefined || alert.id === link.alert);
  }

  private sign(email: string, days: number, alert?: number): AlertLink {
    const expires = Math.floor(this.shop.now().getTime() / 1000) + days * 86_400;
    const link: AlertLink = { email, expires, signature: randomSignature(), ...(alert !== undefined ? { alert } : {}) };
    this.shop.signed.set(link.signature, link);
    return link;
  }

  private manageLink(link: AlertLink): AlertManageLink {
    const site = (this.shop.data.siteUrl ?? 'http://localhost:3000').replace(/\/+$/, '');
    return { ...link, url: `${site}/account/subscriptions?${new URLSearchParams(alertLinkParams(link)).toString()}` };
  }

  private fail(): void {
    if (this.shop.data.failWith) throw this.shop.data.failWith;
  }
}

/** 32 random bytes, base64url: the shape of the shop's signatures. */
function randomSignature(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
