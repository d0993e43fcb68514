import { isApiError } from '../ports/api-error';
import type { AuthTokenStore } from '../ports/auth-token-store';
import type { OrderDocument, OrdersApi } from '../ports/orders-api';
import { asCustomer, isSignedOut, type SignedOut } from '../auth/signed-in';

export type DownloadDocumentResult =
  /** The PDF and its name from content-disposition (`facture-<id>.pdf`, `bon-de-commande-<id>.pdf`). */
  | { kind: 'downloaded'; document: OrderDocument }
  | { kind: 'not-found' }
  /** No bill before payment, nor for an order cancelled unpaid: the shop's message. */
  | { kind: 'not-available'; message: string }
  | SignedOut;

async function download(tokens: AuthTokenStore, orderId: number, fetch: () => Promise<OrderDocument>): Promise<DownloadDocumentResult> {
  if (!Number.isSafeInteger(orderId) || orderId <= 0) return { kind: 'not-found' };
  try {
    const document = await asCustomer(tokens, fetch);
    return isSignedOut(document) ? document : { kind: 'downloaded', document };
  } catch (error) {
    if (isApiError(error) && error.isNotFound) return { kind: 'not-found' };
    if (isApiError(error) && error.code === 409) return { kind: 'not-available', message: error.message };
    throw error;
  }
}

/** The order's bill (a PDF), once the order is paid. */
export class DownloadBill {
  constructor(
    private readonly orders: OrdersApi,
    private readonly tokens: AuthTokenStore,
  ) {}

  execute(orderId: number): Promise<DownloadDocumentResult> {
    return download(this.tokens, orderId, () => this.orders.bill(orderId));
  }
}

/** The order's purchase order (a PDF), from the moment it is placed. */
export class DownloadPurchaseOrder {
  constructor(
    private readonly orders: OrdersApi,
    private readonly tokens: AuthTokenStore,
  ) {}

  execute(orderId: number): Promise<DownloadDocumentResult> {
    return download(this.tokens, orderId, () => this.orders.purchaseOrder(orderId));
  }
}
