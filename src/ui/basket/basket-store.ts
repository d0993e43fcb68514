import { makeAutoObservable, observableRef, reaction, runInAction } from 'mobx';
import { Basket } from '../../domain/basket/basket';
import type { BasketLine, BasketNotice } from '../../domain/basket/basket-types';
import type { ProductDetail } from '../../domain/catalogue/product';
import type { HeaderStore } from '../header/header-store';
import type { ToastStore } from '../feedback/toast-store';
import type { BasketUseCases } from './basket-use-cases';
import { lowStockLine } from './low-stock';
import { memorySession, type SessionFlags } from './session-flags';
import { emitShopEvent } from '../consent/shop-events';

/** SPEC §9 header constants. */
export const BASKET_AUTO_CLOSE_MS = 3000;
export const BASKET_HOVER_CLOSE_MS = 150;
export const LOW_STOCK_TOAST_MS = 7000;
const LOW_STOCK_SESSION_KEY = 'basket.lowStockNotified';

/** What the add button tells the shopper when the basket would not take the size. */
export type AddOutcome = 'added' | 'size-required' | 'size-unavailable' | 'failed';
/** The promo field's message: a translation key, or the server's own words. */
export type PromoMessage = { kind: 'key'; key: string } | { kind: 'server'; text: string } | null;

export interface BasketStoreDeps {
  useCases: () => Promise<BasketUseCases>;
  /** False when storage keeps no basket: restoring needs no use case then. Absent: always restore through them. */
  hasStoredBasket?: () => boolean;
  header: HeaderStore;
  toasts: ToastStore;
  session?: SessionFlags;
  schedule?: (run: () => void, ms: number) => ReturnType<typeof setTimeout>;
  cancel?: (timer: ReturnType<typeof setTimeout>) => void;
}

/**
 * The browser's basket: the use cases do the writes (and keep browser storage), this store holds
 * the immutable Basket they answer with and the UI state around it (dropdown, notices, promo
 * message). Empty on the server: the basket lives in the browser and is restored after hydration.
 */
export class BasketStore {
  basket: Basket = Basket.empty();
  restored = false;
  adding = false;
  dropdownOpen = false;
  notices: BasketNotice[] = [];
  promoMessage: PromoMessage = null;
  promoBusy = false;
  /** Builds the low-stock toast text (set by a view, which knows the language). */
  lowStockText: ((line: BasketLine) => string) | null = null;
  private freeShippingAmount: number | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private held: (() => boolean) | null = null;
  private restoring: Promise<void> | null = null;
  private readonly deps: Required<Omit<BasketStoreDeps, 'hasStoredBasket'>> & Pick<BasketStoreDeps, 'hasStoredBasket'>;

  constructor(deps: BasketStoreDeps) {
    this.deps = {
      ...deps,
      session: deps.session ?? memorySession(),
      schedule: deps.schedule ?? ((run, ms) => setTimeout(run, ms)),
      cancel: deps.cancel ?? ((timer) => clearTimeout(timer)),
    };
    makeAutoObservable<BasketStore, 'deps' | 'timer' | 'held' | 'freeShippingAmount' | 'restoring' | 'load'>(
      this,
      { basket: observableRef, notices: observableRef, lowStockText: false, deps: false, timer: false, held: false, freeShippingAmount: false, restoring: false, load: false },
      { autoBind: true },
    );
    // Two header panels never lie on top of each other: the country picker closes the dropdown.
    reaction(
      () => deps.header.countrySwitchOpen,
      (open) => open && this.closeDropdown(),
    );
  }

  get count(): number {
    return this.basket.count;
  }

  get isEmpty(): boolean {
    return this.basket.isEmpty;
  }

  /** After hydration: the stored basket, priced again (prices and stock may have moved). */
  restore(freeShippingAmount: number): Promise<void> {
    // The use cases could not load (a failed chunk): reported; the next view that needs the basket tries again.
    this.restoring ??= this.load(freeShippingAmount).catch((error: unknown) => {
      console.error('Unable to restore the basket', error);
      this.restoring = null;
    });
    return this.restoring;
  }

