/**
 * The order mails (DESIGN decision 9, through the Mailer port), in the order's language: the
 * confirmation once paid, or once placed for a transfer or a cheque (with how to pay), and the
 * shipping mail with its tracking link. Sent after the commit that changed the order.
 */
import { isLocaleCode, LOCALES, type LocaleCode } from '../../src/domain/store/locales';
import { isStoreId, shopName, STORES } from '../../src/domain/store/stores';
import { storeBaseUrl } from '../http/store-urls';
import { formatDay } from '../../src/domain/calendar/calendar-format';
import { formatCents, fromEuros, toEuros } from '../../src/domain/money/money';
import type { Order } from '../../src/domain/orders/order';
import { orderFigures, type OrderFigures } from '../../src/domain/orders/order-figures';
import { orderTotalRows } from '../documents/documents-service';
import type { OrdersDeps } from './orders-deps';
import { ORDER_MAIL_WORDS, type OrderMailWords } from './orders-mail-texts';
import { customerOf, findOrder } from './orders-repository';
import { orderView } from './orders-view';

export type OrderMailKind = 'order-confirmation' | 'order-shipped';

/** Euros as a mail writes them (plain spaces, see formatCents). */
const mailMoney = (euros: number, iso: string): string => formatCents(fromEuros(euros), iso);

export interface OrderMailInput {
  order: Order;
  firstName: string;
  locale: LocaleCode;
  shop: string;
  /** The order in the account, when the shop knows its public address. */
  url: string | null;
}

const paidOrTotal = (figures: OrderFigures): number => (figures.paid > 0 ? figures.paid : figures.total);

function words({ order, firstName, locale, shop, url }: OrderMailInput): OrderMailWords {
  const iso = LOCALES[locale].iso;
  const { colon } = ORDER_MAIL_WORDS[locale];
  const relay = order.relayPoint;
  const address = order.shippingAddress;
  const where = relay ? `${order.carrier.name}, ${relay.name}, ${relay.street}, ${relay.zipCode} ${relay.city}`
    : `${order.carrier.name}, ${address.street}, ${address.zipCode} ${address.city}`;
  const lines = order.lines.map((line) => `- ${line.quantity} × ${line.name} (${line.brand}, ${line.size})${colon}${mailMoney(line.total, iso)}`);
  // The same figures as the bill and the purchase order (server/documents).
  const totals = orderTotalRows(order, locale, mailMoney).map((row) => `${row.label}${colon}${row.value}`.replace(/[\u00a0\u202f]/g, ' '));
  return {
    firstName,
    reference: order.reference,
    // What the shopper pays (or paid) by transfer, cheque or card; an order the credits paid whole: its total.
    total: mailMoney(toEuros(paidOrTotal(orderFigures(order.amounts))), iso),
    lines: [...lines, '', ...totals].join('\n'),
    delivery: `${where} (${formatDay(order.carrier.deliveryDate, iso, 'long')})`,
    shop,
    url,
  };
}

/** An order mail's subject and text, in the order's language. */
export function orderMail(kind: OrderMailKind, input: OrderMailInput): { subject: string; text: string } {
  const { order, locale } = input;
  const text = ORDER_MAIL_WORDS[locale];
  const w = words(input);
  let subject: string;
  let body: string[];
  if (kind === 'order-shipped') {
    subject = text.shippedSubject(w);
    body = [text.hello(w), text.shipped({ ...w, carrier: order.carrier.name, tracking: order.tracking?.number ?? '', trackingUrl: order.tracking?.url ?? '' }), text.summary(w), text.bye(w)];
  } else {
    subject = text.confirmSubject(w);
    const opening = order.status !== 'awaiting_payment' ? text.paid(w) : order.paymentMethod === 'cheque' ? text.awaitingCheque(w) : text.awaitingTransfer(w);
    body = [text.hello(w), opening, text.summary(w), text.followUp(w), text.bye(w)];
  }
  return { subject, text: `${body.join('\n\n')}\n` };
}

/** Sends one order mail; false when the shop has no mailer or the order is gone. */
export async function sendOrderMail(deps: Pick<OrdersDeps, 'db' | 'mailer' | 'urls'>, orderId: number, kind: OrderMailKind, origin?: string): Promise<boolean> {
  if (!deps.mailer) return false;
  const record = await findOrder(deps.db, orderId);
  if (!record) return false;
  const customer = await customerOf(deps.db, record.row.customer_id);
  if (!customer) return false;
  const locale: LocaleCode = isLocaleCode(record.row.locale) ? record.row.locale : 'fr';
  const { row } = record;
  const store = STORES[isStoreId(row.store_id) ? row.store_id : 'laboutiqueofficielle'];
  const base = origin || deps.urls.publicUrl || deps.urls.storeBaseUrls[store.id] ? storeBaseUrl(store, deps.urls, origin ?? deps.urls.publicUrl ?? '') : null;
  const url = base ? `${base}/account/history/${row.id}` : null;
  const { subject, text } = orderMail(kind, { order: orderView(record, locale), firstName: customer.first_name, locale, shop: shopName(store), url });
  await deps.mailer.send({
    kind,
    to: customer.email,
    subject,
    text,
    locale,
    meta: {
      orderId: row.id,
      status: row.status,
      ...(url ? { orderUrl: url } : {}),
      ...(row.tracking_url ? { trackingUrl: row.tracking_url, trackingNumber: row.tracking_number ?? '' } : {}),
    },
  });
  return true;
}
