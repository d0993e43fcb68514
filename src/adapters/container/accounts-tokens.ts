/** Typed tokens of the sign-in, account and favourites use cases (bound in accounts-bindings.ts). */
import type { ChangePassword } from '../../application/accounts/change-password';
import type { GetProfile } from '../../application/accounts/get-profile';
import type { ListMyStockAlerts } from '../../application/accounts/list-my-stock-alerts';
import type { AddAddress, ListAddresses, RemoveAddress, SetDefaultAddress, UpdateAddress } from '../../application/accounts/manage-addresses';
import type { ListCards, RemoveCard } from '../../application/accounts/manage-cards';
import type { UpdateProfile } from '../../application/accounts/update-profile';
import type { Autoconnect } from '../../application/auth/autoconnect';
import type { ForgotPassword } from '../../application/auth/forgot-password';
import type { Login } from '../../application/auth/login';
import type { LoginSecondFactor } from '../../application/auth/login-second-factor';
import type { Logout } from '../../application/auth/logout';
import type { RefreshSession } from '../../application/auth/refresh-session';
import type { Register } from '../../application/auth/register';
import type { SocialLogin } from '../../application/auth/social-login';
import type { StartSession } from '../../application/auth/start-session';
import type { AddPendingWishAfterLogin } from '../../application/wishlist/add-pending-wish-after-login';
import type { LoadWishlist } from '../../application/wishlist/load-wishlist';
import type { ToggleWish } from '../../application/wishlist/toggle-wish';
import { token } from '../../application/ports/token';

export const START_SESSION = token<StartSession>('StartSession');
export const LOGIN = token<Login>('Login');
export const LOGIN_SECOND_FACTOR = token<LoginSecondFactor>('LoginSecondFactor');
export const LOGOUT = token<Logout>('Logout');
export const REFRESH_SESSION = token<RefreshSession>('RefreshSession');
export const REGISTER = token<Register>('Register');
export const FORGOT_PASSWORD = token<ForgotPassword>('ForgotPassword');
export const AUTOCONNECT = token<Autoconnect>('Autoconnect');
export const SOCIAL_LOGIN = token<SocialLogin>('SocialLogin');

export const GET_PROFILE = token<GetProfile>('GetProfile');
export const UPDATE_PROFILE = token<UpdateProfile>('UpdateProfile');
export const CHANGE_PASSWORD = token<ChangePassword>('ChangePassword');
export const LIST_ADDRESSES = token<ListAddresses>('ListAddresses');
export const ADD_ADDRESS = token<AddAddress>('AddAddress');
export const UPDATE_ADDRESS = token<UpdateAddress>('UpdateAddress');
export const REMOVE_ADDRESS = token<RemoveAddress>('RemoveAddress');
export const SET_DEFAULT_ADDRESS = token<SetDefaultAddress>('SetDefaultAddress');
export const LIST_CARDS = token<ListCards>('ListCards');
export const REMOVE_CARD = token<RemoveCard>('RemoveCard');
export const LIST_MY_STOCK_ALERTS = token<ListMyStockAlerts>('ListMyStockAlerts');

export const LOAD_WISHLIST = token<LoadWishlist>('LoadWishlist');
export const TOGGLE_WISH = token<ToggleWish>('ToggleWish');
export const ADD_PENDING_WISH_AFTER_LOGIN = token<AddPendingWishAfterLogin>('AddPendingWishAfterLogin');
