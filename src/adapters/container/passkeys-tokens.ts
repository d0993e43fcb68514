/** Typed tokens of the passkey use cases (bound in passkeys-bindings.ts). */
import type { AddPasskey, ListPasskeys, RemovePasskey } from '../../application/accounts/manage-passkeys';
import type { PasskeyLogin } from '../../application/auth/passkey-login';
import { token } from '../../application/ports/token';

export const LIST_PASSKEYS = token<ListPasskeys>('ListPasskeys');
export const ADD_PASSKEY = token<AddPasskey>('AddPasskey');
export const REMOVE_PASSKEY = token<RemovePasskey>('RemovePasskey');
export const PASSKEY_LOGIN = token<PasskeyLogin>('PasskeyLogin');
