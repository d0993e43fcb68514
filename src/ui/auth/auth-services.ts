import type { Autoconnect } from '../../application/auth/autoconnect';
import type { ForgotPassword } from '../../application/auth/forgot-password';
import type { Login } from '../../application/auth/login';
import type { LoginSecondFactor } from '../../application/auth/login-second-factor';
import type { Logout } from '../../application/auth/logout';
import type { Register } from '../../application/auth/register';
import type { SocialLogin } from '../../application/auth/social-login';
import type { PasskeyLogin } from '../../application/auth/passkey-login';
import type { GetProfile } from '../../application/accounts/get-profile';
import type { ListAddresses } from '../../application/accounts/manage-addresses';
import type { LoginProviders } from '../../domain/auth/auth-session';

/** The sign-in use cases the AuthStore drives. */
export interface AuthUseCases {
  login: Login;
  loginSecondFactor: LoginSecondFactor;
  register: Register;
  logout: Logout;
  forgotPassword: ForgotPassword;
  autoconnect: Autoconnect;
  socialLogin: SocialLogin;
  passkeyLogin: PasskeyLogin;
  getProfile: GetProfile;
  listAddresses: ListAddresses;
}

/**
 * Who is signed in. The hint answers at once without loading the composition root, so an
 * anonymous visit never pays for the account code; the use cases load when there is a session to
 * check or a form is sent.
 */
export interface AuthServices {
  useCases(): Promise<AuthUseCases>;
  /** The `signed_in` hint cookie, or a stored access token: worth checking the session. */
  hasSessionHint(): boolean;
  /** Sets or clears the `signed_in` hint the server render reads for its guards. */
  rememberSignedIn(signedIn: boolean): void;
  /** `GET /security/providers`: which social buttons to show. */
  providers(): Promise<LoginProviders>;
}
