import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { ProductAlert } from '../../domain/alerts/product-alert';
import { productCardFromDetail, type ProductCard } from '../../domain/catalogue/product-card';
import { DEFAULT_FAILURE, type UiMessage } from '../forms/form-message';
import type { ProductServices } from '../product/product-services';
import { report, type AccountStoreDeps } from './profile-store';

/** One alert as the subscriptions screen shows it: the product (when the shop still sells it) and the size. */
export interface AlertRow {
  alert: ProductAlert;
  product: ProductCard | null;
  size: string | null;
}

/**
 * "My stock alerts" (SPEC §2 subscriptions screen): the signed-in customer's alerts, each with
 * its product's name, picture and size label (fetched alongside: the alert only holds ids).
 */
export class StockAlertsStore {
  rows: AlertRow[] | null = null;
  loadFailed = false;
  busyId: number | null = null;
  message: UiMessage | null = null;

  constructor(private readonly deps: AccountStoreDeps & { product: Pick<ProductServices, 'getProduct'> }) {
    makeAutoObservable<StockAlertsStore, 'deps'>(this, { rows: observableRef, deps: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    try {
      const cases = await this.deps.useCases();
      const result = await cases.listStockAlerts.execute();
      if (result.kind === 'signed-out') return this.deps.auth.sessionExpired();
      const rows = await Promise.all(result.alerts.map((alert) => this.row(alert)));
      runInAction(() => {
        this.rows = rows;
        this.loadFailed = false;
      });
    } catch (error) {
      report(this.deps, error, 'Unable to fetch the stock alerts');
      runInAction(() => (this.loadFailed = true));
    }
  }

  async remove(id: number): Promise<void> {
    if (this.busyId !== null) return;
    this.busyId = id;
    this.message = null;
    try {
      const cases = await this.deps.useCases();
      const result = await cases.removeStockAlert.execute(id);
      if (result.kind === 'signed-out') return this.deps.auth.sessionExpired();
      if (result.kind === 'link-refused') throw new Error('A signed-in removal was refused as a link');
      // Removed, or already gone (another tab): either way the row leaves the list.
      runInAction(() => (this.rows = (this.rows ?? []).filter((row) => row.alert.id !== id)));
    } catch (error) {
      report(this.deps, error, 'Unable to delete the stock alert');
      runInAction(() => (this.message = DEFAULT_FAILURE));
    } finally {
      runInAction(() => (this.busyId = null));
    }
  }

  private async row(alert: ProductAlert): Promise<AlertRow> {
    try {
      const found = await this.deps.product.getProduct(alert.productId);
      if (found.kind === 'not-found') return { alert, product: null, size: null };
      const { product } = found.product;
      const size = product.productSizes.find((candidate) => candidate.productSizeId === alert.productSizeId)?.size ?? null;
      return { alert, product: productCardFromDetail(product), size };
    } catch (error) {
      report(this.deps, error, 'Unable to fetch the product of an alert');
      return { alert, product: null, size: null };
    }
  }
}
