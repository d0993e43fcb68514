import type { Passkey } from '../../domain/auth/passkeys';
import { isApiError } from '../ports/api-error';
import type { AuthTokenStore } from '../ports/auth-token-store';
import type { PasskeyAuthenticator } from '../ports/passkey-authenticator';
import type { PasskeyApi } from '../ports/passkeys-api';
import { asCustomer, isSignedOut, refusal, type Refused, type SignedOut } from '../auth/signed-in';

export type ListPasskeysResult = { kind: 'found'; passkeys: Passkey[]; /** This device can make a passkey. */ canAdd: boolean } | SignedOut;

/** The account's passkeys, newest first (name, added, last used). */
export class ListPasskeys {
  constructor(
    private readonly passkeys: PasskeyApi,
    private readonly tokens: AuthTokenStore,
    private readonly authenticator: PasskeyAuthenticator,
  ) {}

  async execute(): Promise<ListPasskeysResult> {
    const passkeys = await asCustomer(this.tokens, () => this.passkeys.list());
    return isSignedOut(passkeys) ? passkeys : { kind: 'found', passkeys, canAdd: this.authenticator.supported() };
  }
}

export type AddPasskeyResult =
  | { kind: 'added'; passkey: Passkey }
  /** The customer closed the device's dialog, or let it time out. */
  | { kind: 'cancelled' }
  /** No WebAuthn here (the CLI, an old browser). */
  | { kind: 'unsupported' }
  /** 400 the answer proved nothing, 409 registered already or too many passkeys. */
  | Refused
  | SignedOut;

/** Adds a passkey: the shop's challenge, the device's new credential, the shop keeps it (default name: the device). */
export class AddPasskey {
  constructor(
    private readonly passkeys: PasskeyApi,
    private readonly tokens: AuthTokenStore,
    private readonly authenticator: PasskeyAuthenticator,
  ) {}

  async execute(name?: string): Promise<AddPasskeyResult> {
    if (!this.authenticator.supported()) return { kind: 'unsupported' };
    try {
      const options = await asCustomer(this.tokens, () => this.passkeys.registrationOptions());
      if (isSignedOut(options)) return options;
      const created = await this.authenticator.create(options);
      if (created.kind !== 'answered') return created;
      const passkey = await asCustomer(this.tokens, () => this.passkeys.register(created.response, name));
      return isSignedOut(passkey) ? passkey : { kind: 'added', passkey };
    } catch (error) {
      return refusal(error, [400, 409]);
    }
  }
}

export type RemovePasskeyResult = { kind: 'removed' } | { kind: 'not-found' } | SignedOut;

/** Removes one of the account's passkeys: it signs in no more. */
export class RemovePasskey {
  constructor(
    private readonly passkeys: PasskeyApi,
    private readonly tokens: AuthTokenStore,
  ) {}

  async execute(passkeyId: number): Promise<RemovePasskeyResult> {
    try {
      const done = await asCustomer(this.tokens, () => this.passkeys.remove(passkeyId));
      return isSignedOut(done) ? done : { kind: 'removed' };
    } catch (error) {
      if (isApiError(error) && error.isNotFound) return { kind: 'not-found' };
      throw error;
    }
  }
}
