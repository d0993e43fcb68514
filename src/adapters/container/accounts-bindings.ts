import type { Container } from 'inversify';
import { ChangePassword } from '../../application/accounts/change-password';
import { GetProfile } from '../../application/accounts/get-profile';
import { ListMyStockAlerts } from '../../application/accounts/list-my-stock-alerts';
import { AddAddress, ListAddresses, RemoveAddress, SetDefaultAddress, UpdateAddress } from '../../application/accounts/manage-addresses';
import { ListCards, RemoveCard } from '../../application/accounts/manage-cards';
import { UpdateProfile } from '../../application/accounts/update-profile';
import { Autoconnect } from '../../application/auth/autoconnect';
import { ForgotPassword } from '../../application/auth/forgot-password';
import { Login } from '../../application/auth/login';
import { LoginSecondFactor } from '../../application/auth/login-second-factor';
import { Logout } from '../../application/auth/logout';
import { RefreshSession } from '../../application/auth/refresh-session';
import { Register } from '../../application/auth/register';
import { SocialLogin } from '../../application/auth/social-login';
import { StartSession } from '../../application/auth/start-session';
import { ACCOUNT_API, type AccountApi } from '../../application/ports/accounts-api';
import { AUTH_API, type AuthApi } from '../../application/ports/auth-api';
import { AUTH_TOKEN_STORE } from '../../application/ports/auth-token-store';
import { CUSTOMER_SESSION_STORE } from '../../application/ports/customer-session-store';
import { ERROR_REPORTER } from '../../application/ports/error-reporter';
import { KEY_VALUE_STORAGE } from '../../application/ports/key-value-storage';
import { PRODUCT_ALERT_API } from '../../application/ports/alerts-api';
import { WISHLIST_API, type WishlistApi } from '../../application/ports/wishlist-api';
import { WISHLIST_REPOSITORY } from '../../application/ports/wishlist-repository';
import { AddPendingWishAfterLogin } from '../../application/wishlist/add-pending-wish-after-login';
import { LoadWishlist } from '../../application/wishlist/load-wishlist';
import { ToggleWish } from '../../application/wishlist/toggle-wish';
import { API_CLIENT } from '../http/api-client';
import type { RefreshTransport } from '../http/auth-wire';
import { HttpAccountApi } from '../http/http-accounts-api';
import { HttpAuthApi } from '../http/http-auth-api';
import { HttpWishlistApi } from '../http/http-wishlist-api';
import { StorageCustomerSessionStore } from '../storage/storage-customer-session-store';
import { StorageWishlistRepository } from '../storage/storage-wishlist-repository';
import {
  ADD_ADDRESS, ADD_PENDING_WISH_AFTER_LOGIN, AUTOCONNECT, CHANGE_PASSWORD, FORGOT_PASSWORD, GET_PROFILE, LIST_ADDRESSES, LIST_CARDS,
  LIST_MY_STOCK_ALERTS, LOAD_WISHLIST, LOGIN, LOGIN_SECOND_FACTOR, LOGOUT, REFRESH_SESSION, REGISTER, REMOVE_ADDRESS, REMOVE_CARD, SET_DEFAULT_ADDRESS,
  SOCIAL_LOGIN, START_SESSION, TOGGLE_WISH, UPDATE_ADDRESS, UPDATE_PROFILE,
} from './accounts-tokens';
import { CLEAN_BASKET } from './basket-tokens';
import { bindFactory, bindValue } from './bind';
import { bindRecently } from './recently-bindings';

export interface AccountAdapters {
  /** The browser keeps the refresh token in the shop's HttpOnly cookie; the CLI in its profile file. */
  refreshTransport: RefreshTransport;
  /** Replace the HTTP adapters (tests, offline runs). */
  authApi?: AuthApi;
  accountApi?: AccountApi;
  wishlistApi?: WishlistApi;
}

/**
 * Sign-in, account and favourites (docs/accounts-api.md). The session and the pending heart live
 * in the runtime's KeyValueStorage beside the tokens; needs the core bindings (basket and stock alerts included).
 */
