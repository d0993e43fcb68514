/**
 * TypeBox schemas of `POST /secure/account/giftcards` (docs/returns-api.md "Gift cards"). The
 * answer carries the balance as the orders API shows it (docs/checkout-api.md); the compiler holds
 * both to the domain's `Balance` (giftcards-schemas.test.ts).
 */
import { Type } from 'typebox';
import { ErrorSchema, Text } from '../http/schemas/common';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);
const Euros = (description?: string) => Type.Number(description ? { description: `Euros: ${description}` } : {});

export const GiftcardBodySchema = Type.Object({
  code: Text({ maxLength: 64, description: '16 letters and digits, any case; spaces and dashes are ignored' }),
});

export const BalanceLineSchema = Type.Object({
  id: Type.Integer(),
  kind: Type.Union([Type.Literal('voucher'), Type.Literal('credit'), Type.Literal('giftcard')]),
  code: Nullable(Type.String()),
  label: Type.String(),
  amount: Euros(),
  remaining: Euros(),
  expiresAt: Nullable(Type.String()),
  origin: Nullable(Type.String({ description: 'The return (RT-000042) or the masked gift card (GIFT…WXYZ); null for a voucher of the shop' })),
});

export const BalanceSchema = Type.Object({ balance: Euros('usable now'), vouchers: Type.Array(BalanceLineSchema), credits: Type.Array(BalanceLineSchema) });

export const GiftcardActivationSchema = Type.Object({ credit: BalanceLineSchema, balance: BalanceSchema });

const error = (description: string) => Type.Object(ErrorSchema.properties, { description });

export const GiftcardErrorSchemas = {
  401: error('Not signed in'),
  409: error('Already activated (by anyone)'),
  410: error('The card has expired'),
  429: error('Too many refused codes: see Retry-After'),
};
