import type { PasskeyAuthenticator } from '../../application/ports/passkey-authenticator';

/** Where no device can hold a passkey (the CLI: a terminal cannot create one). */
export const NO_PASSKEY_AUTHENTICATOR: PasskeyAuthenticator = {
  supported: () => false,
  supportsAutofill: async () => false,
  create: async () => ({ kind: 'unsupported' }),
  get: async () => ({ kind: 'unsupported' }),
};