export function bindAccounts(container: Container, adapters: AccountAdapters): Container {
  if (adapters.authApi) bindValue(container, AUTH_API, adapters.authApi);
  else bindFactory(container, AUTH_API, (client) => new HttpAuthApi(client, adapters.refreshTransport), [API_CLIENT]);
  if (adapters.accountApi) bindValue(container, ACCOUNT_API, adapters.accountApi);
  else bindFactory(container, ACCOUNT_API, (client) => new HttpAccountApi(client), [API_CLIENT]);
  if (adapters.wishlistApi) bindValue(container, WISHLIST_API, adapters.wishlistApi);
  else bindFactory(container, WISHLIST_API, (client) => new HttpWishlistApi(client), [API_CLIENT]);
  bindFactory(container, CUSTOMER_SESSION_STORE, (storage) => new StorageCustomerSessionStore(storage), [KEY_VALUE_STORAGE]);
  bindFactory(container, WISHLIST_REPOSITORY, (storage) => new StorageWishlistRepository(storage), [KEY_VALUE_STORAGE]);

  bindFactory(container, START_SESSION, (tokens, account, sessions, errors) => new StartSession(tokens, account, sessions, errors), [AUTH_TOKEN_STORE, ACCOUNT_API, CUSTOMER_SESSION_STORE, ERROR_REPORTER]);
  bindFactory(
    container,
    LOGOUT,
    (auth, tokens, sessions, wishlists, clean, errors) => new Logout(auth, tokens, sessions, wishlists, clean, errors),
    [AUTH_API, AUTH_TOKEN_STORE, CUSTOMER_SESSION_STORE, WISHLIST_REPOSITORY, CLEAN_BASKET, ERROR_REPORTER],
  );
  bindFactory(container, REFRESH_SESSION, (auth, tokens, logout) => new RefreshSession(auth, tokens, logout), [AUTH_API, AUTH_TOKEN_STORE, LOGOUT]);
  const signIn = [AUTH_API, START_SESSION] as const;
  bindFactory(container, LOGIN, (auth, start) => new Login(auth, start), signIn);
  bindFactory(container, LOGIN_SECOND_FACTOR, (auth, start) => new LoginSecondFactor(auth, start), signIn);
  bindFactory(container, REGISTER, (auth, start) => new Register(auth, start), signIn);
  bindFactory(container, AUTOCONNECT, (auth, start) => new Autoconnect(auth, start), signIn);
  bindFactory(container, SOCIAL_LOGIN, (auth, start) => new SocialLogin(auth, start), signIn);
  bindFactory(container, FORGOT_PASSWORD, (auth) => new ForgotPassword(auth), [AUTH_API]);

  bindFactory(
    container,
    GET_PROFILE,
    (account, tokens, sessions, refresh, logout) => new GetProfile(account, tokens, sessions, refresh, logout),
    [ACCOUNT_API, AUTH_TOKEN_STORE, CUSTOMER_SESSION_STORE, REFRESH_SESSION, LOGOUT],
  );
  const book = [ACCOUNT_API, AUTH_TOKEN_STORE, CUSTOMER_SESSION_STORE] as const;
  bindFactory(container, UPDATE_PROFILE, (account, tokens, sessions) => new UpdateProfile(account, tokens, sessions), book);
  bindFactory(container, LIST_ADDRESSES, (account, tokens, sessions) => new ListAddresses(account, tokens, sessions), book);
  bindFactory(container, ADD_ADDRESS, (account, tokens, sessions) => new AddAddress(account, tokens, sessions), book);
  bindFactory(container, UPDATE_ADDRESS, (account, tokens, sessions) => new UpdateAddress(account, tokens, sessions), book);
  bindFactory(container, REMOVE_ADDRESS, (account, tokens, sessions) => new RemoveAddress(account, tokens, sessions), book);
  bindFactory(container, SET_DEFAULT_ADDRESS, (account, tokens, sessions) => new SetDefaultAddress(account, tokens, sessions), book);
  const secure = [ACCOUNT_API, AUTH_TOKEN_STORE] as const;
  bindFactory(container, CHANGE_PASSWORD, (account, tokens) => new ChangePassword(account, tokens), secure);
  bindFactory(container, LIST_CARDS, (account, tokens) => new ListCards(account, tokens), secure);
  bindFactory(container, REMOVE_CARD, (account, tokens) => new RemoveCard(account, tokens), secure);
  bindFactory(container, LIST_MY_STOCK_ALERTS, (alerts, tokens) => new ListMyStockAlerts(alerts, tokens), [PRODUCT_ALERT_API, AUTH_TOKEN_STORE]);

  bindFactory(container, LOAD_WISHLIST, (api, tokens, wishlists, errors) => new LoadWishlist(api, tokens, wishlists, errors), [WISHLIST_API, AUTH_TOKEN_STORE, WISHLIST_REPOSITORY, ERROR_REPORTER]);
  const wishes = [WISHLIST_API, AUTH_TOKEN_STORE, WISHLIST_REPOSITORY, LOAD_WISHLIST, ERROR_REPORTER] as const;
  bindFactory(container, TOGGLE_WISH, (api, tokens, wishlists, load, errors) => new ToggleWish(api, tokens, wishlists, load, errors), wishes);
  bindFactory(container, ADD_PENDING_WISH_AFTER_LOGIN, (api, tokens, wishlists, load, errors) => new AddPendingWishAfterLogin(api, tokens, wishlists, load, errors), wishes);
  // Recently viewed (issue 38) joins the account at sign-in, as the favourites do.
  return bindRecently(container);
}
