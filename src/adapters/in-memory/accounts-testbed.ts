/** Every account, sign-in and favourites use case wired on in-memory adapters, for tests that assert on state. */
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
import { AddPendingWishAfterLogin } from '../../application/wishlist/add-pending-wish-after-login';
import { LoadWishlist } from '../../application/wishlist/load-wishlist';
import { ToggleWish } from '../../application/wishlist/toggle-wish';
import { MemoryKeyValueStorage } from '../storage/memory-key-value-storage';
import { StorageAuthTokenStore } from '../storage/storage-auth-token-store';
import { StorageCustomerSessionStore } from '../storage/storage-customer-session-store';
import { StorageWishlistRepository } from '../storage/storage-wishlist-repository';
import { teeAndHoodieTestbed } from './basket-testbed';
import { demoCustomers } from './accounts-fixtures';
import { InMemoryAccountApi } from './in-memory-accounts-api';
import { InMemoryAccounts, type InMemoryAccountsData } from './in-memory-accounts';
import { InMemoryAuthApi, type InMemorySecondFactors, type InMemorySocialAccounts } from './in-memory-auth-api';
import { InMemoryProductAlertApi } from './in-memory-alerts-api';
import { InMemoryWishlistApi } from './in-memory-wishlist-api';
import { InMemoryPasskeyApi, InMemoryPasskeyDevice } from './in-memory-passkeys';
import { AddPasskey, ListPasskeys, RemovePasskey } from '../../application/accounts/manage-passkeys';
import { PasskeyLogin } from '../../application/auth/passkey-login';

export interface AccountsTestbedOptions {
  data?: InMemoryAccountsData;
  social?: InMemorySocialAccounts;
  /** Staff addresses that need a second factor, and the codes each accepts once. */
  secondFactors?: InMemorySecondFactors;
  storage?: MemoryKeyValueStorage;
  /** The shop's stock alerts (its sizes); this testbed calls it as its signed-in customer. */
  alerts?: InMemoryProductAlertApi;
  /** The device's passkeys (default: one that can make them). */
  passkeyDevice?: InMemoryPasskeyDevice;
}

export function accountsTestbed(options: AccountsTestbedOptions = {}) {
  const storage = options.storage ?? new MemoryKeyValueStorage();
  const basket = teeAndHoodieTestbed({ storage });
  const accounts = new InMemoryAccounts({ customers: demoCustomers(), ...options.data });
  const tokens = new StorageAuthTokenStore(storage);
  const sessions = new StorageCustomerSessionStore(storage);
  const wishlists = new StorageWishlistRepository(storage);
  const authApi = new InMemoryAuthApi(accounts, options.social, options.secondFactors);
  const accountApi = new InMemoryAccountApi(accounts, tokens);
  const wishlistApi = new InMemoryWishlistApi(accounts, tokens);
  const alertApi = (options.alerts ?? new InMemoryProductAlertApi()).withCaller(() => accounts.customerIdOf(tokens));
  const errors = basket.errors;
  const startSession = new StartSession(tokens, accountApi, sessions, errors);
  const logout = new Logout(authApi, tokens, sessions, wishlists, basket.clean, errors);
  const refresh = new RefreshSession(authApi, tokens, logout);
  const loadWishlist = new LoadWishlist(wishlistApi, tokens, wishlists, errors);
  const passkeyApi = new InMemoryPasskeyApi(accounts, tokens);
  const passkeyDevice = options.passkeyDevice ?? new InMemoryPasskeyDevice();
  return {
    storage, basket, accounts, tokens, sessions, wishlists, authApi, accountApi, wishlistApi, alertApi, errors, passkeyApi, passkeyDevice,
    login: new Login(authApi, startSession),
    loginSecondFactor: new LoginSecondFactor(authApi, startSession),
    logout,
    refresh,
    register: new Register(authApi, startSession),
    forgotPassword: new ForgotPassword(authApi),
    autoconnect: new Autoconnect(authApi, startSession),
    socialLogin: new SocialLogin(authApi, startSession),
    getProfile: new GetProfile(accountApi, tokens, sessions, refresh, logout),
    updateProfile: new UpdateProfile(accountApi, tokens, sessions),
    changePassword: new ChangePassword(accountApi, tokens),
    listAddresses: new ListAddresses(accountApi, tokens, sessions),
    addAddress: new AddAddress(accountApi, tokens, sessions),
    updateAddress: new UpdateAddress(accountApi, tokens, sessions),
    removeAddress: new RemoveAddress(accountApi, tokens, sessions),
    setDefaultAddress: new SetDefaultAddress(accountApi, tokens, sessions),
    listCards: new ListCards(accountApi, tokens),
    removeCard: new RemoveCard(accountApi, tokens),
    listMyStockAlerts: new ListMyStockAlerts(alertApi, tokens),
    listPasskeys: new ListPasskeys(passkeyApi, tokens, passkeyDevice),
    addPasskey: new AddPasskey(passkeyApi, tokens, passkeyDevice),
    removePasskey: new RemovePasskey(passkeyApi, tokens),
    passkeyLogin: new PasskeyLogin(passkeyApi, passkeyDevice, startSession),
    loadWishlist,
    toggleWish: new ToggleWish(wishlistApi, tokens, wishlists, loadWishlist, errors),
    addPendingWish: new AddPendingWishAfterLogin(wishlistApi, tokens, wishlists, loadWishlist, errors),
  };
}
