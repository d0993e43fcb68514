/**
 * Data rights (docs/accounts-api.md "Your data"): the signed-in customer's `/secure/account/data`
 * and `/secure/account/close`, and support's `/admin/customers/{id or e-mail}/export|close`.
 * Refusals are ApiErrors with the server's message (401 wrong password, 403 not support or a
 * social sign-in that is not fresh, 404 no open account, 409 a staff account).
 */
import type { AccountClosure, CustomerDataExport } from '../../domain/accounts/data-rights';
import { token } from './token';

export interface DataRightsApi {
  exportMine(): Promise<CustomerDataExport>;
  closeMine(password: string | undefined): Promise<AccountClosure>;
  exportCustomer(customer: string): Promise<CustomerDataExport>;
  closeCustomer(customer: string, reason: string): Promise<AccountClosure>;
}

export const DATA_RIGHTS_API = token<DataRightsApi>('DataRightsApi');
