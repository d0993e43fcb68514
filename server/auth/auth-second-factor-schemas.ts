/** TypeBox schemas of the staff second factor (docs/accounts-api.md "Staff second factor"). */
import { Type } from 'typebox';
import { Text } from '../http/schemas/common';
import { RefreshTransportSchema } from './auth-schemas';

export const SecondFactorChallengeSchema = Type.Object(
  {
    secondFactorRequired: Type.Literal(true),
    challenge: Type.String({ description: 'Send it with the code to /security/login/second-factor (5 minutes)' }),
    methods: Type.Array(Type.Union([Type.Literal('totp'), Type.Literal('recovery')])),
    expiresIn: Type.Integer({ description: 'Seconds the challenge waits for its code' }),
    message: Type.String(),
  },
  { description: 'A staff account with a second factor: the password was right, now its code' },
);

export const SecondFactorLoginBodySchema = Type.Object({
  challenge: Type.Optional(Text({ maxLength: 2048 })),
  code: Type.Optional(Text({ maxLength: 64, description: 'The 6 digits of the authenticator app, or a recovery code (xxxxx-xxxxx, single use)' })),
  refreshTransport: Type.Optional(RefreshTransportSchema),
});

export const SecondFactorStatusSchema = Type.Object({
  staff: Type.Boolean({ description: 'The account holds a staff role (only staff have a second factor)' }),
  enrolled: Type.Boolean(),
  pending: Type.Boolean({ description: 'A secret was given and waits for its first code' }),
  recoveryCodesLeft: Type.Integer(),
  session: Type.Union([Type.Literal('totp'), Type.Literal('recovery'), Type.Literal('passkey'), Type.Null()], { description: "What this session's sign-in proved" }),
});

export const TotpEnrolmentSchema = Type.Object({
  secret: Type.String({ description: 'Base32, for an authenticator app' }),
  otpauthUri: Type.String({ description: 'otpauth://totp/… (a QR code of it is what phones scan)' }),
  issuer: Type.String(),
  account: Type.String(),
});

export const TotpConfirmBodySchema = Type.Object({ code: Type.Optional(Text({ maxLength: 64 })) });

export const RecoveryCodesSchema = Type.Object({ recoveryCodes: Type.Array(Type.String(), { description: 'Ten single-use codes, shown this once' }) });

export const StaffEmailParamsSchema = Type.Object({ email: Text({ maxLength: 320 }) });

export const SecondFactorResetSchema = Type.Object({ email: Type.String(), hadSecondFactor: Type.Boolean() });
