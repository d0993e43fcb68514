/**
 * SPEC §3 "Product alert": a shopper asks to be told when a sold-out size is back in stock.
 * Fields the client leaves null are not sent (SPEC §3: null fields dropped when sent).
 */
export const ALERT_TYPES = ['back_in_stock'] as const;
export type AlertType = (typeof ALERT_TYPES)[number];
export const DEFAULT_ALERT_TYPE: AlertType = 'back_in_stock';

/** SPEC §8, the server's French wording of a duplicate alert (other languages: translations). */
export const ALREADY_SUBSCRIBED_MESSAGE_FR = 'Vous êtes déjà inscrit à cette alerte mail';

export interface ProductAlertRequest {
  productId: number;
  productSizeId: number;
  email: string;
  customerId?: number | null;
  deviceTokenSalesforce?: string | null;
  alertType?: AlertType | null;
}

export interface ProductAlert {
  id: number;
  productId: number;
  productSizeId: number;
  customerId: number | null;
  deviceTokenSalesforce: string | null;
  email: string;
  alertType: AlertType;
  /** ISO date-time. */
  createdAt: string;
  /** When the back-in-stock mail left; null while waiting. */
  sentAt: string | null;
}

/** The request body: every field that is null or undefined is left out. */
export function alertPayload(request: ProductAlertRequest): Partial<ProductAlertRequest> {
  return Object.fromEntries(Object.entries(request).filter(([, value]) => value !== null && value !== undefined)) as Partial<ProductAlertRequest>;
}
