/**
 * POST /secure/checkout/orders (docs/checkout-api.md): the server prices the order itself,
 * checks the shipping and the means of payment, then writes the order, its lines and first
 * event, takes the stock (`stock = stock - q where stock >= q`) and spends the balance in ONE
 * transaction (DESIGN decision 16). The unique (customer, idempotency key) index makes a retry, a
 * double click or a concurrent duplicate find the first order: it is answered again (200) with
 * the same next step; the same key with another request is refused (422).
 */
import type { OutletGate } from '../core/outlet-gate';
import { INSTALMENTS_MINIMUM_CENTS, instalmentSchedule, paysLater, paysWithProvider, type PlacedOrder } from '../../src/domain/orders/order';
import { spendBalance, usableBalance } from '../../src/domain/orders/balance';
import { dutyFree } from '../../src/domain/basket/pricing';
import { formatCents, fromEuros } from '../../src/domain/money/money';
import { LOCALES } from '../../src/domain/store/locales';
import { fail, succeed, type Outcome } from '../core/outcome';
import { crashPause } from '../db/crash-hooks';
import { isUniqueViolation } from '../db/db-errors';
import { committedUnit, type Trx } from '../db/transaction';
import { loadBalanceEntries } from './orders-balance';
import type { OrderContext, OrdersDeps } from './orders-deps';
import { sendOrderMail } from './orders-mails';
import { nextStep } from './orders-payment';
import { PaymentUnavailableError } from './orders-settlement';
import { conflict, priceOrder, type OrderFailure, type PricedLine } from './orders-pricing';
import { findOrder, findOrderByKey, insertOrder, moveBalance, savedCardToken, takeStock as takeSize } from './orders-repository';
import { balanceShare, isIdempotencyKey, refuseCarrierType, refusePayment, requestHash } from './orders-rules';
import type { PlaceOrderBody } from './orders-schemas';
import { resolveShipping } from './orders-shipping';
import { orderText } from './orders-texts';
import { orderView, type OrderRow } from './orders-view';
import { PROMOTIONS_CACHE_KEY, PromotionUsedUp, takeOrderPromotions } from '../promotions/promotions-service';

export type PlaceOrderOutcome = Outcome<PlacedOrder & { created: boolean }> | OrderFailure;

/** Thrown inside the transaction to roll it back: what could not be taken. */
class Shortage extends Error {
  constructor(readonly failure: OrderFailure) {
    super(failure.message);
  }
}

async function answer(deps: OrdersDeps, context: OrderContext, row: OrderRow, created: boolean, card?: { token?: string; saveCard: boolean }): Promise<PlaceOrderOutcome> {
  const { next } = await nextStep(deps, row, context.origin, card);
  const record = (await findOrder(deps.db, row.id))!;
  return succeed({ order: orderView(record, context.locale), next, created });
}

/** The first order of this key, answered again; another request under the same key is refused. */
async function replay(deps: OrdersDeps, context: OrderContext, key: string, hash: string): Promise<PlaceOrderOutcome | null> {
  const existing = await findOrderByKey(deps.db, context.customer.id, key);
  if (!existing) return null;
  if (existing.request_hash !== hash) return fail('refused', orderText('keyReused', context.locale));
  return answer(deps, context, existing, false);
}

async function takeStock(trx: Trx, lines: PricedLine[], locale: OrderContext['locale']): Promise<void> {
  // Always in the same order (by size): two orders taking the same sizes never wait on each other in a cycle.
  for (const line of [...lines].sort((a, b) => a.productSizeId - b.productSizeId)) {
    if (!(await takeSize(trx, line.productSizeId, line.quantity))) {
      throw new Shortage(conflict('stock', orderText('stock', locale, { items: `${line.name} (${line.sizeLabel})` })));
    }
  }
}

