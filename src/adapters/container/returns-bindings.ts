import type { Container } from 'inversify';
import { AUTH_TOKEN_STORE } from '../../application/ports/auth-token-store';
import { CLOCK } from '../../application/ports/clock';
import { ORDERS_API } from '../../application/ports/orders-api';
import { ADMIN_RETURNS_API, RETURNS_API, type AdminReturnsApi, type ReturnsApi } from '../../application/ports/returns-api';
import { AcceptReturn, CancelAdminReturn, ListAdminReturns, ReceiveReturn, RefuseReturn, ShowAdminReturn } from '../../application/returns/admin-returns';
import {
  CancelReturn, DownloadReturnCoupon, FindReturnRelayPoints, GetReturn, ListOrderReturns, ListReturnReasons, StartReturn, SubmitReturn,
} from '../../application/returns/customer-returns';
import { API_CLIENT } from '../http/api-client';
import { HttpAdminReturnsApi, HttpReturnsApi } from '../http/http-returns-api';
import { bindFactory, bindValue } from './bind';
import {
  ACCEPT_RETURN, CANCEL_RETURN, DOWNLOAD_RETURN_COUPON, FIND_RETURN_RELAY_POINTS, GET_RETURN, LIST_ADMIN_RETURNS, LIST_ORDER_RETURNS,
  CANCEL_ADMIN_RETURN, LIST_RETURN_REASONS, RECEIVE_RETURN, REFUSE_RETURN, SHOW_ADMIN_RETURN, START_RETURN, SUBMIT_RETURN,
} from './returns-tokens';

export interface ReturnsAdapters {
  /** Replace the HTTP adapters (tests, offline runs). */
  returnsApi?: ReturnsApi;
  adminReturnsApi?: AdminReturnsApi;
}

/** The customer's returns and support's (docs/returns-api.md); needs the core and checkout bindings (ORDERS_API). */
export function bindReturns(container: Container, adapters: ReturnsAdapters = {}): Container {
  if (adapters.returnsApi) bindValue(container, RETURNS_API, adapters.returnsApi);
  else bindFactory(container, RETURNS_API, (client) => new HttpReturnsApi(client), [API_CLIENT]);
  if (adapters.adminReturnsApi) bindValue(container, ADMIN_RETURNS_API, adapters.adminReturnsApi);
  else bindFactory(container, ADMIN_RETURNS_API, (client) => new HttpAdminReturnsApi(client), [API_CLIENT]);

  bindFactory(container, LIST_RETURN_REASONS, (returns) => new ListReturnReasons(returns), [RETURNS_API]);
  const form = [ORDERS_API, RETURNS_API, AUTH_TOKEN_STORE, CLOCK] as const;
  bindFactory(container, START_RETURN, (orders, returns, tokens, clock) => new StartReturn(orders, returns, tokens, clock), form);
  bindFactory(container, SUBMIT_RETURN, (orders, returns, tokens, clock) => new SubmitReturn(orders, returns, tokens, clock), form);
  const mine = [RETURNS_API, AUTH_TOKEN_STORE] as const;
  bindFactory(container, LIST_ORDER_RETURNS, (returns, tokens) => new ListOrderReturns(returns, tokens), mine);
  bindFactory(container, GET_RETURN, (returns, tokens) => new GetReturn(returns, tokens), mine);
  bindFactory(container, CANCEL_RETURN, (returns, tokens) => new CancelReturn(returns, tokens), mine);
  bindFactory(container, DOWNLOAD_RETURN_COUPON, (returns, tokens) => new DownloadReturnCoupon(returns, tokens), mine);
  bindFactory(container, FIND_RETURN_RELAY_POINTS, (returns, tokens) => new FindReturnRelayPoints(returns, tokens), mine);

  const support = [ADMIN_RETURNS_API, AUTH_TOKEN_STORE] as const;
  bindFactory(container, LIST_ADMIN_RETURNS, (admin, tokens) => new ListAdminReturns(admin, tokens), support);
  bindFactory(container, SHOW_ADMIN_RETURN, (admin, tokens) => new ShowAdminReturn(admin, tokens), support);
  bindFactory(container, RECEIVE_RETURN, (admin, tokens) => new ReceiveReturn(admin, tokens), support);
  bindFactory(container, ACCEPT_RETURN, (admin, tokens) => new AcceptReturn(admin, tokens), support);
  bindFactory(container, REFUSE_RETURN, (admin, tokens) => new RefuseReturn(admin, tokens), support);
  bindFactory(container, CANCEL_ADMIN_RETURN, (admin, tokens) => new CancelAdminReturn(admin, tokens), support);
  return container;
}
