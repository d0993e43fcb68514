/**
 * SPEC §4 "After the server reply": quantities capped at what is available, unit prices
 * recomputed from line totals, zero-quantity lines dropped, the promotion kept only when valid
 * (otherwise cleared and its message exposed). Lines the server could not price are dropped too.
 */
import type { BasketDetail, BasketItemDetail, Device } from './basket-detail';
import { unitPriceFromTotal } from './pricing';
import { lineKey, type BasketLine, type BasketNotice, type BasketState, type BasketTotals, type PromotionState } from './basket-types';

function repricedLine(line: BasketLine, item: BasketItemDetail, quantity: number, available: number): BasketLine {
  const priced = item.quantity !== null && item.quantity > 0 ? item.quantity : quantity;
  const price = item.price === null ? line.info.price : unitPriceFromTotal(item.price, priced);
  const origin = item.originPrice === null ? line.info.originPrice : unitPriceFromTotal(item.originPrice, priced);
  return {
    // The answer speaks the current store's language: a line added in another store is renamed.
    info: { ...line.info, name: item.name ?? line.info.name, price, originPrice: origin !== null && origin > price ? origin : null, quantity: available },
    size: { ...line.size, label: item.size ?? line.size.label, quantity: available },
    quantity,
  };
}

function totalsOf(detail: BasketDetail): BasketTotals | null {
  if (!detail.defaultCarrier) return null;
  return {
    price: detail.price ?? 0,
    dutyFreePrice: detail.dutyFreePrice ?? 0,
    priceWithDefaultCarrier: detail.priceWithDefaultCarrier ?? detail.price ?? 0,
    weight: detail.weight ?? 0,
    countryIsoCode: detail.countryIsoCode ?? '',
    device: (detail.device === 1 ? 1 : 0) as Device,
    defaultCarrier: detail.defaultCarrier,
    promotions: { applied: detail.appliedPromotions, declined: detail.declinedPromotions },
  };
}

export function applyReply(state: BasketState, detail: BasketDetail): { state: BasketState; notices: BasketNotice[] } {
  const items = new Map<string, BasketItemDetail>();
  for (const item of detail.basketItems) {
    if (item.productId !== null && item.productSizeId !== null) items.set(lineKey(item.productId, item.productSizeId), item);
  }
  const removed = new Map(detail.removedItems.map((item) => [lineKey(item.productId, item.productSizeId), item.reason]));
  const notices: BasketNotice[] = [];
  const lines: BasketLine[] = [];
  for (const line of state.lines) {
    const productId = line.info.id;
    const sizeId = line.size.id;
    const item = items.get(lineKey(productId, sizeId));
    if (!item) {
      notices.push({ kind: 'line-removed', productId, sizeId, reason: removed.get(lineKey(productId, sizeId)) ?? 'discontinued' });
      continue;
    }
    const available = Math.max(0, item.quantityAvailable ?? item.quantity ?? line.quantity);
    const quantity = Math.max(0, Math.min(line.quantity, available, item.quantity ?? line.quantity));
    if (quantity === 0) {
      notices.push({ kind: 'line-removed', productId, sizeId, reason: 'out-of-stock' });
      continue;
    }
    if (quantity < line.quantity) notices.push({ kind: 'quantity-capped', productId, sizeId, requested: line.quantity, available: quantity });
    lines.push(repricedLine(line, item, quantity, available));
  }

  let promotion: PromotionState | null = null;
  let refusedPromotion: BasketState['refusedPromotion'] = null;
  const answer = detail.basketPromotion;
  if (state.promotion) {
    if (answer && answer.valid && answer.promotionValidity.valid) {
      promotion = { status: 'valid', code: answer.code || state.promotion.code, detail: answer };
    } else {
      refusedPromotion = { code: state.promotion.code, message: answer?.promotionValidity.message ?? '' };
      notices.push({ kind: 'promotion-refused', ...refusedPromotion });
    }
  }

  return {
    state: {
      ...state,
      lines,
      promotion,
      refusedPromotion,
      totals: lines.length === 0 ? null : totalsOf(detail),
      loading: false,
      error: false,
    },
    notices,
  };
}