async function spend(trx: Trx, customerId: number, orderId: number, amount: number, now: Date, locale: OrderContext['locale']): Promise<void> {
  // Read again under lock: two orders paid from the same balance at once spend it once; the
  // second finds less than it planned and is refused (nothing of it is written).
  const entries = await loadBalanceEntries(trx, customerId, true);
  const spends = spendBalance(entries, amount, now);
  if (!spends) throw new Shortage(conflict('balance', orderText('balanceChanged', locale)));
  for (const part of spends) await moveBalance(trx, part.entryId, orderId, -part.amount, now);
}

/**
 * A promotion's last uses went to other orders meanwhile: the price changed (SPEC's conflict),
 * and the shopper is told the new total, priced again without the cache.
 */
async function usedUp(deps: OrdersDeps, context: OrderContext, body: PlaceOrderBody, countryIsoCode: string, outlet?: OutletGate): Promise<PlaceOrderOutcome> {
  deps.cache.forget(PROMOTIONS_CACHE_KEY);
  const again = await priceOrder(deps, { ...context, noCache: true }, {
    items: body.basketItems,
    promotionCode: body.basketPromotion?.code ?? null,
    device: body.device ?? context.device,
    countryIsoCode,
    carrierId: body.carrierId!,
    customerId: context.customer.id,
    outlet,
  });
  if (!again.ok) return again;
  return conflict('price-changed', orderText('priceChanged', context.locale, { total: formatCents(again.value.amount, LOCALES[context.locale].iso) }));
}

/**
 * Places the order. A provider that cannot take the payment once the order is written is the
 * provider's unavailability (the order waits for its payment; the same key tries again).
 */
export async function placeOrder(deps: OrdersDeps, context: OrderContext, key: string | undefined, body: PlaceOrderBody, outlet?: OutletGate): Promise<PlaceOrderOutcome> {
  try {
    return await place(deps, context, key, body, outlet);
  } catch (error) {
    if (error instanceof PaymentUnavailableError) return fail('provider-unavailable', orderText('paymentUnavailable', context.locale));
    throw error;
  }
}

