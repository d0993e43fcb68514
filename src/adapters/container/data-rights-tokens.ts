/** Typed tokens of the data rights' use cases (bound in data-rights-bindings.ts). */
import type { CloseCustomerAccount, CloseMyAccount, ExportCustomerData, ExportMyData } from '../../application/accounts/data-rights';
import { token } from '../../application/ports/token';

export const EXPORT_MY_DATA = token<ExportMyData>('ExportMyData');
export const CLOSE_MY_ACCOUNT = token<CloseMyAccount>('CloseMyAccount');
export const EXPORT_CUSTOMER_DATA = token<ExportCustomerData>('ExportCustomerData');
export const CLOSE_CUSTOMER_ACCOUNT = token<CloseCustomerAccount>('CloseCustomerAccount');
