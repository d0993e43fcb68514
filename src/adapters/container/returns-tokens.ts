/** Typed tokens of the returns use cases, the customer's and support's (bound in returns-bindings.ts). */
import type { AcceptReturn, CancelAdminReturn, ListAdminReturns, ReceiveReturn, RefuseReturn, ShowAdminReturn } from '../../application/returns/admin-returns';
import type {
  CancelReturn, DownloadReturnCoupon, FindReturnRelayPoints, GetReturn, ListOrderReturns, ListReturnReasons, StartReturn, SubmitReturn,
} from '../../application/returns/customer-returns';
import { token } from '../../application/ports/token';

export const LIST_RETURN_REASONS = token<ListReturnReasons>('ListReturnReasons');
export const START_RETURN = token<StartReturn>('StartReturn');
export const SUBMIT_RETURN = token<SubmitReturn>('SubmitReturn');
export const LIST_ORDER_RETURNS = token<ListOrderReturns>('ListOrderReturns');
export const GET_RETURN = token<GetReturn>('GetReturn');
export const CANCEL_RETURN = token<CancelReturn>('CancelReturn');
export const DOWNLOAD_RETURN_COUPON = token<DownloadReturnCoupon>('DownloadReturnCoupon');
export const FIND_RETURN_RELAY_POINTS = token<FindReturnRelayPoints>('FindReturnRelayPoints');

export const LIST_ADMIN_RETURNS = token<ListAdminReturns>('ListAdminReturns');
export const SHOW_ADMIN_RETURN = token<ShowAdminReturn>('ShowAdminReturn');
export const RECEIVE_RETURN = token<ReceiveReturn>('ReceiveReturn');
export const ACCEPT_RETURN = token<AcceptReturn>('AcceptReturn');
export const REFUSE_RETURN = token<RefuseReturn>('RefuseReturn');
export const CANCEL_ADMIN_RETURN = token<CancelAdminReturn>('CancelAdminReturn');
