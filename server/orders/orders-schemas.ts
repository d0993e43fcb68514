/**
 * TypeBox schemas of the orders API (docs/checkout-api.md): the placing body, the Order and
 * OrderSummary answers, balances and support's lists. Every request string is bounded (`Text`),
 * every id an int4, every quantity at most 999 (the basket's own bound).
 */
import { Type, type Static } from 'typebox';
import { TRACKING_NUMBER } from '../../src/domain/orders/parcel-tracking';
import { ApiHeadersSchema, ErrorSchema, Id, Text } from '../http/schemas/common';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);
const Euros = (description?: string) => Type.Number(description ? { description: `Euros: ${description}` } : {});

// Spelled out (not mapped from ORDER_STATUSES) so the static types stay literal; a test keeps them equal.
export const StatusSchema = Type.Union([
  Type.Literal('awaiting_payment'), Type.Literal('paid'), Type.Literal('preparing'), Type.Literal('shipped'), Type.Literal('delivered'), Type.Literal('cancelled'),
]);
export const PaymentMethodSchema = Type.Union([
  Type.Literal('card'), Type.Literal('instalments4'), Type.Literal('transfer'), Type.Literal('cheque'), Type.Literal('paypal'), Type.Literal('balance'),
]);

export const PlaceOrderBodySchema = Type.Object({
  basketItems: Type.Array(
    Type.Object({ productId: Id(), productSizeId: Id(), quantity: Type.Integer({ minimum: 1, maximum: 999 }) }),
    { minItems: 1, maxItems: 100 },
  ),
  basketPromotion: Type.Optional(Nullable(Type.Object({ code: Text({ minLength: 1, maxLength: 64 }) }))),
  device: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
  shipping: Type.Optional(Type.Union([
    Type.Object({ addressId: Id('One of the customer’s addresses (home or express carrier)') }),
    Type.Object({ relayPointId: Text({ minLength: 1, maxLength: 64, description: 'A relay point (carrier of type point_relais)' }) }),
  ])),
  carrierId: Type.Optional(Id('A carrier of GET /checkout/carriers for the destination')),
  billingAddressId: Type.Optional(Id()),
  payment: Type.Object({
    method: PaymentMethodSchema,
    cardId: Type.Optional(Id('A saved card (card, instalments4)')),
    saveCard: Type.Optional(Type.Boolean()),
    useBalance: Type.Optional(Type.Boolean({ description: 'With a method other than balance: the usable balance pays what it can, the method the rest (400 when it covers everything: use balance)' })),
  }),
  acceptTerms: Type.Optional(Type.Boolean()),
  expectedTotal: Type.Optional(Type.Number({ minimum: 0, maximum: 10_000_000, description: 'Euros: the total the shopper saw' })),
});

export type PlaceOrderBody = Static<typeof PlaceOrderBodySchema>;

export const PlaceOrderHeadersSchema = Type.Object({
  ...ApiHeadersSchema.properties,
  'idempotency-key': Type.Optional(Text({ maxLength: 200, description: 'One per attempt: 16–100 of [A-Za-z0-9_-]' })),
});


const OrderAddressSchema = Type.Object({
  civility: Nullable(Type.Integer()),
  firstName: Type.String(),
  lastName: Type.String(),
  company: Nullable(Type.String()),
  street: Type.String(),
  streetDetails: Nullable(Type.String()),
  zipCode: Type.String(),
  city: Type.String(),
  state: Nullable(Type.String()),
  countryIsoCode2: Type.String(),
  countryName: Nullable(Type.String()),
  phoneNumber: Nullable(Type.String()),
});

