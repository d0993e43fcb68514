/**
 * TypeBox schemas of the sign-in API (docs/accounts-api.md): `/security/*`, `/social-connect/*`
 * and the password change of `/secure/account/password`. Request bodies are typed but loose about
 * presence: an empty or missing field gets the shop's own message (SPEC §5) from the domain's
 * checks, not a schema error. Every string is bounded and free of control characters (`Text`).
 */
import { Type } from 'typebox';
import { MAX_EMAIL_LENGTH } from '../../src/domain/accounts/email';
import { ErrorSchema, Text } from '../http/schemas/common';

/** Longer than any password the policy accepts, so that the policy (not the schema) says why. */
const SECRET_MAX = 1024;
const NAME_MAX = 200;
const TOKEN_MAX = 200;

const optionalText = (maxLength: number) => Type.Optional(Text({ maxLength }));

/** The signed-in customer of a token answer: the accounts' Profile (the compiler holds both to the domain's type). */
export const ProfileSchema = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  civility: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)], { description: '1 Mr, 2 Mrs, 3 other' }),
  birthday: Type.Union([Type.String({ description: 'YYYY-MM-DD' }), Type.Null()]),
  newsletter: Type.Boolean(),
  roles: Type.Array(Type.String()),
});

export const RefreshTransportSchema = Type.Union([Type.Literal('cookie'), Type.Literal('body')], {
  description: "'body' (the CLI): the refresh token comes back in the answer instead of the HttpOnly cookie",
});

export const TokenAnswerSchema = Type.Object({
  token: Type.String({ description: 'Access token (JWT HS256, 15 minutes): `Authorization: Bearer <token>`' }),
  refresh_token: Type.Union([Type.String(), Type.Null()], { description: 'With refreshTransport "body"; otherwise null and the HttpOnly cookie `refresh_token` carries it' }),
  expiresIn: Type.Integer({ description: 'Seconds the access token lives' }),
  customer: ProfileSchema,
});

export const LoginBodySchema = Type.Object({
  _username: Type.Optional(Text({ maxLength: MAX_EMAIL_LENGTH + 64, description: 'E-mail address' })),
  _password: Type.Optional(Text({ maxLength: SECRET_MAX })),
  refreshTransport: Type.Optional(RefreshTransportSchema),
});

export const RegisterBodySchema = Type.Object({
  civility: Type.Optional(Type.Union([Type.Integer({ minimum: -1000, maximum: 1000 }), Text({ maxLength: 8 }), Type.Null()])),
  firstName: Type.Optional(Type.Union([Text({ maxLength: NAME_MAX }), Type.Null()])),
  lastName: Type.Optional(Type.Union([Text({ maxLength: NAME_MAX }), Type.Null()])),
  email: Type.Optional(Type.Union([Text({ maxLength: MAX_EMAIL_LENGTH + 64 }), Type.Null()])),
  password: Type.Optional(Type.Union([Text({ maxLength: SECRET_MAX }), Type.Null()])),
  birthday: Type.Optional(Type.Union([Text({ maxLength: 32, description: 'YYYY-MM-DD' }), Type.Null()])),
  newsletter: Type.Optional(Type.Union([Type.Boolean(), Type.Null()])),
  refreshTransport: Type.Optional(RefreshTransportSchema),
});

export const RefreshBodySchema = Type.Union([
  Type.Object({
    refresh_token: Type.Optional(Text({ maxLength: TOKEN_MAX, description: 'The CLI sends it here; browsers send the cookie' })),
    refreshTransport: Type.Optional(RefreshTransportSchema),
  }),
  Type.Null(),
]);

export const LogoutBodySchema = Type.Union([Type.Object({ refresh_token: Type.Optional(Text({ maxLength: TOKEN_MAX })) }), Type.Null()]);

export const ForgotPasswordBodySchema = Type.Object({
  email: Type.Optional(Text({ maxLength: MAX_EMAIL_LENGTH + 64 })),
});

export const PasswordResetAnswerSchema = Type.Object({ message: Type.String({ description: 'The same whether the address has an account or not' }) });

export const AutoconnectBodySchema = Type.Object({
  token: Text({ maxLength: TOKEN_MAX, description: 'The {token} of the mailed /autoconnect/{token} link' }),
  refreshTransport: Type.Optional(RefreshTransportSchema),
});

export const ProvidersSchema = Type.Object({
  apple: Type.Boolean(),
  facebook: Type.Boolean(),
  appleClientId: Type.Optional(Type.String({ description: "Apple's Services ID the page opens Apple's sign-in with (public); only when apple is true" })),
  facebookAppId: Type.Optional(Type.String({ description: 'The Facebook app id the page loads the SDK with (public); only when facebook is true' })),
});

export const AppleBodySchema = Type.Object({
  code: optionalText(2048),
  clientId: optionalText(255),
  firstName: optionalText(NAME_MAX),
  lastName: optionalText(NAME_MAX),
  redirectUri: optionalText(2048),
  user: Type.Optional(Type.Union([
    Text({ maxLength: 4096, description: "Apple's `user` JSON, as a string" }),
    Type.Object({
      name: Type.Optional(Type.Object({ firstName: optionalText(NAME_MAX), lastName: optionalText(NAME_MAX) })),
      email: optionalText(MAX_EMAIL_LENGTH),
    }),
  ])),
  authorization: Type.Optional(Type.Object({
    code: optionalText(2048),
    id_token: optionalText(8192),
    state: optionalText(2048),
  })),
  refreshTransport: Type.Optional(RefreshTransportSchema),
});

export const FacebookBodySchema = Type.Object({
  accessToken: optionalText(4096),
  userID: optionalText(64),
  refreshTransport: Type.Optional(RefreshTransportSchema),
});

export const SignedOutSchema = Type.Null({ description: 'Signed out' });

export const PasswordChangedSchema = Type.Null({ description: 'Changed' });

export const PasswordChangeBodySchema = Type.Object({
  oldPassword: Type.Optional(Text({ maxLength: SECRET_MAX, description: 'Not needed within an hour of a forgotten-password sign-in' })),
  newPassword: Type.Optional(Text({ maxLength: SECRET_MAX })),
  confirmation: Type.Optional(Text({ maxLength: SECRET_MAX })),
});

const error = (description: string) => Type.Object(ErrorSchema.properties, { description });

export const AuthErrorSchemas = {
  401: error('Not signed in, or the token is missing, expired, forged or revoked'),
  403: error('A browser request from another origin'),
  409: error('Conflict'),
  429: error('Too many attempts: try again after `Retry-After` seconds'),
};
