/** Request and answer schemas of the reminders module (issue 38). */
import { Type } from 'typebox';
import { MAX_EMAIL_LENGTH } from '../../src/domain/accounts/email';
import { Id, Text } from '../http/schemas/common';

export const ReminderListQuerySchema = Type.Object({
  email: Type.Optional(Text({ maxLength: 254, description: 'Part of the customer’s e-mail address' })),
  before: Type.Optional(Id('The `nextCursor` of the page before')),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, description: 'Reminders per page (default 50)' })),
});

const Euros = (description: string) => Type.Number({ description: `Euros, 2 decimals: ${description}` });

export const ReminderSchema = Type.Object({
  id: Type.Integer(),
  basketId: Type.Integer(),
  customerId: Type.Integer(),
  email: Type.String(),
  store: Type.String(),
  sentAt: Type.String({ format: 'date-time' }),
  linesCount: Type.Integer({ minimum: 1 }),
  value: Euros('the mailed lines at the prices of the moment of sending'),
  lines: Type.Array(Type.Object({
    productId: Type.Integer(),
    productSizeId: Type.Integer(),
    quantity: Type.Integer(),
    name: Type.String(),
    size: Type.String(),
    price: Euros('the line'),
  })),
});

export const ReminderPageSchema = Type.Object({
  reminders: Type.Array(ReminderSchema),
  nextCursor: Type.Union([Type.Integer(), Type.Null()]),
});

export const BasketIdParamsSchema = Type.Object({ basketId: Id('The basket id of the reminder’s link') });

export const RemindedBasketSchema = Type.Object({
  basketId: Type.Integer(),
  basketItems: Type.Array(Type.Object({ productId: Type.Integer(), productSizeId: Type.Integer(), quantity: Type.Integer() }), {
    description: 'The lines the reminder mailed, to put back in the basket (then priced by POST /basket/detail)',
  }),
});

export const OneClickQuerySchema = Type.Object({
  store: Text({ maxLength: 64, description: 'The store whose newsletter the mail came from' }),
  email: Text({ maxLength: MAX_EMAIL_LENGTH + 64 }),
  expires: Type.String({ pattern: '^[0-9]{1,12}$', description: 'Expiry of the signed link (Unix seconds)' }),
  signature: Type.String({ pattern: '^[A-Za-z0-9_-]{1,128}$', description: 'Signature of the link the shop mailed' }),
});

export const OneClickAnswerSchema = Type.Object({
  email: Type.String(),
  subscribed: Type.Boolean({ description: 'false once unsubscribed' }),
  message: Type.String({ description: 'What to tell the shopper (changes take up to 48 h)' }),
});