export const OrderSchema = Type.Object({
  id: Type.Integer(),
  reference: Type.String(),
  status: StatusSchema,
  statusLabel: Type.String(),
  createdAt: Type.String(),
  paymentMethod: PaymentMethodSchema,
  paymentMethodId: Type.Integer({ description: 'SPEC §9: balance 10, card 12, cheque 2, transfer 11, paypal 7' }),
  amounts: Type.Object({
    goods: Euros('lines before the promotion'),
    discount: Euros(),
    shipping: Euros(),
    balance: Euros('paid from vouchers and credits'),
    total: Euros('left to pay'),
    dutyFree: Euros(),
    vat: Euros(),
  }),
  promotionCode: Nullable(Type.String()),
  lines: Type.Array(Type.Object({
    id: Type.Integer({ description: 'The order line (`orderProduct` of a return)' }),
    productId: Type.Integer(),
    productSizeId: Type.Integer(),
    name: Type.String(),
    brand: Type.String(),
    size: Type.String(),
    quantity: Type.Integer(),
    unitPrice: Euros(),
    originUnitPrice: Nullable(Euros()),
    total: Euros(),
    picture: Nullable(Type.String()),
    url: Nullable(Type.String()),
    returnedQuantity: Type.Integer({ description: 'Units in returns that were not cancelled' }),
  })),
  carrier: Type.Object({ id: Type.Integer(), code: Type.String(), name: Type.String(), type: Type.String(), deliveryDate: Type.String() }),
  shippingAddress: OrderAddressSchema,
  billingAddress: OrderAddressSchema,
  relayPoint: Nullable(Type.Object({ id: Type.String(), name: Type.String(), street: Type.String(), zipCode: Type.String(), city: Type.String(), countryIsoCode2: Type.String() })),
  instalments: Nullable(Type.Array(Type.Object({ dueDate: Type.String(), amount: Euros() }))),
  card: Nullable(Type.Object({ brand: Type.String(), last4: Type.String() })),
  tracking: Nullable(Type.Object({ number: Type.String(), url: Type.String() })),
  events: Type.Array(Type.Object({ status: StatusSchema, at: Type.String() })),
  documents: Type.Object({ bill: Type.Boolean(), purchaseOrder: Type.Boolean() }),
  returnDeadline: Nullable(Type.String({ description: 'Delivered orders: the last moment to ask for a return (delivery + 14 days)' })),
  refunds: Type.Array(Type.Object({
    at: Type.String(),
    amount: Euros(),
    means: Type.Union([Type.Literal('provider'), Type.Literal('credit')]),
    returnReference: Type.String(),
  }), { description: 'Money given back by accepted returns, oldest first' }),
});

export const PlacedOrderSchema = Type.Object({
  order: OrderSchema,
  next: Type.Union([
    Type.Object({ kind: Type.Literal('confirmed') }),
    Type.Object({ kind: Type.Literal('redirect'), url: Type.String() }),
  ]),
});

export const PaymentReturnSchema = Type.Object({
  order: OrderSchema,
  payment: Type.Object({
    status: Type.Union([Type.Literal('paid'), Type.Literal('failed'), Type.Literal('pending')]),
    code: Type.Optional(Type.String()),
    message: Type.Optional(Type.String()),
  }),
});

export const OrderSummarySchema = Type.Object({
  id: Type.Integer(),
  reference: Type.String(),
  status: StatusSchema,
  createdAt: Type.String(),
  total: Euros('the order, shipping included'),
  itemCount: Type.Integer(),
  pictures: Type.Array(Type.String()),
});

export const OrderHistorySchema = Type.Object({ inProgress: Type.Array(OrderSummarySchema), finished: Type.Array(OrderSummarySchema) });

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

export const OrderIdParamsSchema = Type.Object({ id: Id('Order number') });

/** A 409 of placing says which check failed beside `{ code, message }`. */
export const OrderConflictSchema = Type.Object({
  code: Type.Integer(),
  message: Type.String(),
  reason: Type.Optional(Type.Union([Type.Literal('stock'), Type.Literal('price-changed'), Type.Literal('promotion'), Type.Literal('balance')])),
});

export const AdminOrderSummarySchema = Type.Object({ ...OrderSummarySchema.properties, customerEmail: Type.String() });

