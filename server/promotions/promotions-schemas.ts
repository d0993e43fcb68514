/** Request and answer schemas of /admin/promotions (issue 34). Bodies are checked in plain words by the service (src/domain/promotions/promotion-input.ts). */
import { Type } from 'typebox';

const Loose = Type.Optional(Type.Unknown());
const Scope = Type.Optional(Type.Union([
  Type.Object({ products: Loose, categories: Loose, brands: Loose }, { description: 'Keys: products (the merchant’s key), categories (key), brands (slug)' }),
  Type.Null(),
]));

export const PromotionBodySchema = Type.Object({
  code: Type.Optional(Type.Union([Type.String({ maxLength: 40 }), Type.Null()], { description: 'What shoppers type; for an automatic promotion, its handle (made from the name if left out)' })),
  automatic: Type.Optional(Type.Boolean({ description: 'Applies without a code' })),
  name: Type.Optional(Type.String({ maxLength: 120, description: 'The name in every language' })),
  names: Type.Optional(Type.Record(Type.String(), Type.String({ maxLength: 120 }), { description: 'The name per language (fr, es, it, nl, de, en); missing ones take `name`' })),
  stores: Loose,
  devices: Loose,
  segment: Type.Optional(Type.Union([Type.String(), Type.Null()], { description: 'newsletter or first-order' })),
  minimum: Type.Optional(Type.Union([Type.Number(), Type.String(), Type.Null()], { description: 'Euros of goods, 2 decimals' })),
  include: Scope,
  exclude: Scope,
  validFrom: Type.Optional(Type.Union([Type.String(), Type.Null()], { description: 'ISO date' })),
  validUntil: Type.Optional(Type.Union([Type.String(), Type.Null()], { description: 'ISO date' })),
  usageLimit: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
  perCustomerLimit: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
  stacking: Type.Optional(Type.String({ description: 'stackable (default) or exclusive' })),
  priority: Type.Optional(Type.Integer({ description: 'Lower applies first (default 100)' })),
  effect: Type.Unknown({
    description: '{kind:"percent",percent,target:"basket"|"lines"} | {kind:"amount",amount (euros),target} | {kind:"buy-x-get-y",buy,pay} | {kind:"tiered",tiers:[{from (euros),percent|amount}]} | {kind:"free-shipping"} | {kind:"gift",productSizeId}',
  }),
});

const ScopeView = Type.Union([Type.Object({ productIds: Type.Optional(Type.Union([Type.Array(Type.Integer()), Type.Null()])), categoryIds: Type.Optional(Type.Union([Type.Array(Type.Integer()), Type.Null()])), brandIds: Type.Optional(Type.Union([Type.Array(Type.Integer()), Type.Null()])) }), Type.Null()]);
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

export const PromotionSchema = Type.Object({
  code: Type.String(),
  automatic: Type.Boolean(),
  names: Type.Record(Type.String(), Type.String()),
  disabled: Type.Boolean(),
  stacking: Type.Union([Type.Literal('stackable'), Type.Literal('exclusive')]),
  priority: Type.Integer(),
  usageLimit: Nullable(Type.Integer()),
  perCustomerLimit: Nullable(Type.Integer()),
  uses: Type.Integer({ description: 'Orders that carry it (cancelled ones gave theirs back)' }),
  conditions: Type.Object({
    stores: Nullable(Type.Array(Type.String())),
    devices: Nullable(Type.Array(Type.Integer())),
    segment: Nullable(Type.String()),
    minimum: Nullable(Type.Number({ description: 'Euros' })),
    include: ScopeView,
    exclude: ScopeView,
    validFrom: Nullable(Type.String()),
    validUntil: Nullable(Type.String()),
  }),
  effect: Type.Record(Type.String(), Type.Unknown(), { description: 'As created; amounts in euros' }),
  createdBy: Nullable(Type.String()),
  updatedBy: Nullable(Type.String()),
  updatedAt: Type.String(),
});

export const PromotionListSchema = Type.Object({ promotions: Type.Array(PromotionSchema) });
export const PromotionParamsSchema = Type.Object({ code: Type.String({ minLength: 1, maxLength: 40 }) });
