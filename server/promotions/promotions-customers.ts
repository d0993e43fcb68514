/**
 * What the engine needs to know of a signed-in customer: the segments they are in (no order yet:
 * `first-order`; subscribed to the newsletter of their store: `newsletter`) and how often they
 * already used each promotion (orders not cancelled).
 */
import type { EngineCustomer, Segment } from '../../src/domain/promotions/promotion';
import type { Executor } from '../db/transaction';
import { customerSubscribed } from '../newsletter/newsletter-service';
import { customerRow, customerUses, hasLiveOrder } from './promotions-repository';

export async function promotionCustomer(db: Executor, customerId: number): Promise<EngineCustomer> {
  const [row, ordered, uses] = await Promise.all([customerRow(db, customerId), hasLiveOrder(db, customerId), customerUses(db, customerId)]);
  const segments: Segment[] = [];
  if (!ordered) segments.push('first-order');
  if (row && (await customerSubscribed(db, row))) segments.push('newsletter');
  return { segments, uses };
}
