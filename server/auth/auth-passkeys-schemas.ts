/**
 * TypeBox schemas of the passkey routes (docs/accounts-api.md "Passkeys"): the WebAuthn options
 * as `@simplewebauthn/server` makes them (PublicKeyCredential*OptionsJSON, base64url fields), the
 * browser's answers as `@simplewebauthn/browser` sends them, and the account's list. Every string
 * of an answer is bounded; the library checks what they hold.
 */
import { Type } from 'typebox';
import { PASSKEY_NAME_MAX_LENGTH } from '../../src/domain/auth/passkeys';
import { ErrorSchema, Id, Text } from '../http/schemas/common';
import { RefreshTransportSchema } from './auth-schemas';

const Base64Url = (maxLength: number, description?: string) => Type.String({ pattern: '^[A-Za-z0-9_-]*={0,2}$', maxLength, ...(description ? { description } : {}) });

const Loose = <T extends Record<string, Parameters<typeof Type.Object>[0][string]>>(properties: T, description?: string) =>
  Type.Object(properties, { additionalProperties: true, ...(description ? { description } : {}) });

const CredentialDescriptor = Loose({ id: Type.String(), type: Type.String(), transports: Type.Optional(Type.Array(Type.String())) });

export const RegistrationOptionsSchema = Loose(
  {
    challenge: Type.String({ description: 'base64url; single use, 5 minutes' }),
    rp: Loose({ id: Type.Optional(Type.String()), name: Type.String() }),
    user: Loose({ id: Type.String({ description: 'The account’s opaque WebAuthn user handle, base64url' }), name: Type.String(), displayName: Type.String() }),
    pubKeyCredParams: Type.Array(Loose({ alg: Type.Integer(), type: Type.String() })),
    timeout: Type.Optional(Type.Integer()),
    excludeCredentials: Type.Optional(Type.Array(CredentialDescriptor)),
    authenticatorSelection: Type.Optional(Loose({})),
    attestation: Type.Optional(Type.String()),
    extensions: Type.Optional(Loose({})),
    hints: Type.Optional(Type.Array(Type.String())),
  },
  'PublicKeyCredentialCreationOptionsJSON: give it to startRegistration({ optionsJSON })',
);

export const SignInOptionsSchema = Loose(
  {
    challenge: Type.String({ description: 'base64url; single use, 5 minutes' }),
    rpId: Type.Optional(Type.String()),
    timeout: Type.Optional(Type.Integer()),
    allowCredentials: Type.Optional(Type.Array(CredentialDescriptor)),
    userVerification: Type.Optional(Type.String()),
    extensions: Type.Optional(Loose({})),
    hints: Type.Optional(Type.Array(Type.String())),
  },
  'PublicKeyCredentialRequestOptionsJSON: give it to startAuthentication({ optionsJSON })',
);

const CREDENTIAL_ID_MAX = 1400;
const BLOB_MAX = 16_384;

const credentialFields = {
  id: Base64Url(CREDENTIAL_ID_MAX, 'Credential id, base64url'),
  rawId: Base64Url(CREDENTIAL_ID_MAX),
  type: Type.Literal('public-key'),
  clientExtensionResults: Type.Record(Type.String({ maxLength: 64 }), Type.Unknown(), { maxProperties: 16 }),
  authenticatorAttachment: Type.Optional(Type.Union([Type.Literal('platform'), Type.Literal('cross-platform')])),
};

export const RegistrationResponseSchema = Type.Object(
  {
    ...credentialFields,
    response: Type.Object({
      clientDataJSON: Base64Url(BLOB_MAX),
      attestationObject: Base64Url(BLOB_MAX),
      authenticatorData: Type.Optional(Base64Url(BLOB_MAX)),
      transports: Type.Optional(Type.Array(Text({ maxLength: 32 }), { maxItems: 10 })),
      publicKeyAlgorithm: Type.Optional(Type.Integer()),
      publicKey: Type.Optional(Base64Url(BLOB_MAX)),
    }),
  },
  { description: 'RegistrationResponseJSON, as startRegistration() answers it' },
);

export const AuthenticationResponseSchema = Type.Object(
  {
    ...credentialFields,
    response: Type.Object({
      clientDataJSON: Base64Url(BLOB_MAX),
      authenticatorData: Base64Url(BLOB_MAX),
      signature: Base64Url(BLOB_MAX),
      userHandle: Type.Optional(Base64Url(512)),
    }),
  },
  { description: 'AuthenticationResponseJSON, as startAuthentication() answers it' },
);

export const PasskeySchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  lastUsedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { description: 'Null until it signs in once' }),
});

export const PasskeyListSchema = Type.Array(PasskeySchema);

const PasskeyName = Text({ maxLength: PASSKEY_NAME_MAX_LENGTH * 4, description: `1 to ${PASSKEY_NAME_MAX_LENGTH} characters` });

export const RegisterPasskeyBodySchema = Type.Object({
  response: RegistrationResponseSchema,
  name: Type.Optional(Type.Union([PasskeyName, Type.Null()], { description: 'Default: the device, e.g. "Chrome on Linux"' })),
});

export const RenamePasskeyBodySchema = Type.Object({ name: PasskeyName });

export const PasskeyIdParamsSchema = Type.Object({ passkeyId: Id('Passkey id') });

export const PasskeySignInBodySchema = Type.Object({
  response: AuthenticationResponseSchema,
  refreshTransport: Type.Optional(RefreshTransportSchema),
});

export const PasskeyRemovedSchema = Type.Null({ description: 'Removed' });

const error = (description: string) => Type.Object(ErrorSchema.properties, { description });

export const PasskeyErrorSchemas = {
  400: error('A malformed answer, or one that does not prove the passkey (forged, replayed, expired, another origin)'),
  401: error('Not signed in; or, at sign-in, the passkey is not recognised'),
  403: error('A browser request from another origin'),
  404: error('No passkey of that id for this customer'),
  409: error('The passkey is registered already, or the account holds the most it may'),
  429: error('Too many attempts: try again after `Retry-After` seconds'),
};