/** A row of the back office's order table (issue 39): what the list shows and sorts by. */
export const AdminOrderItemSchema = Type.Object({
  id: Type.Integer(),
  reference: Type.String(),
  status: StatusSchema,
  statusLabel: Type.String(),
  createdAt: Type.String(),
  total: Euros('the order, shipping included'),
  itemCount: Type.Integer(),
  storeId: Type.String(),
  paymentMethod: PaymentMethodSchema,
  carrierName: Type.String(),
  trackingNumber: Nullable(Type.String()),
  customer: Type.Object({ id: Type.Integer(), email: Type.String(), firstName: Type.String(), lastName: Type.String() }),
});

export const AdminOrderListSchema = Type.Object({
  items: Type.Array(AdminOrderItemSchema, { description: 'The page asked for (issue 39: the back office’s table)' }),
  total: Type.Integer({ description: 'Orders matching the filters, every page' }),
  orders: Type.Array(AdminOrderSummarySchema, { description: 'The same page as order summaries (the `boutique admin order list` shape)' }),
  page: Type.Integer(),
  pages: Type.Integer(),
});

const TimelineStepSchema = Type.Object({
  at: Type.String(),
  kind: Type.Union([Type.Literal('status'), Type.Literal('refund')]),
  status: Nullable(StatusSchema),
  label: Type.String({ description: 'The status in the request’s language; for a refund, its means' }),
  actor: Nullable(Type.String({ description: '`customer`, `payment`, `system`, `support:<id>`' })),
  note: Nullable(Type.String({ description: 'The tracking number of a shipment, the reason of a cancellation' })),
  amount: Nullable(Euros('a refund')),
  means: Nullable(Type.Union([Type.Literal('provider'), Type.Literal('credit')])),
});

export const AdminOrderSchema = Type.Object({
  ...OrderSchema.properties,
  customer: Type.Object({ id: Type.Integer(), email: Type.String(), firstName: Type.String(), lastName: Type.String() }),
  storeId: Type.String(),
  timeline: Type.Array(TimelineStepSchema, { description: 'Every step, oldest first: placed, paid, shipped (tracking), delivered, cancelled (reason), refunds' }),
  actions: Type.Object({
    ship: Type.Boolean(), deliver: Type.Boolean(), markPaid: Type.Boolean(), cancel: Type.Boolean(), refund: Type.Boolean(),
  }, { description: 'What support may do with the order now' }),
});

const DAY = '^\\d{4}-\\d{2}-\\d{2}$';

export const ADMIN_ORDER_SORTS = ['createdAt', 'total', 'status', 'id'] as const;

export const AdminOrderQuerySchema = Type.Object({
  status: Type.Optional(StatusSchema),
  customer: Type.Optional(Text({ maxLength: 320, description: 'The customer’s e-mail address' })),
  q: Type.Optional(Text({ maxLength: 320, description: 'An order number, or part of the customer’s e-mail address or name' })),
  store: Type.Optional(Type.String({ pattern: '^[a-z_]{3,40}$', description: 'A store id (laboutiqueofficielle, boutique_es…)' })),
  payment: Type.Optional(PaymentMethodSchema),
  from: Type.Optional(Type.String({ pattern: DAY, description: 'Placed on or after this day (YYYY-MM-DD, UTC)' })),
  to: Type.Optional(Type.String({ pattern: DAY, description: 'Placed on or before this day (YYYY-MM-DD, UTC)' })),
  sort: Type.Optional(Type.Union(ADMIN_ORDER_SORTS.map((key) => Type.Literal(key)))),
  dir: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, description: 'Default 20' })),
});

export const RefundBodySchema = Type.Object({
  means: Type.Optional(Type.Union([Type.Literal('original'), Type.Literal('credit')], { description: 'original (default): the way it was paid; credit: on the customer’s balance' })),
});

export const ShipBodySchema = Type.Object({ trackingNumber: Type.String({ pattern: TRACKING_NUMBER.source, description: '4–40 letters and digits' }) });
export const CancelBodySchema = Type.Object({ reason: Type.Optional(Text({ maxLength: 500 })) });

export const SecuredErrors = { 401: ErrorSchema, 403: ErrorSchema, 409: ErrorSchema, 422: ErrorSchema, 503: ErrorSchema };
