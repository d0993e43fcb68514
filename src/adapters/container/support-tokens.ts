/** Typed tokens of the support desk's use cases (bound in support-bindings.ts; issue 39). */
import type {
  AnswerContactMessage, ListOrderTable, MarkContactMessageDone, RefundOrder, SearchCustomers, ShowCustomer, ShowSupportOrder,
} from '../../application/support/support-desk';
import { token } from '../../application/ports/token';

export const SEARCH_CUSTOMERS = token<SearchCustomers>('SearchCustomers');
export const SHOW_CUSTOMER = token<ShowCustomer>('ShowCustomer');
export const LIST_ORDER_TABLE = token<ListOrderTable>('ListOrderTable');
export const SHOW_SUPPORT_ORDER = token<ShowSupportOrder>('ShowSupportOrder');
export const REFUND_ORDER = token<RefundOrder>('RefundOrder');
export const ANSWER_CONTACT_MESSAGE = token<AnswerContactMessage>('AnswerContactMessage');
export const MARK_CONTACT_MESSAGE_DONE = token<MarkContactMessageDone>('MarkContactMessageDone');
