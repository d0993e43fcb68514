/** TypeBox schemas of the support desk's routes (issue 39): the customer search and the customer's page. */
import { Type } from 'typebox';
import { CUSTOMER_SORTS } from '../../src/domain/support/customer-file';
import { ErrorSchema, Text } from '../http/schemas/common';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);
const Euros = (description: string) => Type.Number({ description: `Euros: ${description}` });
/** Parts another module describes (its own schema): passed through as they are. */
const Described = (description: string) => Type.Array(Type.Unknown(), { description });

export const CustomerSearchQuerySchema = Type.Object({
  q: Type.Optional(Text({ maxLength: 320, description: 'Part of the e-mail address or name, an account number, or an order number' })),
  sort: Type.Optional(Type.Union(CUSTOMER_SORTS.map((key) => Type.Literal(key)), { description: 'Default name' })),
  dir: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, description: 'Default 20' })),
});

export const CustomerSearchSchema = Type.Object({
  items: Type.Array(Type.Object({
    id: Type.Integer(),
    email: Type.String(),
    firstName: Type.String(),
    lastName: Type.String(),
    storeId: Type.String(),
    closed: Type.Boolean(),
    createdAt: Type.String(),
    orderCount: Type.Integer(),
    lastOrderAt: Nullable(Type.String()),
  })),
  total: Type.Integer({ description: 'Customers matching, every page' }),
});

export const CustomerKeyParamsSchema = Type.Object({
  customer: Type.String({ minLength: 1, maxLength: 320, pattern: '^(?:#?[0-9]{1,10}|[^\\s/]+@[^\\s/]+)$', description: 'The account number, or its e-mail address' }),
});

export const CustomerFileSchema = Type.Object({
  profile: Type.Object({
    id: Type.Integer(),
    email: Type.String(),
    civility: Nullable(Type.Integer()),
    firstName: Type.String(),
    lastName: Type.String(),
    birthday: Nullable(Type.String()),
    storeId: Type.String(),
    locale: Type.String(),
    roles: Type.Array(Type.String()),
    closed: Type.Boolean(),
    createdAt: Type.String(),
    signIn: Type.Object({ password: Type.Boolean(), apple: Type.Boolean(), facebook: Type.Boolean() }),
  }),
  addresses: Described('The address book (Address of docs/accounts-api.md), the default first'),
  orders: Type.Object({
    total: Type.Integer({ description: 'Every order of the account' }),
    spent: Euros('every order but the cancelled ones, shipping included'),
    items: Type.Array(Type.Object({
      id: Type.Integer(), reference: Type.String(), status: Type.String(), statusLabel: Type.String(), createdAt: Type.String(),
      total: Euros('shipping included'), storeId: Type.String(), paymentMethod: Type.String(),
    }), { description: 'The latest 20' }),
  }),
  returns: Type.Object({
    total: Type.Integer(),
    items: Type.Array(Type.Object({
      id: Type.Integer(), reference: Type.String(), orderId: Type.Integer(), status: Type.String(), statusLabel: Type.String(), refundType: Type.String(),
      createdAt: Type.String(), refundAmount: Euros('what comes back'),
    })),
  }),
  balance: Type.Object({
    balance: Euros('usable now'),
    vouchers: Described('Vouchers (BalanceLine)'),
    credits: Described('Credits and gift cards (BalanceLine)'),
    history: Type.Array(Type.Object({ at: Type.String(), entryId: Type.Integer(), label: Type.String(), orderId: Nullable(Type.Integer()), amount: Euros('spent (negative) or given back') })),
  }),
  favourites: Type.Object({ count: Type.Integer() }),
  alerts: Described('Stock alerts (ProductAlert) of the account and of its address'),
  consents: Type.Array(Type.Object({ purpose: Type.Literal('newsletter'), store: Type.String(), given: Type.Boolean(), at: Type.String() })),
  messages: Described('Contact messages (ContactMessage, with their answers), newest first'),
  audit: Described('Staff calls made for the customer (AuditEntry), newest first'),
  supportAccesses: Type.Array(Type.Object({ openedAt: Type.String(), expiresAt: Type.String(), orderId: Type.Integer(), reason: Type.String() })),
});

export const SupportErrors = {
  401: Type.Object(ErrorSchema.properties, { description: 'Not signed in' }),
  403: Type.Object(ErrorSchema.properties, { description: 'Signed in without the support role (or without a second factor)' }),
  404: Type.Object(ErrorSchema.properties, { description: 'No such customer' }),
};
