/**
 * A return as the API shows it (docs/returns-api.md, SPEC §3 "Return order"): rows in cents → the
 * domain view in euros, status and reason names in the request's language, the settlement read
 * from the money the return gave back (order_refunds).
 */
import { toEuros } from '../../src/domain/money/money';
import {
  REFUND_TYPES, returnReference, type ReturnOrder, type ReturnReason, type ReturnSettlement, type ReturnSummary,
} from '../../src/domain/returns/returns';
import type { LocaleCode } from '../../src/domain/store/locales';
import { reasonName, type ReasonRow, type ReturnRecord } from './returns-repository';
import { returnStatusLabel } from './returns-texts';

/** Where parcels go: the shop's returns warehouse (the one place it is written). */
export const RETURN_WAREHOUSE = {
  name: 'Boutique SAS — Service retours',
  street: '14 rue des Entrepôts',
  zipCode: '93200',
  city: 'Saint-Denis',
  countryIsoCode2: 'FR',
} as const;

const iso = (value: Date | string): string => (value instanceof Date ? value : new Date(value)).toISOString();

export function reasonView(row: ReasonRow, locale: LocaleCode): ReturnReason {
  return { id: row.id, name: reasonName(row.names, locale), transportLabelFree: row.transport_label_free, active: row.active, delete: false, fit: row.fit };
}

function settlementOf(record: ReturnRecord): ReturnSettlement | null {
  const { row, refunds } = record;
  if (row.status !== 'accepted' || !row.settled_as) return null;
  if (row.settled_as === 'credit') {
    const credit = refunds.find((refund) => refund.means === 'credit');
    return {
      kind: 'credit',
      amount: toEuros(row.refund_cents),
      creditId: credit?.balance_entry_id ?? 0,
      expiresAt: credit?.expires_at ? iso(credit.expires_at) : iso(row.updated_at),
    };
  }
  const sum = (means: 'provider' | 'credit') => refunds.filter((refund) => refund.means === means).reduce((total, refund) => total + refund.amount_cents, 0);
  return { kind: 'refund', amount: toEuros(row.refund_cents), refunded: toEuros(sum('provider')), credited: toEuros(sum('credit')) };
}

export function returnView(record: ReturnRecord, locale: LocaleCode): ReturnOrder {
  const { row, lines, events } = record;
  return {
    id: row.id,
    reference: returnReference(row.id),
    orderId: row.order_id,
    orderReference: String(row.order_id),
    status: row.status,
    statusLabel: returnStatusLabel(row.status, locale),
    returnOrderRefundTypeId: REFUND_TYPES[row.refund_type],
    refundType: row.refund_type,
    createdAt: iso(row.created_at),
    goodsAmount: toEuros(row.goods_cents),
    fee: toEuros(row.fee_cents),
    refundAmount: toEuros(row.refund_cents),
    transportLabelFree: row.fee_cents === 0,
    products: lines.map((line) => ({
      id: line.id,
      quantity: line.quantity,
      totalPrice: toEuros(line.value_cents),
      comment: line.comment,
      reason: reasonView(line.reason, locale),
      orderProduct: line.order_line_id,
      orderProductPicture: line.picture,
      orderProductTitle: line.name,
      orderProductName: line.brand,
      size: line.size_label,
    })),
    events: events.map((event) => ({ status: event.status, at: iso(event.at), note: event.note })),
    refusalReason: row.refusal_reason,
    settlement: settlementOf(record),
    returnAddress: { ...RETURN_WAREHOUSE },
  };
}

export function returnSummary({ row, lines }: Pick<ReturnRecord, 'row' | 'lines'>, locale: LocaleCode): ReturnSummary {
  return {
    id: row.id,
    reference: returnReference(row.id),
    orderId: row.order_id,
    status: row.status,
    statusLabel: returnStatusLabel(row.status, locale),
    createdAt: iso(row.created_at),
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    refundAmount: toEuros(row.refund_cents),
    refundType: row.refund_type,
  };
}
