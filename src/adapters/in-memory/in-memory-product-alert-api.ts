import { ALREADY_SUBSCRIBED_MESSAGE_FR, DEFAULT_ALERT_TYPE, type ProductAlert, type ProductAlertRequest } from '../../domain/catalogue/product-alert';
import { isValidEmail, normaliseEmail } from '../../domain/customer/email';
import { ApiError } from '../../application/ports/api-error';
import type { ProductAlertApi } from '../../application/ports/product-alert-api';

export interface InMemoryAlertSize {
  productId: number;
  sizeId: number;
  stock: number;
}

export interface InMemoryAlertData {
  sizes?: InMemoryAlertSize[];
  now?: () => Date;
  /** Every call fails with this error when set. */
  failWith?: unknown;
}

/**
 * The shop's stock-alert rules as plain data (French answers), for use-case tests and offline
 * runs; kept honest by the same contract test as the HTTP adapter (`product-alert-api.contract.ts`).
 */
export class InMemoryProductAlertApi implements ProductAlertApi {
  /** Bodies as they would be sent. */
  readonly requests: Partial<ProductAlertRequest>[] = [];
  private readonly alerts: ProductAlert[] = [];
  private readonly sizes: InMemoryAlertSize[];
  private nextId = 1;

  constructor(private readonly data: InMemoryAlertData = {}) {
    this.sizes = (data.sizes ?? []).map((size) => ({ ...size }));
  }

  async subscribe(request: ProductAlertRequest): Promise<ProductAlert> {
    this.fail();
    this.requests.push({ ...request });
    if (!isValidEmail(request.email ?? '')) throw new ApiError(422, "L'adresse e-mail n'est pas valide");
    if (!this.sizes.some((size) => size.productId === request.productId)) throw new ApiError(404, 'Product not found');
    const size = this.sizes.find((candidate) => candidate.productId === request.productId && candidate.sizeId === request.productSizeId);
    if (!size) throw new ApiError(404, 'Size not found');
    if (size.stock > 0) throw new ApiError(422, 'Cette taille est disponible : vous pouvez la commander dès maintenant');
    const email = normaliseEmail(request.email);
    if (this.alerts.some((alert) => alert.email === email && alert.productSizeId === size.sizeId && alert.sentAt === null)) {
      throw new ApiError(409, ALREADY_SUBSCRIBED_MESSAGE_FR);
    }
    const alert: ProductAlert = {
      id: this.nextId++,
      productId: size.productId,
      productSizeId: size.sizeId,
      customerId: request.customerId ?? null,
      deviceTokenSalesforce: request.deviceTokenSalesforce ?? null,
      email,
      alertType: request.alertType ?? DEFAULT_ALERT_TYPE,
      createdAt: (this.data.now?.() ?? new Date()).toISOString(),
      sentAt: null,
    };
    this.alerts.push(alert);
    return { ...alert };
  }

  async list(email: string): Promise<ProductAlert[]> {
    this.fail();
    const wanted = normaliseEmail(email);
    return this.alerts.filter((alert) => alert.email === wanted).reverse().map((alert) => ({ ...alert }));
  }

  async remove(alertId: number): Promise<void> {
    this.fail();
    const index = this.alerts.findIndex((alert) => alert.id === alertId);
    if (index === -1) throw new ApiError(404, 'Alert not found');
    this.alerts.splice(index, 1);
  }

  /** The back office puts stock back: waiting alerts of a size that had none are sent. */
  restock(sizeId: number, quantity: number): ProductAlert[] {
    const size = this.sizes.find((candidate) => candidate.sizeId === sizeId);
    if (!size) return [];
    const wasSoldOut = size.stock <= 0;
    size.stock += quantity;
    if (!wasSoldOut) return [];
    const sentAt = (this.data.now?.() ?? new Date()).toISOString();
    const sent = this.alerts.filter((alert) => alert.productSizeId === sizeId && alert.sentAt === null);
    for (const alert of sent) alert.sentAt = sentAt;
    return sent.map((alert) => ({ ...alert }));
  }

  private fail(): void {
    if (this.data.failWith) throw this.data.failWith;
  }
}
