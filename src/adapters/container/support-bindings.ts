import type { Container } from 'inversify';
import { AUTH_TOKEN_STORE } from '../../application/ports/auth-token-store';
import { SUPPORT_API, type SupportApi } from '../../application/ports/support-api';
import {
  AnswerContactMessage, ListOrderTable, MarkContactMessageDone, RefundOrder, SearchCustomers, ShowCustomer, ShowSupportOrder,
} from '../../application/support/support-desk';
import { API_CLIENT } from '../http/api-client';
import { HttpSupportApi } from '../http/http-support-api';
import { bindFactory, bindValue } from './bind';
import {
  ANSWER_CONTACT_MESSAGE, LIST_ORDER_TABLE, MARK_CONTACT_MESSAGE_DONE, REFUND_ORDER, SEARCH_CUSTOMERS, SHOW_CUSTOMER, SHOW_SUPPORT_ORDER,
} from './support-tokens';

export interface SupportAdapters {
  /** Replace the HTTP adapter (tests). */
  supportApi?: SupportApi;
}

/** The support desk (issue 39): customers, the order table, refunds, answers to messages; needs the core and account bindings. */
export function bindSupport(container: Container, adapters: SupportAdapters = {}): Container {
  if (adapters.supportApi) bindValue(container, SUPPORT_API, adapters.supportApi);
  else bindFactory(container, SUPPORT_API, (client) => new HttpSupportApi(client), [API_CLIENT]);
  const deps = [SUPPORT_API, AUTH_TOKEN_STORE] as const;
  bindFactory(container, SEARCH_CUSTOMERS, (api, tokens) => new SearchCustomers(api, tokens), deps);
  bindFactory(container, SHOW_CUSTOMER, (api, tokens) => new ShowCustomer(api, tokens), deps);
  bindFactory(container, LIST_ORDER_TABLE, (api, tokens) => new ListOrderTable(api, tokens), deps);
  bindFactory(container, SHOW_SUPPORT_ORDER, (api, tokens) => new ShowSupportOrder(api, tokens), deps);
  bindFactory(container, REFUND_ORDER, (api, tokens) => new RefundOrder(api, tokens), deps);
  bindFactory(container, ANSWER_CONTACT_MESSAGE, (api, tokens) => new AnswerContactMessage(api, tokens), deps);
  bindFactory(container, MARK_CONTACT_MESSAGE_DONE, (api, tokens) => new MarkContactMessageDone(api, tokens), deps);
  return container;
}
