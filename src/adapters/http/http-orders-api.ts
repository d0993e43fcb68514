import type { Order, OrderSummary } from '../../domain/orders/order';
import type { Balance, OrderDocument, OrdersApi } from '../../application/ports/orders-api';
import type { HttpApiClient } from './api-client';

/**
 * The file name a `content-disposition` header gives (`filename*=UTF-8''…` first, as RFC 6266
 * prefers it, then `filename="…"`); `fallback` when it names none.
 */
export function fileNameOf(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended) {
    try {
      return safeName(decodeURIComponent(extended[1].trim()), fallback);
    } catch {
      // A broken escape: try the plain parameter.
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/.exec(header);
  return plain ? safeName((plain[1] ?? plain[2]).replace(/\\(.)/g, '$1'), fallback) : fallback;
}

/** Only a base name: a header never chooses where a file lands. */
function safeName(name: string, fallback: string): string {
  const base = name.split(/[\\/]/).pop()?.trim() ?? '';
  return base === '' || base === '.' || base === '..' ? fallback : base;
}

/** `/secure/me/orders`, `/secure/orders/*` and `/secure/account/vouchers` of docs/checkout-api.md. */
export class HttpOrdersApi implements OrdersApi {
  constructor(private readonly client: HttpApiClient) {}

  orders(): Promise<{ inProgress: OrderSummary[]; finished: OrderSummary[] }> {
    return this.client.get('secure/me/orders');
  }

  order(orderId: number): Promise<Order> {
    return this.client.get(`secure/orders/${orderId}`);
  }

  bill(orderId: number): Promise<OrderDocument> {
    return this.document(`secure/orders/${orderId}/bill`, `facture-${orderId}.pdf`);
  }

  purchaseOrder(orderId: number): Promise<OrderDocument> {
    return this.document(`secure/orders/${orderId}/purchase-order`, `bon-de-commande-${orderId}.pdf`);
  }

  balance(): Promise<Balance> {
    return this.client.get('secure/account/vouchers');
  }

  private async document(path: string, fallback: string): Promise<OrderDocument> {
    const response = await this.client.raw('GET', path, { headers: { Accept: 'application/pdf' } });
    return { fileName: fileNameOf(response.headers.get('content-disposition'), fallback), bytes: new Uint8Array(await response.arrayBuffer()) };
  }
}
