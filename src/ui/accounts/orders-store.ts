import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { OrderDocument } from '../../application/ports/orders-api';
import type { Order, OrderSummary } from '../../domain/orders/order';
import type { OrdersUseCases } from '../checkout/checkout-services';

export interface OrdersStoreDeps {
  useCases: () => Promise<OrdersUseCases>;
  auth: { sessionExpired(): void };
  report: (error: unknown, context: string) => void;
  /** Hands a downloaded file to the browser (a Blob link): the API needs the bearer token, so a plain link cannot fetch it. */
  save: (document: OrderDocument) => void;
}

export type DocumentKind = 'bill' | 'purchase-order';

/**
 * The order history (SPEC §2 account "orders (in progress / finished)" and "order detail"): the
 * lists, one order at a time, and its two documents.
 */
export class OrdersStore {
  inProgress: OrderSummary[] | null = null;
  finished: OrderSummary[] | null = null;
  listFailed = false;
  order: Order | null = null;
  orderId: number | null = null;
  notFound = false;
  orderFailed = false;
  downloading: DocumentKind | null = null;
  downloadFailed: DocumentKind | null = null;

  constructor(private readonly deps: OrdersStoreDeps) {
    makeAutoObservable<OrdersStore, 'deps'>(this, { inProgress: observableRef, finished: observableRef, order: observableRef, deps: false }, { autoBind: true });
  }

  get isEmpty(): boolean {
    return this.inProgress !== null && this.finished !== null && this.inProgress.length === 0 && this.finished.length === 0;
  }

  async loadList(): Promise<void> {
    try {
      const result = await (await this.deps.useCases()).listOrders.execute();
      if (result.kind === 'signed-out') return this.deps.auth.sessionExpired();
      runInAction(() => {
        this.inProgress = result.inProgress;
        this.finished = result.finished;
        this.listFailed = false;
      });
    } catch (error) {
      this.deps.report(error, 'Unable to fetch the orders');
      runInAction(() => (this.listFailed = true));
    }
  }

  async loadOrder(orderId: number): Promise<void> {
    if (this.orderId !== orderId) {
      this.order = null;
      this.orderId = orderId;
    }
    this.notFound = false;
    this.orderFailed = false;
    this.downloadFailed = null;
    if (!Number.isInteger(orderId) || orderId <= 0) {
      this.notFound = true;
      return;
    }
    try {
      const result = await (await this.deps.useCases()).getOrder.execute(orderId);
      if (result.kind === 'signed-out') return this.deps.auth.sessionExpired();
      runInAction(() => {
        if (this.orderId !== orderId) return;
        if (result.kind === 'found') this.order = result.order;
        else this.notFound = true;
      });
    } catch (error) {
      this.deps.report(error, 'Unable to fetch the order');
      runInAction(() => (this.orderFailed = true));
    }
  }

  async download(kind: DocumentKind): Promise<void> {
    const order = this.order;
    if (!order || this.downloading) return;
    this.downloading = kind;
    this.downloadFailed = null;
    try {
      const cases = await this.deps.useCases();
      const result = kind === 'bill' ? await cases.downloadBill.execute(order.id) : await cases.downloadPurchaseOrder.execute(order.id);
      if (result.kind === 'signed-out') this.deps.auth.sessionExpired();
      else if (result.kind === 'downloaded') this.deps.save(result.document);
      else runInAction(() => (this.downloadFailed = kind));
    } catch (error) {
      this.deps.report(error, `Unable to download the ${kind}`);
      runInAction(() => (this.downloadFailed = kind));
    } finally {
      runInAction(() => (this.downloading = null));
    }
  }
}

/** Saves a file the page fetched: a temporary Blob link, clicked, then released. */
export function saveWithBlobLink(document: OrderDocument): void {
  const blob = new Blob([document.bytes as BlobPart], { type: 'application/pdf' });
  const url = URL.createObjectURL(blob);
  const link = window.document.createElement('a');
  link.href = url;
  link.download = document.fileName;
  link.rel = 'noopener';
  window.document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
