/**
 * TypeBox schemas of `POST /secure/account/giftcards` (docs/returns-api.md "Gift cards"). The
 * answer carries the balance as the orders API shows it (docs/checkout-api.md), with the orders'
 * own schemas.
 */
import { Type } from 'typebox';
import { ErrorSchema, Text } from '../http/schemas/common';
import { BalanceLineSchema, BalanceSchema } from '../orders/orders-service';

export const GiftcardBodySchema = Type.Object({
  code: Text({ maxLength: 64, description: '16 letters and digits, any case; spaces and dashes are ignored' }),
});

export const GiftcardActivationSchema = Type.Object({ credit: BalanceLineSchema, balance: BalanceSchema });

const error = (description: string) => Type.Object(ErrorSchema.properties, { description });

export const GiftcardErrorSchemas = {
  401: error('Not signed in'),
  409: error('Already activated (by anyone)'),
  410: error('The card has expired'),
  429: error('Too many refused codes: see Retry-After'),
};
