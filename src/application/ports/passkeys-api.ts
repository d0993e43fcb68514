import type { AuthSession } from '../../domain/auth/auth-session';
import type { Passkey } from '../../domain/auth/passkeys';
import { token } from './token';

/** WebAuthn options and answers as the shop and the browser exchange them (base64url JSON); only the authenticator reads them. */
export type WebAuthnJson = Record<string, unknown>;

/**
 * The passkey calls of docs/accounts-api.md: the signed-in customer's `/secure/account/passkeys`
 * (bearer token; another customer's passkey is a 404) and the anonymous sign-in of
 * `/security/passkeys/*`. Refusals throw ApiError with the shop's message: 400 an answer that
 * proves nothing, 401 a passkey not recognised, 409 registered already or too many, 429 too many attempts.
 */
export interface PasskeyApi {
  list(): Promise<Passkey[]>;
  registrationOptions(): Promise<WebAuthnJson>;
  register(response: WebAuthnJson, name?: string): Promise<Passkey>;
  rename(passkeyId: number, name: string): Promise<Passkey>;
  remove(passkeyId: number): Promise<void>;
  signInOptions(): Promise<WebAuthnJson>;
  signIn(response: WebAuthnJson): Promise<AuthSession>;
}

export const PASSKEY_API = token<PasskeyApi>('PasskeyApi');
