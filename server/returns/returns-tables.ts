/** The returns module's tables: reasons, returns with their lines and events, and the money they gave back. */
import type { ColumnType, Generated } from 'kysely';
import type { RefundType, ReturnStatus } from '../../src/domain/returns/returns';
import type { FitDirection } from '../../src/domain/returns/fit-advice';
import type { Localized } from '../../src/domain/store/locales';
import type { CreatedAt, Json } from '../db/column-types';

/** Migration 0008: a reason for a return, named in every locale (docs/returns-api.md). */
export interface ReturnReasonsTable {
  id: number;
  names: Json<Localized<string>>;
  transport_label_free: ColumnType<boolean, boolean | undefined, boolean>;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  rank: ColumnType<number, number | undefined, number>;
  /** Migration 0022: what the reason says of fit ('small': too small, 'large': too large), or null. */
  fit: ColumnType<FitDirection | null, FitDirection | null | undefined, FitDirection | null>;
}

/** Migration 0008: a return of some lines of a delivered order. Money in cents. */
export interface ReturnOrdersTable {
  /** The return number (`RT-000042`), from 1. */
  id: Generated<number>;
  customer_id: number;
  order_id: number;
  idempotency_key: string | null;
  request_hash: string | null;
  refund_type: RefundType;
  settled_as: RefundType | null;
  status: ReturnStatus;
  goods_cents: number;
  fee_cents: number;
  refund_cents: number;
  refusal_reason: string | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** Migration 0008: an order line (some of its units) in a return. */
export interface ReturnLinesTable {
  id: Generated<number>;
  return_id: number;
  order_line_id: number;
  quantity: number;
  reason_id: number;
  comment: string;
  /** The units' price paid, less their share of the order's discount. */
  value_cents: number;
}

/** Migration 0008: a dated status change of a return. */
export interface ReturnEventsTable {
  id: Generated<number>;
  return_id: number;
  status: ReturnStatus;
  at: CreatedAt;
  /** 'customer', 'support:<id>', 'system'. */
  actor: string;
  note: string | null;
}

/** Migration 0008: money given back on an order by an accepted return (0025: or of a cancelled order, without a return). */
export interface OrderRefundsTable {
  id: Generated<number>;
  order_id: number;
  return_id: number | null;
  amount_cents: number;
  means: 'provider' | 'credit';
  /** provider: pending until the provider took it, then done; manual: a transfer or cheque refunded outside the shop. */
  status: 'pending' | 'done' | 'manual';
  provider_refund_id: string | null;
  balance_entry_id: number | null;
  attempts: ColumnType<number, number | undefined, number>;
  at: CreatedAt;
}

export interface ReturnsTables {
  return_reasons: ReturnReasonsTable;
  return_orders: ReturnOrdersTable;
  return_lines: ReturnLinesTable;
  return_events: ReturnEventsTable;
  order_refunds: OrderRefundsTable;
}
