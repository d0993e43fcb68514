import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { OrderDocument } from '../../application/ports/orders-api';
import type { RelayPoint } from '../../domain/orders/relay-point';
import type { ReturnOrder } from '../../domain/returns/returns';
import type { ReturnStoreDeps } from './return-form-store';

export interface ReturnDetailDeps extends Omit<ReturnStoreDeps, 'newKey'> {
  /** Hands the label to the browser (a Blob link: the API needs the bearer token). */
  save: (document: OrderDocument) => void;
}

/**
 * A return's confirmation and detail: its status and dated history, products and amounts, the
 * label (a PDF), the drop-off points near the customer, and the cancellation while the shop waits
 * for the parcel.
 */
export class ReturnDetailStore {
  returnId: number | null = null;
  returnOrder: ReturnOrder | null = null;
  notFound = false;
  failed = false;
  points: RelayPoint[] | null = null;
  pointsMessage: string | null = null;
  downloading = false;
  /** The shop's message when the label could not be had ('' when it said nothing). */
  downloadFailed: string | null = null;
  confirmingCancel = false;
  cancelling = false;
  cancelFailed: string | null = null;

  constructor(private readonly deps: ReturnDetailDeps) {
    makeAutoObservable<ReturnDetailStore, 'deps'>(this, { returnOrder: observableRef, points: observableRef, deps: false }, { autoBind: true });
  }

  get waiting(): boolean {
    return this.returnOrder?.status === 'waitClient';
  }

  async load(returnId: number): Promise<void> {
    if (this.returnId !== returnId) {
      this.returnOrder = null;
      this.points = null;
      this.returnId = returnId;
    }
    this.notFound = false;
    this.failed = false;
    this.downloadFailed = null;
    this.cancelFailed = null;
    this.confirmingCancel = false;
    try {
      const result = await (await this.deps.useCases()).getReturn.execute(returnId);
      if (result.kind === 'signed-out') return this.deps.auth.sessionExpired();
      runInAction(() => {
        if (this.returnId !== returnId) return;
        if (result.kind === 'found') this.returnOrder = result.returnOrder;
        else this.notFound = true;
      });
      if (result.kind === 'found' && result.returnOrder.status === 'waitClient') await this.loadPoints(returnId);
    } catch (error) {
      this.deps.report(error, 'Unable to fetch the return');
      runInAction(() => (this.failed = true));
    }
  }

  private async loadPoints(returnId: number): Promise<void> {
    try {
      const result = await (await this.deps.useCases()).findReturnRelayPoints.execute(returnId);
      runInAction(() => {
        if (this.returnId !== returnId) return;
        if (result.kind === 'found') this.points = result.points;
        else this.pointsMessage = result.kind === 'not-available' ? result.message : '';
      });
    } catch (error) {
      this.deps.report(error, 'Unable to fetch the drop-off points');
      runInAction(() => (this.pointsMessage = ''));
    }
  }

  async downloadCoupon(): Promise<void> {
    const returnOrder = this.returnOrder;
    if (!returnOrder || this.downloading) return;
    this.downloading = true;
    this.downloadFailed = null;
    try {
      const result = await (await this.deps.useCases()).downloadReturnCoupon.execute(returnOrder.id);
      if (result.kind === 'signed-out') this.deps.auth.sessionExpired();
      else if (result.kind === 'downloaded') this.deps.save(result.document);
      else runInAction(() => (this.downloadFailed = result.kind === 'not-available' ? result.message : ''));
    } catch (error) {
      this.deps.report(error, 'Unable to download the return label');
      runInAction(() => (this.downloadFailed = ''));
    } finally {
      runInAction(() => (this.downloading = false));
    }
  }

  askCancel(asking: boolean): void {
    this.confirmingCancel = asking;
    this.cancelFailed = null;
  }

  async cancel(): Promise<void> {
    const returnOrder = this.returnOrder;
    if (!returnOrder || this.cancelling) return;
    this.cancelling = true;
    this.cancelFailed = null;
    try {
      const result = await (await this.deps.useCases()).cancelReturn.execute(returnOrder.id);
      if (result.kind === 'signed-out') return this.deps.auth.sessionExpired();
      runInAction(() => {
        if (result.kind === 'cancelled') {
          this.returnOrder = result.returnOrder;
          this.points = null;
          this.confirmingCancel = false;
        } else if (result.kind === 'not-found') this.notFound = true;
        else this.cancelFailed = result.message;
      });
    } catch (error) {
      this.deps.report(error, 'Unable to cancel the return');
      runInAction(() => (this.cancelFailed = ''));
    } finally {
      runInAction(() => (this.cancelling = false));
    }
  }
}
