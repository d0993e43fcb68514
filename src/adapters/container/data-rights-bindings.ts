import type { Container } from 'inversify';
import { CloseCustomerAccount, CloseMyAccount, ExportCustomerData, ExportMyData } from '../../application/accounts/data-rights';
import { AUTH_TOKEN_STORE } from '../../application/ports/auth-token-store';
import { DATA_RIGHTS_API, type DataRightsApi } from '../../application/ports/data-rights-api';
import { API_CLIENT } from '../http/api-client';
import { HttpDataRightsApi } from '../http/http-data-rights-api';
import { LOGOUT } from './accounts-tokens';
import { bindFactory, bindValue } from './bind';
import { CLOSE_CUSTOMER_ACCOUNT, CLOSE_MY_ACCOUNT, EXPORT_CUSTOMER_DATA, EXPORT_MY_DATA } from './data-rights-tokens';

export interface DataRightsAdapters {
  /** Replace the HTTP adapter (tests, offline runs). */
  dataRightsApi?: DataRightsApi;
}

/** "Download my data" and "Close my account", and support's side of them; needs the core and account bindings (AUTH_TOKEN_STORE, LOGOUT). */
export function bindDataRights(container: Container, adapters: DataRightsAdapters = {}): Container {
  if (adapters.dataRightsApi) bindValue(container, DATA_RIGHTS_API, adapters.dataRightsApi);
  else bindFactory(container, DATA_RIGHTS_API, (client) => new HttpDataRightsApi(client), [API_CLIENT]);
  bindFactory(container, EXPORT_MY_DATA, (api, tokens) => new ExportMyData(api, tokens), [DATA_RIGHTS_API, AUTH_TOKEN_STORE] as const);
  bindFactory(container, CLOSE_MY_ACCOUNT, (api, tokens, logout) => new CloseMyAccount(api, tokens, logout), [DATA_RIGHTS_API, AUTH_TOKEN_STORE, LOGOUT] as const);
  bindFactory(container, EXPORT_CUSTOMER_DATA, (api, tokens) => new ExportCustomerData(api, tokens), [DATA_RIGHTS_API, AUTH_TOKEN_STORE] as const);
  bindFactory(container, CLOSE_CUSTOMER_ACCOUNT, (api, tokens) => new CloseCustomerAccount(api, tokens), [DATA_RIGHTS_API, AUTH_TOKEN_STORE] as const);
  return container;
}
