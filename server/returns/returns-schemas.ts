/**
 * TypeBox schemas of the returns API (docs/returns-api.md): the return body (SPEC §7), the
 * ReturnOrder / ReturnSummary / ReturnReason answers and support's bodies. Every request string is
 * bounded (`Text`), every id an int4, every quantity at most 999 (the basket's own bound).
 */
import { Type } from 'typebox';
import { RelayPointSchema } from '../checkout/checkout-service';
import { ApiHeadersSchema, ErrorSchema, Id, INT4_MAX, Text } from '../http/schemas/common';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);
const Euros = (description?: string) => Type.Number(description ? { description: `Euros: ${description}` } : {});

// Spelled out (not mapped from RETURN_STATUSES) so the static types stay literal.
export const ReturnStatusSchema = Type.Union([
  Type.Literal('waitClient'), Type.Literal('received'), Type.Literal('accepted'), Type.Literal('refused'), Type.Literal('cancelled'),
]);
const RefundTypeSchema = Type.Union([Type.Literal('credit'), Type.Literal('refund')]);

export const ReturnReasonSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String({ description: 'In the request’s language' }),
  transportLabelFree: Type.Boolean({ description: 'No return fee when every chosen reason has it' }),
  active: Type.Boolean(),
  delete: Type.Boolean(),
  fit: Type.Optional(Nullable(Type.Union([Type.Literal('small'), Type.Literal('large')], { description: 'A fit reason (too small, too large), counted for fit advice; null: another reason' }))),
});

export const NewReturnBodySchema = Type.Object({
  orderId: Id('One of the customer’s orders, delivered less than 14 days ago'),
  returnOrderRefundTypeId: Type.Integer({ minimum: -INT4_MAX, maximum: INT4_MAX, description: '1 a credit on the account, 2 the original means of payment' }),
  status: Type.Optional(Text({ maxLength: 20, description: 'When sent: waitClient' })),
  acceptTerms: Type.Optional(Type.Boolean({ description: 'Must be true' })),
  products: Type.Array(
    Type.Object({
      orderProduct: Id('The order line (`lines[].id` of the order)'),
      quantity: Type.Integer({ minimum: 1, maximum: 999 }),
      reason: Type.Object({ id: Id('A reason of GET /return-orders-reasons') }),
      comment: Text({ maxLength: 1000, description: '10 to 1000 characters (SPEC §5)' }),
      id: Type.Optional(Type.Integer({ minimum: 0, maximum: INT4_MAX, description: 'Ignored' })),
      totalPrice: Type.Optional(Type.Number({ minimum: 0, maximum: 10_000_000, description: 'Ignored: the server computes it' })),
    }),
    { minItems: 1, maxItems: 100 },
  ),
});

export const NewReturnHeadersSchema = Type.Object({
  ...ApiHeadersSchema.properties,
  'idempotency-key': Type.Optional(Text({ maxLength: 200, description: 'One per return form: 16–100 of [A-Za-z0-9_-]' })),
});

const ReturnProductSchema = Type.Object({
  id: Type.Integer(),
  quantity: Type.Integer(),
  totalPrice: Euros('the units’ value before the fee'),
  comment: Type.String(),
  reason: ReturnReasonSchema,
  orderProduct: Type.Integer({ description: 'The order line id' }),
  orderProductPicture: Nullable(Type.String()),
  orderProductTitle: Type.String(),
  orderProductName: Type.String(),
  size: Type.String(),
});

const SettlementSchema = Type.Union([
  Type.Object({ kind: Type.Literal('credit'), amount: Euros(), creditId: Type.Integer(), expiresAt: Type.String() }),
  Type.Object({ kind: Type.Literal('refund'), amount: Euros(), refunded: Euros('through the payment provider (or by support for a transfer or cheque)'), credited: Euros('as a credit (what the balance paid)') }),
]);

export const ReturnOrderSchema = Type.Object({
  id: Type.Integer(),
  reference: Type.String({ description: 'RT-000042' }),
  orderId: Type.Integer(),
  orderReference: Type.String(),
  status: ReturnStatusSchema,
  statusLabel: Type.String(),
  returnOrderRefundTypeId: Type.Integer(),
  refundType: RefundTypeSchema,
  createdAt: Type.String(),
  goodsAmount: Euros('the products’ value'),
  fee: Euros('the return fee (0 with a free label)'),
  refundAmount: Euros('what comes back'),
  transportLabelFree: Type.Boolean(),
  products: Type.Array(ReturnProductSchema),
  events: Type.Array(Type.Object({ status: ReturnStatusSchema, at: Type.String(), note: Nullable(Type.String()) })),
  refusalReason: Nullable(Type.String()),
  settlement: Nullable(SettlementSchema),
  returnAddress: Type.Object({ name: Type.String(), street: Type.String(), zipCode: Type.String(), city: Type.String(), countryIsoCode2: Type.String() }),
});

export const ReturnSummarySchema = Type.Object({
  id: Type.Integer(),
  reference: Type.String(),
  orderId: Type.Integer(),
  status: ReturnStatusSchema,
  statusLabel: Type.String(),
  createdAt: Type.String(),
  itemCount: Type.Integer(),
  refundAmount: Euros(),
  refundType: RefundTypeSchema,
});

export const ReturnIdParamsSchema = Type.Object({ id: Id('The return id') });
export const OrderIdParamsSchema = Type.Object({ orderId: Id('The order id') });
/** `POST /admin/orders/:id/refund` (issue 39). */
export const RefundParamsSchema = Type.Object({ id: Id('Order number') });

export const RelayQuerySchema = Type.Object({
  q: Type.Optional(Text({ minLength: 2, maxLength: 80, description: 'A postcode or a city (default: the order’s shipping address)' })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10 })),
});

export const AdminReturnParamsSchema = Type.Object({ id: Text({ minLength: 1, maxLength: 20, pattern: '^(?:[Rr][Tt]-)?[0-9]{1,9}$', description: 'The id or the reference (RT-000042)' }) });

export const AdminReturnQuerySchema = Type.Object({
  status: Type.Optional(ReturnStatusSchema),
  customer: Type.Optional(Text({ maxLength: 320, description: 'The customer’s e-mail address' })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
});

export const AdminReturnListSchema = Type.Object({
  returns: Type.Array(Type.Object({ ...ReturnSummarySchema.properties, customerEmail: Type.String() })),
  page: Type.Integer(),
  pages: Type.Integer(),
  total: Type.Integer({ description: 'Returns matching, every page (20 a page)' }),
});

export const AdminReturnSchema = Type.Object({
  ...ReturnOrderSchema.properties,
  customer: Type.Object({ id: Type.Integer(), email: Type.String(), firstName: Type.String(), lastName: Type.String() }),
});

export const AcceptBodySchema = Type.Object({ refundType: Type.Optional(RefundTypeSchema) });
export const RefuseBodySchema = Type.Object({ reason: Text({ minLength: 3, maxLength: 500 }) });
export const AdminCancelBodySchema = Type.Object({ reason: Type.Optional(Text({ maxLength: 500 })) });

/** The drop-off points near a return's sender. */
export const ReturnRelayPointsSchema = Type.Array(RelayPointSchema);

export const ReturnReasonListSchema = Type.Array(ReturnReasonSchema);

export const ReturnSummaryListSchema = Type.Array(ReturnSummarySchema);

/** What a signed-in call may also answer: no session, not support, a move the return cannot make, a key reused, a provider away. */
export const SecuredErrors = { 401: ErrorSchema, 403: ErrorSchema, 409: ErrorSchema, 422: ErrorSchema, 503: ErrorSchema };