  private async load(freeShippingAmount: number): Promise<void> {
    this.freeShippingAmount = freeShippingAmount;
    if (this.deps.hasStoredBasket?.() === false) {
      runInAction(() => {
        this.restored = true;
      });
      return;
    }
    const useCases = await this.deps.useCases();
    const stored = (await useCases.load.execute()).basket;
    runInAction(() => {
      this.restored = true;
    });
    this.setBasket(stored);
    if (stored.isEmpty) return;
    await this.run((cases) => cases.load.execute({ recalculate: true }));
  }

  async add(product: ProductDetail, selectedSizeId: number | null): Promise<AddOutcome> {
    // A product in one size needs no choice.
    const sizeId = selectedSizeId ?? (product.productSizes.length === 1 ? product.productSizes[0].productSizeId : null);
    if (sizeId === null) return 'size-required';
    const size = product.productSizes.find((candidate) => candidate.productSizeId === sizeId);
    if (!size || size.quantity <= 0) return 'size-unavailable';
    this.adding = true;
    this.promoMessage = null;
    try {
      const useCases = await this.deps.useCases();
      const result = await useCases.add.execute({ productId: product.id, sizeId, product });
      runInAction(() => (this.restored = true));
      if (result.kind === 'size-unavailable' || result.kind === 'size-not-found') return 'size-unavailable';
      if (!('basket' in result)) return 'failed';
      this.settle(result.basket, 'notices' in result ? result.notices : []);
      if (result.kind === 'recalculation-failed') return 'failed';
      emitShopEvent({ type: 'basket:add', product, line: null, sizeId, quantity: 1 });
      this.deps.header.showHeader();
      this.openDropdown({ autoClose: true });
      return 'added';
    } catch (error) {
      // A bug, not a shopper's mistake: reported, and the button says the basket could not be updated.
      console.error('Unable to add to the basket', error);
      return 'failed';
    } finally {
      runInAction(() => (this.adding = false));
    }
  }

  async setQuantity(productId: number, sizeId: number, quantity: number): Promise<void> {
    const before = this.basket.line(productId, sizeId);
    await this.run((cases) => cases.setQuantity.execute({ productId, sizeId, quantity }));
    this.announceChange(before, this.basket.line(productId, sizeId));
  }

  async remove(productId: number, sizeId: number): Promise<void> {
    const before = this.basket.line(productId, sizeId);
    await this.run((cases) => cases.remove.execute({ productId, sizeId }));
    this.announceChange(before, this.basket.line(productId, sizeId));
  }

  /** Tracking hears of the shopper's own changes (not of the server's stock caps on recalculation). */
  private announceChange(before: BasketLine | undefined, after: BasketLine | undefined): void {
    if (!before) return;
    const delta = (after?.quantity ?? 0) - before.quantity;
    if (delta > 0) emitShopEvent({ type: 'basket:add', product: null, line: after ?? before, sizeId: before.size.id, quantity: delta });
    else if (delta < 0) emitShopEvent({ type: 'basket:remove', line: before, quantity: -delta });
  }

  /** Retry after a failed recalculation. */
  recalculate(): Promise<void> {
    return this.run((cases) => cases.load.execute({ recalculate: true }));
  }

  async applyPromotion(code: string): Promise<boolean> {
    this.promoBusy = true;
    this.promoMessage = null;
    try {
      const useCases = await this.deps.useCases();
      const result = await useCases.applyPromotion.execute(code);
      runInAction(() => {
        if (result.kind === 'promo-code-required') this.promoMessage = { kind: 'key', key: 'basket.promotion.empty' };
        else if (result.kind === 'empty-basket') this.promoMessage = { kind: 'key', key: 'basket.promotion.emptyBasket' };
        else if (result.kind === 'promotion-refused') this.promoMessage = { kind: 'server', text: result.message };
        else if (result.kind === 'recalculation-failed') this.promoMessage = { kind: 'key', key: 'basket.error' };
      });
      if ('basket' in result) this.settle(result.basket, 'notices' in result ? result.notices.filter((notice) => notice.kind !== 'promotion-refused') : []);
      return result.kind === 'promotion-applied';
    } finally {
      runInAction(() => (this.promoBusy = false));
    }
  }

  async clearPromotion(): Promise<void> {
    this.promoMessage = null;
    await this.run((cases) => cases.clearPromotion.execute());
  }

