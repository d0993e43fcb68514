/**
 * Tracking, once the visitor allowed it (loaded by ConsentMount, never before consent): page views
 * with the A/B group, product views, checkout steps, the customer's hashed data (reset when nobody
 * is signed in), and the stores' basket, wishlist and purchase events, each turned into its
 * dataLayer entry here, in one place. RecordTrackingEvent checks the consent again for every entry.
 */
import { reaction, when } from 'mobx';
import type { RootStore } from '../app/root-store';
import type { WishlistEvent } from '../wishlist/wishlist-store';
import type { AbGroup } from '../../domain/tracking/ab-test';
import { pageViewEntry } from '../../domain/tracking/page-view';
import { linePayload, orderLinePayload, productIdPayload, productPayload, type ProductTrackingPayload } from '../../domain/tracking/product-payload';
import { checkoutEntry, productEntry, purchaseEntry, type DataLayerEntry } from '../../domain/tracking/tracking-events';
import { currentPage } from './page-tracking';
import { SHOP_EVENT, type ShopEvent } from './shop-events';

const PURCHASES_KEY = 'tracking.purchases';
let running: (() => void) | null = null;

export function startTracking(root: RootStore): () => void {
  if (running) return running;
  const tracking = root.services.tracking;
  const send = (entry: DataLayerEntry) => void tracking.record(entry).catch((error: unknown) => console.error('Unable to send data to GTM', error));
  let ab: AbGroup | null = null;
  const ready = tracking.abGroup().then(
    (group) => (ab = group),
    () => null,
  );

  /** The page's product when the event is about it (full payload), else what the basket line knows. */
  const payloadOf = (productId: number, fallback: () => ProductTrackingPayload, options: { sizeId?: number | null; quantity?: number } = {}): ProductTrackingPayload => {
    const product = root.page.product?.detail.product;
    return product && product.id === productId ? productPayload(product, options) : fallback();
  };

  const basketItems = () => root.basket.basket.lines.map((line) => payloadOf(line.info.id, () => linePayload(line), { sizeId: line.size.id, quantity: line.quantity }));

  const stopPage = reaction(
    () => ({ path: root.page.path, query: JSON.stringify(root.page.query), status: root.page.status, product: root.page.product?.detail.product.id ?? null }),
    () => {
      void ready.then(() => {
        send(pageViewEntry(currentPage(root, window.location.href, document.title), ab));
        const product = root.page.product?.detail.product;
        if (root.page.pageInfo?.type === 'product' && product) send(productEntry('view_item', [productPayload(product)]));
        const step = root.page.route.step;
        // The basket is restored from storage after hydration: its lines are the step's items.
        if (step && step < 4) void when(() => root.basket.restored).then(() => send(checkoutEntry(step, basketItems())));
      });
    },
    { fireImmediately: true, equals: (a, b) => a.path === b.path && a.query === b.query && a.status === b.status && a.product === b.product },
  );

  const stopCustomer = reaction(
    () => ({ status: root.auth.status, customer: root.auth.customer, address: root.auth.defaultAddress }),
    ({ status, customer, address }) => {
      if (status === 'signed-in' && customer) void tracking.trackCustomer({ profile: customer, address }).catch(() => undefined);
      else if (status === 'anonymous') void tracking.trackCustomer(null).catch(() => undefined);
    },
    { fireImmediately: true },
  );

  const onShopEvent = (event: Event) => {
    const detail = (event as CustomEvent<ShopEvent>).detail;
    if (detail.type === 'basket:add') {
      const item = detail.product
        ? productPayload(detail.product, { sizeId: detail.sizeId, quantity: detail.quantity })
        : payloadOf(detail.line!.info.id, () => linePayload({ ...detail.line!, quantity: detail.quantity }), { sizeId: detail.sizeId, quantity: detail.quantity });
      send(productEntry('add_to_cart', [item]));
    } else if (detail.type === 'basket:remove') {
      const { line, quantity } = detail;
      send(productEntry('remove_from_cart', [payloadOf(line.info.id, () => linePayload({ ...line, quantity }), { sizeId: line.size.id, quantity })]));
    } else if (detail.type === 'purchase') {
      if (!firstTimeSeen(detail.order.reference)) return;
      const items = detail.order.lines.map(orderLinePayload);
      send(checkoutEntry(4, items));
      send(purchaseEntry({ reference: detail.order.reference, total: detail.order.amounts.total, shipping: detail.order.amounts.shipping }, items));
    }
  };

  const onWishlist = (event: Event) => {
    const { type, productId } = (event as CustomEvent<WishlistEvent>).detail;
    const item = payloadOf(productId, () => productIdPayload(productId));
    send(productEntry(type === 'wishlist:add' ? 'add_to_wishlist' : 'remove_from_wishlist', [item]));
  };

  window.addEventListener(SHOP_EVENT, onShopEvent);
  window.addEventListener('boutique:wishlist', onWishlist);
  running = () => {
    stopPage();
    stopCustomer();
    window.removeEventListener(SHOP_EVENT, onShopEvent);
    window.removeEventListener('boutique:wishlist', onWishlist);
    running = null;
  };
  return running;
}

/** A confirmation page shown again (reload, back) is not a second purchase. */
function firstTimeSeen(reference: string): boolean {
  try {
    const seen = JSON.parse(window.sessionStorage.getItem(PURCHASES_KEY) ?? '[]') as unknown;
    const list = Array.isArray(seen) ? seen.filter((value): value is string => typeof value === 'string') : [];
    if (list.includes(reference)) return false;
    window.sessionStorage.setItem(PURCHASES_KEY, JSON.stringify([...list, reference].slice(-20)));
    return true;
  } catch {
    return true;
  }
}
