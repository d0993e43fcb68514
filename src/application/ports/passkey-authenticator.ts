import type { WebAuthnJson } from './passkeys-api';
import { token } from './token';

/** What the device answered: a credential, nothing (the customer cancelled, or it timed out), or no WebAuthn at all here. */
export type CeremonyResult = { kind: 'answered'; response: WebAuthnJson } | { kind: 'cancelled' } | { kind: 'unsupported' };

/**
 * The device's passkeys (the browser's `navigator.credentials`). Where there is none (the CLI, an
 * old browser) every ceremony answers 'unsupported' and nothing throws.
 */
export interface PasskeyAuthenticator {
  supported(): boolean;
  /** The browser offers passkeys in the e-mail field's autofill (conditional mediation). */
  supportsAutofill(): Promise<boolean>;
  create(options: WebAuthnJson): Promise<CeremonyResult>;
  /** `autofill`: wait for the customer to pick a passkey in the autofill of the `webauthn` field. */
  /** A new ceremony ends the one in progress (the button given over the autofill wait). */
  get(options: WebAuthnJson, autofill: boolean): Promise<CeremonyResult>;
}

export const PASSKEY_AUTHENTICATOR = token<PasskeyAuthenticator>('PasskeyAuthenticator');