  /** The reminder mail's link (issue 38): the reminded lines back in the basket, once signed in. */
  async restoreReminded(basketId: number): Promise<'restored' | 'signed-out' | 'not-found'> {
    const useCases = await this.deps.useCases();
    if (!useCases.restoreReminded) return 'not-found';
    const result = await useCases.restoreReminded.execute(basketId);
    if (result.kind !== 'restored') return result.kind;
    runInAction(() => (this.restored = true));
    this.settle(result.basket, []);
    return 'restored';
  }

  /** A basket a checkout use case stored (delivery choices, the order, a clean basket after it). */
  adopt(basket: Basket): void {
    runInAction(() => (this.restored = true));
    this.setBasket(basket);
  }

  dismissNotices(): void {
    this.notices = [];
  }

  /** SPEC §4: opens on add and closes by itself after 3 s, unless the shopper is on it by then (issue 35). */
  openDropdown({ autoClose }: { autoClose: boolean }): void {
    this.clearTimer();
    // Two header panels never lie on top of each other: the dropdown closes the country picker.
    this.deps.header.closeCountrySwitch();
    this.dropdownOpen = true;
    if (autoClose) this.timer = this.deps.schedule(() => this.closeUnlessHeld(), BASKET_AUTO_CLOSE_MS);
  }

  closeDropdown(): void {
    this.clearTimer();
    this.dropdownOpen = false;
  }

  /**
   * The view says whether the pointer is over the menu or the focus inside it: a timer that comes
   * due then leaves the dropdown open, and leaving it (pointer or focus) closes it 150 ms later.
   */
  holdWhile(held: (() => boolean) | null): void {
    this.held = held;
  }

  /** The focus came into the menu: an open dropdown stays open while it is there. */
  keepOpen(): void {
    if (this.dropdownOpen) this.clearTimer();
  }

  /** SPEC §4: hovering opens the dropdown only when the basket holds products. */
  hoverStart(): void {
    if (this.isEmpty) return;
    this.openDropdown({ autoClose: false });
  }

  /** SPEC §9: closes 150 ms after the pointer (or the focus) leaves (it may be on its way into the dropdown). */
  hoverEnd(): void {
    if (!this.dropdownOpen) return;
    this.clearTimer();
    this.timer = this.deps.schedule(() => this.closeUnlessHeld(), BASKET_HOVER_CLOSE_MS);
  }

  private closeUnlessHeld(): void {
    this.timer = null;
    if (this.held?.()) return;
    this.closeDropdown();
  }

  private clearTimer(): void {
    if (this.timer !== null) this.deps.cancel(this.timer);
    this.timer = null;
  }

  private async run(change: (cases: BasketUseCases) => Promise<{ kind: string; basket?: Basket; notices?: BasketNotice[] }>): Promise<void> {
    // SPEC §4: any change clears a refused promotion, and so its message.
    this.promoMessage = null;
    const useCases = await this.deps.useCases();
    const result = await change(useCases);
    if (result.basket && result.kind !== 'superseded') this.settle(result.basket, result.notices ?? []);
  }

  private settle(basket: Basket, notices: BasketNotice[]): void {
    this.setBasket(basket);
    const refused = notices.find((notice) => notice.kind === 'promotion-refused');
    runInAction(() => {
      this.notices = notices.filter((notice) => notice.kind !== 'promotion-refused');
      if (refused) this.promoMessage = { kind: 'server', text: refused.message };
    });
  }

  private setBasket(basket: Basket): void {
    const withAmount = this.freeShippingAmount === null ? basket : basket.withFreeShippingAmount(this.freeShippingAmount);
    runInAction(() => {
      this.basket = withAmount;
      this.deps.header.basketCount = withAmount.count;
    });
    if (!withAmount.loading) this.notifyLowStock(withAmount);
  }

  /** SPEC §4/§9: once per session, the cheapest line with 2 or fewer left. */
  private notifyLowStock(basket: Basket): void {
    const { session, toasts } = this.deps;
    if (!this.lowStockText || session.has(LOW_STOCK_SESSION_KEY)) return;
    const line = lowStockLine(basket.lines);
    if (!line) return;
    session.set(LOW_STOCK_SESSION_KEY);
    toasts.show(this.lowStockText(line), { ttl: LOW_STOCK_TOAST_MS });
  }
}
