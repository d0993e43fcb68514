/**
 * The returns module's public face (docs/returns-api.md): the customer's returns (the reasons,
 * asking for one, reading, the drop-off points, the coupon, cancelling), support's returns, and the
 * sweep that asks the provider for the refunds still pending. Other modules import this file only.
 */
import type { ReturnOrder } from '../../src/domain/returns/returns';
import type { LocaleCode } from '../../src/domain/store/locales';
import type { Executor } from '../db/transaction';
import { customerReturns } from './returns-repository';
import { returnView } from './returns-view';
export { returnsDepsOf, type ReturnsContext, type ReturnsDeps } from './returns-deps';
export { cancelReturn, createReturn, listReasons, returnRelayPoints, returnsOfOrder, showReturn, type NewReturnBody } from './returns-customer';
export { returnCoupon, type ReturnCoupon } from './returns-coupon';
export { adminAcceptReturn, adminCancelReturn, adminListReturns, adminReceiveReturn, adminRefuseReturn, adminShowReturn } from './returns-admin';
export { startRefundSweep } from './returns-refunds';
export { adminRefundOrder, type OrderRefundMeans } from './returns-order-refund';

/** A customer's returns as they see them, for their data export (docs/accounts-api.md "Your data"). */
export async function customerReturnsData(db: Executor, customerId: number, locale: LocaleCode): Promise<ReturnOrder[]> {
  return (await customerReturns(db, customerId)).map((record) => returnView(record, locale));
}
