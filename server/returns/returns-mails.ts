/**
 * The return mails (DESIGN decision 9, through the Mailer port), in the order's language, one per
 * status change: `return-created` (with the link to the coupon page), `return-received`,
 * `return-accepted` (credit or refund), `return-refused` (with support's reason),
 * `return-cancelled`. Sent after the commit that changed the return.
 */
import { returnReference, type ReturnStatus } from '../../src/domain/returns/returns';
import { isLocaleCode, LOCALES, type LocaleCode } from '../../src/domain/store/locales';
import { isStoreId, shopName, STORES } from '../../src/domain/store/stores';
import { formatCents } from '../../src/domain/money/money';
import { storeBaseUrl } from '../http/store-urls';
import type { ReturnsDeps } from './returns-deps';
import { RETURN_MAIL_WORDS, type ReturnMailKind, type ReturnMailWords } from './returns-mail-texts';
import { customerOf, findReturn, orderOfReturn } from './returns-repository';

export const MAIL_OF: Partial<Record<ReturnStatus, ReturnMailKind>> = {
  waitClient: 'return-created',
  received: 'return-received',
  accepted: 'return-accepted',
  refused: 'return-refused',
  cancelled: 'return-cancelled',
};

/** The page of the return's coupon in the account (the confirmation screen). */
export const returnDetailPath = (orderId: number, returnId: number): string => `/account/history/${orderId}/product-return-detail/${returnId}`;

/** Sends one return mail; false when the shop has no mailer or the return is gone. */
export async function sendReturnMail(deps: Pick<ReturnsDeps, 'db' | 'mailer' | 'urls'>, returnId: number, kind: ReturnMailKind, origin?: string, note?: string | null): Promise<boolean> {
  if (!deps.mailer) return false;
  const record = await findReturn(deps.db, returnId);
  if (!record) return false;
  const order = await orderOfReturn(deps.db, record.row.order_id);
  const customer = await customerOf(deps.db, record.row.customer_id);
  if (!order || !customer) return false;
  const locale: LocaleCode = isLocaleCode(order.locale) ? order.locale : 'fr';
  const store = STORES[isStoreId(order.store_id) ? order.store_id : 'laboutiqueofficielle'];
  const base = origin || deps.urls.publicUrl || deps.urls.storeBaseUrls[store.id] ? storeBaseUrl(store, deps.urls, origin ?? deps.urls.publicUrl ?? '') : null;
  const { row } = record;
  const partOf = (means: 'provider' | 'credit') => record.refunds.filter((refund) => refund.means === means).reduce((total, refund) => total + refund.amount_cents, 0);
  const w: ReturnMailWords = {
    firstName: customer.first_name,
    reference: returnReference(row.id),
    order: String(row.order_id),
    amount: formatCents(row.refund_cents, LOCALES[locale].iso),
    fee: formatCents(row.fee_cents, LOCALES[locale].iso),
    lines: record.lines.map((line) => `- ${line.quantity} × ${line.name} (${line.brand}, ${line.size_label})`).join('\n'),
    note: note ?? row.refusal_reason ?? '',
    shop: shopName(store),
    url: base ? `${base}${returnDetailPath(row.order_id, row.id)}` : null,
    credit: row.settled_as === 'credit',
    refunded: formatCents(partOf('provider'), LOCALES[locale].iso),
    credited: row.settled_as === 'refund' && partOf('credit') > 0 ? formatCents(partOf('credit'), LOCALES[locale].iso) : null,
  };
  const words = RETURN_MAIL_WORDS[locale];
  await deps.mailer.send({
    kind,
    to: customer.email,
    subject: words.subject[kind](w),
    text: `${[words.hello(w), words.body[kind](w) + (kind === 'return-accepted' && w.credited ? words.creditPart(w) : ''), words.bye(w)].join('\n\n')}\n`,
    locale,
    meta: { orderId: row.order_id, returnId: row.id, returnReference: w.reference, status: row.status, ...(w.url ? { returnUrl: w.url } : {}) },
  });
  return true;
}