async function place(deps: OrdersDeps, context: OrderContext, key: string | undefined, body: PlaceOrderBody, outlet?: OutletGate): Promise<PlaceOrderOutcome> {
  const { locale } = context;
  if (!isIdempotencyKey(key)) return fail('invalid-input', orderText('badKey', locale));
  const hash = requestHash(body);
  const replayed = await replay(deps, context, key, hash);
  if (replayed) return replayed;

  if (body.acceptTerms !== true) return fail('invalid-input', orderText('termsNotAccepted', locale));
  if (!body.shipping || body.carrierId === undefined) return fail('invalid-input', orderText('noDeliveryMode', locale));
  const method = body.payment.method;
  if (paysWithProvider(method) && !deps.payments) return fail('provider-unavailable', orderText('paymentUnavailable', locale));
  const shipping = await resolveShipping(deps, context.customer.id, locale, body.shipping, body.billingAddressId);
  if (!shipping.ok) return shipping;
  const priced = await priceOrder(deps, context, {
    items: body.basketItems,
    promotionCode: body.basketPromotion?.code ?? null,
    device: body.device ?? context.device,
    countryIsoCode: shipping.value.countryIsoCode2,
    carrierId: body.carrierId,
    customerId: context.customer.id,
    outlet,
  });
  if (!priced.ok) return priced;
  const order = priced.value;
  const typeRefusal = refuseCarrierType(order.offer.type, shipping.value.kind);
  if (typeRefusal) return fail('invalid-input', orderText(typeRefusal.key, locale));
  if (body.expectedTotal !== undefined && fromEuros(body.expectedTotal) !== order.amount) {
    return conflict('price-changed', orderText('priceChanged', locale, { total: formatCents(order.amount, LOCALES[locale].iso) }));
  }

  const now = deps.now();
  const readsBalance = method === 'balance' || body.payment.useBalance === true;
  const balance = readsBalance ? usableBalance(await loadBalanceEntries(deps.db, context.customer.id), now) : 0;
  const refusal = refusePayment(body.payment, order.amount, balance);
  if (refusal) return fail('invalid-input', orderText(refusal.key, locale, { amount: formatCents(INSTALMENTS_MINIMUM_CENTS, LOCALES[locale].iso) }));
  let cardToken: string | undefined;
  if (body.payment.cardId !== undefined) {
    cardToken = await savedCardToken(deps.db, body.payment.cardId, context.customer.id);
    if (cardToken === undefined) return fail('invalid-input', orderText('unknownCard', locale));
  }

  // What vouchers and credits pay (all with the balance means; what they can with useBalance); the method pays the rest.
  const balanceCents = balanceShare(body.payment, order.amount, balance);
  const amountWithDuty = order.amount;
  let row: OrderRow;
  try {
    row = await committedUnit(deps.db, deps.log, async ({ trx, afterCommit }) => {
      const inserted = await insertOrder(
        trx,
        {
          customer_id: context.customer.id,
          idempotency_key: key,
          request_hash: hash,
          store_id: context.store.id,
          locale,
          status: method === 'balance' ? 'paid' : 'awaiting_payment',
          payment_method: method,
          goods_cents: order.goods,
          discount_cents: order.discount,
          shipping_cents: order.shipping,
          balance_cents: balanceCents,
          total_cents: order.amount - balanceCents,
          duty_free_cents: dutyFree(amountWithDuty, order.country.vatRate),
          vat_rate: order.country.vatRate,
          promotion_code: order.promotionCode,
          carrier_id: order.offer.carrierId,
          carrier_code: order.offer.code,
          carrier_name: order.offer.name,
          carrier_type: order.offer.type,
          delivery_date: order.carrier.deliveryDate.deliveryDate,
          country_iso_code2: shipping.value.countryIsoCode2,
          shipping_address: JSON.stringify(shipping.value.shippingAddress),
          billing_address: JSON.stringify(shipping.value.billingAddress),
          relay_point: shipping.value.relayPoint ? JSON.stringify(shipping.value.relayPoint) : null,
          instalments: method === 'instalments4' ? JSON.stringify(instalmentSchedule(order.amount - balanceCents, now)) : null,
          created_at: now,
          updated_at: now,
        },
        order.lines.map((line) => ({
          product_id: line.productId,
          product_size_id: line.productSizeId,
          quantity: line.quantity,
          unit_price_cents: line.unitPrice,
          origin_unit_price_cents: line.originUnitPrice,
          total_cents: line.total,
          name: line.name,
          brand: line.brand,
          size_label: line.sizeLabel,
          picture: line.picture,
          slug: line.slug,
        })),
        { at: now, actor: 'customer', note: null },
      );
      await crashPause();
      await takeStock(trx, order.lines, locale);
      const promotions = await takeOrderPromotions(trx, { orderId: inserted.id, customerId: context.customer.id, locale, applied: order.promotions, sizeIds: order.promotionSizeIds });
      if (promotions.limited) afterCommit(() => deps.cache.forget(PROMOTIONS_CACHE_KEY));
      if (balanceCents > 0) await spend(trx, context.customer.id, inserted.id, balanceCents, now, locale);
      const sizeIds = order.lines.map((line) => line.productSizeId);
      if (deps.catalogueChanges) afterCommit(() => deps.catalogueChanges!.refreshSizes(sizeIds));
      if (method === 'balance' || paysLater(method)) afterCommit(() => sendOrderMail(deps, inserted.id, 'order-confirmation', context.origin));
      return inserted;
    });
  } catch (error) {
    if (error instanceof Shortage) return error.failure;
    if (error instanceof PromotionUsedUp) return usedUp(deps, context, body, shipping.value.countryIsoCode2, outlet);
    // A concurrent request with the same key committed first: its order is the answer.
    if (isUniqueViolation(error)) return (await replay(deps, context, key, hash)) ?? fail('refused', orderText('keyReused', locale));
    throw error;
  }
  return answer(deps, context, row, true, { token: cardToken, saveCard: body.payment.saveCard === true && cardToken === undefined });
}
