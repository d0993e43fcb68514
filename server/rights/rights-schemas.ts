/** TypeBox schemas of the data rights' routes (docs/accounts-api.md "Your data"). */
import { Type } from 'typebox';
import { ErrorSchema, Text } from '../http/schemas/common';

const error = (description: string) => Type.Object(ErrorSchema.properties, { description });

// ---- Data rights (issue 36: "Download my data", "Close my account", support on request) ---------

/** The export: every part of the customer's data (docs/accounts-api.md "Your data" lists them). */
export const DataExportSchema = Type.Object({
  format: Type.Integer({ description: 'The export format’s version (1)' }),
  exportedAt: Type.String({ description: 'ISO time' }),
  profile: Type.Unknown(),
  addresses: Type.Array(Type.Unknown()),
  savedCards: Type.Array(Type.Unknown(), { description: 'Brand, last four digits, expiry, holder: never a number or token' }),
  orders: Type.Array(Type.Unknown(), { description: 'Every order with its lines, totals, statuses and events' }),
  returns: Type.Array(Type.Unknown()),
  balance: Type.Unknown({ description: 'Vouchers and credits (gift cards and returns count as credits)' }),
  balanceHistory: Type.Array(Type.Unknown(), { description: 'Money taken from or given back to each entry' }),
  favourites: Type.Array(Type.Unknown()),
  recentlyViewed: Type.Array(Type.Unknown(), { description: 'The recently viewed products, most recent first: product id and moment' }),
  stockAlerts: Type.Array(Type.Unknown()),
  ratings: Type.Array(Type.Unknown()),
  consents: Type.Array(Type.Unknown(), { description: 'The newsletter consents, per store, with their date' }),
  newsletterSubscriptions: Type.Array(Type.Unknown()),
});

export const CloseBodySchema = Type.Object({
  password: Type.Optional(Text({ maxLength: 200, description: 'The account’s password (none for an Apple or Facebook account: sign in again just before)' })),
});

export const SupportCloseBodySchema = Type.Object({
  reason: Text({ maxLength: 1000, description: 'Why (the customer’s request): kept by the staff audit with the call' }),
});

export const ClosureSchema = Type.Object({
  closed: Type.Literal(true),
  customerId: Type.Integer(),
  ordersKept: Type.Integer({ description: 'Orders kept with their bills, anonymised' }),
  retentionYears: Type.Integer({ description: 'How long they are kept (10)' }),
});

export const CustomerKeyParamsSchema = Type.Object({
  customer: Text({ minLength: 1, maxLength: 254, description: 'The account’s id or e-mail address' }),
});

export const RightsErrorSchemas = {
  400: error('Missing password or reason'),
  401: error('Not signed in, or the token is missing, expired, forged or revoked'),
  403: error('A wrong password, not support staff, or an Apple/Facebook account whose sign-in is not fresh'),
  404: error('No open account of that id or address'),
  409: error('A staff account (revoke its roles first)'),
  429: error('Too many wrong passwords'),
  503: error('The payment provider cannot forget the saved cards now'),
};
