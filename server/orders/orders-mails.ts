/**
 * The order mails (DESIGN decision 9, through the Mailer port), in the order's language: the
 * confirmation once paid, or once placed for a transfer or a cheque (with how to pay), and the
 * shipping mail with its tracking link. Sent after the commit that changed the order.
 */
import { isLocaleCode, LOCALES, type LocaleCode } from '../../src/domain/store/locales';
import { isStoreId, shopName, STORES } from '../../src/domain/store/stores';
import { storeBaseUrl } from '../http/store-urls';
import { formatCents } from '../../src/domain/money/money';
import type { OrdersDeps } from './orders-deps';
import { ORDER_MAIL_WORDS, type OrderMailWords } from './orders-mail-texts';
import { customerOf, findOrder } from './orders-repository';
import type { OrderRecord } from './orders-view';

export type OrderMailKind = 'order-confirmation' | 'order-shipped';

function words(record: OrderRecord, firstName: string, locale: LocaleCode, deps: Pick<OrdersDeps, 'urls'>, origin?: string): OrderMailWords {
  const { row } = record;
  const store = STORES[isStoreId(row.store_id) ? row.store_id : 'laboutiqueofficielle'];
  const base = origin || deps.urls.publicUrl || deps.urls.storeBaseUrls[store.id] ? storeBaseUrl(store, deps.urls, origin ?? deps.urls.publicUrl ?? '') : null;
  const where = row.relay_point ? `${row.carrier_name}, ${row.relay_point.name}, ${row.relay_point.street}, ${row.relay_point.zipCode} ${row.relay_point.city}`
    : `${row.carrier_name}, ${row.shipping_address.street}, ${row.shipping_address.zipCode} ${row.shipping_address.city}`;
  return {
    firstName,
    reference: String(row.id),
    total: formatCents(row.total_cents + row.balance_cents, LOCALES[locale].iso),
    lines: record.lines.map((line) => `- ${line.quantity} × ${line.name} (${line.brand}, ${line.size_label}) : ${formatCents(line.total_cents, LOCALES[locale].iso)}`).join('\n'),
    delivery: `${where} (${row.delivery_date})`,
    shop: shopName(store),
    url: base ? `${base}/account/history/${row.id}` : null,
  };
}

/** Sends one order mail; false when the shop has no mailer or the order is gone. */
export async function sendOrderMail(deps: Pick<OrdersDeps, 'db' | 'mailer' | 'urls'>, orderId: number, kind: OrderMailKind, origin?: string): Promise<boolean> {
  if (!deps.mailer) return false;
  const record = await findOrder(deps.db, orderId);
  if (!record) return false;
  const customer = await customerOf(deps.db, record.row.customer_id);
  if (!customer) return false;
  const locale: LocaleCode = isLocaleCode(record.row.locale) ? record.row.locale : 'fr';
  const text = ORDER_MAIL_WORDS[locale];
  const w = words(record, customer.first_name, locale, deps, origin);
  const { row } = record;
  let subject: string;
  let body: string[];
  if (kind === 'order-shipped') {
    subject = text.shippedSubject(w);
    body = [text.hello(w), text.shipped({ ...w, carrier: row.carrier_name, tracking: row.tracking_number ?? '', trackingUrl: row.tracking_url ?? '' }), text.summary(w), text.bye(w)];
  } else {
    subject = text.confirmSubject(w);
    const opening = row.status !== 'awaiting_payment' ? text.paid(w) : row.payment_method === 'cheque' ? text.awaitingCheque(w) : text.awaitingTransfer(w);
    body = [text.hello(w), opening, text.summary(w), text.followUp(w), text.bye(w)];
  }
  await deps.mailer.send({
    kind,
    to: customer.email,
    subject,
    text: `${body.join('\n\n')}\n`,
    locale,
    meta: {
      orderId: row.id,
      status: row.status,
      ...(w.url ? { orderUrl: w.url } : {}),
      ...(row.tracking_url ? { trackingUrl: row.tracking_url, trackingNumber: row.tracking_number ?? '' } : {}),
    },
  });
  return true;
}
