import type { Container } from 'inversify';
import { AddPasskey, ListPasskeys, RemovePasskey } from '../../application/accounts/manage-passkeys';
import { PasskeyLogin } from '../../application/auth/passkey-login';
import { AUTH_TOKEN_STORE } from '../../application/ports/auth-token-store';
import { PASSKEY_AUTHENTICATOR, type PasskeyAuthenticator } from '../../application/ports/passkey-authenticator';
import { PASSKEY_API, type PasskeyApi } from '../../application/ports/passkeys-api';
import { API_CLIENT } from '../http/api-client';
import type { RefreshTransport } from '../http/auth-wire';
import { HttpPasskeyApi } from '../http/http-passkeys-api';
import { START_SESSION } from './accounts-tokens';
import { bindFactory, bindValue } from './bind';
import { ADD_PASSKEY, LIST_PASSKEYS, PASSKEY_LOGIN, REMOVE_PASSKEY } from './passkeys-tokens';

export interface PasskeyAdapters {
  /** The device's passkeys: the browser's, or none (the CLI). */
  passkeyAuthenticator: PasskeyAuthenticator;
  refreshTransport: RefreshTransport;
  /** Replace the HTTP adapter (tests, offline runs). */
  passkeyApi?: PasskeyApi;
}

/** Passkeys (docs/accounts-api.md "Passkeys"); needs the account bindings (tokens, START_SESSION). */
export function bindPasskeys(container: Container, adapters: PasskeyAdapters): Container {
  if (adapters.passkeyApi) bindValue(container, PASSKEY_API, adapters.passkeyApi);
  else bindFactory(container, PASSKEY_API, (client) => new HttpPasskeyApi(client, adapters.refreshTransport), [API_CLIENT]);
  bindValue(container, PASSKEY_AUTHENTICATOR, adapters.passkeyAuthenticator);
  bindFactory(container, LIST_PASSKEYS, (api, tokens, authenticator) => new ListPasskeys(api, tokens, authenticator), [PASSKEY_API, AUTH_TOKEN_STORE, PASSKEY_AUTHENTICATOR]);
  bindFactory(container, ADD_PASSKEY, (api, tokens, authenticator) => new AddPasskey(api, tokens, authenticator), [PASSKEY_API, AUTH_TOKEN_STORE, PASSKEY_AUTHENTICATOR]);
  bindFactory(container, REMOVE_PASSKEY, (api, tokens) => new RemovePasskey(api, tokens), [PASSKEY_API, AUTH_TOKEN_STORE]);
  bindFactory(container, PASSKEY_LOGIN, (api, authenticator, start) => new PasskeyLogin(api, authenticator, start), [PASSKEY_API, PASSKEY_AUTHENTICATOR, START_SESSION]);
  return container;
}
