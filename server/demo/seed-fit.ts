/**
 * Fit advice's demo data (issue 38, docs/returns-api.md "Fit advice"), once per database (a
 * `settings` marker written in the same transaction), beside the demo catalogue only: delivered
 * orders of sam@example.com and accepted returns, so that a fresh shop shows both cases at once:
 * - the "runs small" model: 24 units sold, 7 returned as too small and 1 as too large (87 %);
 * - the "quiet" model: 3 units sold, 2 returned as too small (below every threshold: nothing).
 * The products are the two best-ranked clothing products sold in every store, of two different
 * models (a model is a model key when the catalogue has them, else the product itself: the pick
 * does not depend on model keys). Their figures are counted as an acceptance counts them.
 */
import { sql } from 'kysely';
import type { OrderAddress } from '../../src/domain/orders/order';
import { fitModelOf } from '../../src/domain/returns/fit-advice';
import type { Db } from '../db/database';
import type { Trx } from '../db/transaction';
import { recountModelFit } from '../fit/fit-service';
import { DEMO_ORDER_KEY_PREFIX, RETURN_REASONS } from './seed-returns';

export const DEMO_FIT_SETTING = 'demo-fit';
export const DEMO_FIT_EMAIL = 'sam@example.com';
/** Every order this seeds has an idempotency key starting so (a demo order: DEMO_ORDER_KEY_PREFIX). */
export const DEMO_FIT_KEY_PREFIX = `${DEMO_ORDER_KEY_PREFIX}fit-`;

/**
 * The seeded returns' numbers (RT-900001…), given explicitly: the numbering customers and support
 * see goes on from 1 (the README's RT-000001 is the first return anyone asks for).
 */
export const DEMO_FIT_FIRST_RETURN_ID = 900_001;

const DAY_MS = 24 * 60 * 60 * 1000;
const STORE_COUNTRIES = 6;

interface Plan {
  name: 'runs-small' | 'quiet';
  sold: number;
  tooSmall: number;
  tooLarge: number;
}

const PLANS: Plan[] = [
  { name: 'runs-small', sold: 24, tooSmall: 7, tooLarge: 1 },
  { name: 'quiet', sold: 3, tooSmall: 2, tooLarge: 0 },
];

const reasonId = (fit: 'small' | 'large'): number => RETURN_REASONS.find((reason) => reason.fit === fit)!.id;

/** Seeds the orders and returns once; answers the product ids of both models (or null when nothing was seeded now). */
export async function ensureDemoFit(db: Db, now: Date = new Date()): Promise<{ runsSmall: number; quiet: number } | null> {
  const marked = await db.selectFrom('settings').select('key').where('key', '=', DEMO_FIT_SETTING).executeTakeFirst();
  if (marked) return null;
  return db.transaction().execute(async (trx) => {
    const customer = await trx.selectFrom('customers').select(['id', 'store_id', 'locale', 'first_name', 'last_name', 'civility']).where('email', '=', DEMO_FIT_EMAIL).executeTakeFirst();
    const home = customer && (await trx.selectFrom('addresses').selectAll().where('customer_id', '=', customer.id).orderBy('is_default', 'desc').orderBy('id').executeTakeFirst());
    const carrier = await trx.selectFrom('carriers').selectAll().orderBy('id').executeTakeFirst();
    const products = await trx
      .selectFrom('products as p')
      .innerJoin('brands as b', 'b.id', 'p.brand_id')
      .innerJoin('product_prices as pp', (join) => join.onRef('pp.product_id', '=', 'p.id').on('pp.country_code', '=', 'fr'))
      .select(['p.id', 'p.model_key', 'pp.price', 'b.name as brand'])
      .where('p.size_kind', '=', 'clothing')
      .where('p.is_only_outlet', '=', false)
      .where('p.status', '=', 'published')
      .where('b.restricted', '=', false)
      .where(sql<boolean>`(select count(*) from product_prices every_price where every_price.product_id = p.id) = ${STORE_COUNTRIES}`)
      .orderBy('p.sales_rank')
      .orderBy('p.id')
      .limit(50)
      .execute();
    const picked: typeof products = [];
    for (const product of products) {
      const model = fitModelOf({ id: product.id, modelKey: product.model_key });
      if (!picked.some((other) => fitModelOf({ id: other.id, modelKey: other.model_key }) === model)) picked.push(product);
      if (picked.length === PLANS.length) break;
    }
    if (!customer || !carrier || picked.length < PLANS.length) return null;
    const claimed = await trx
      .insertInto('settings')
      .values({ key: DEMO_FIT_SETTING, value: JSON.stringify({ seededAt: now.toISOString(), runsSmall: picked[0].id, quiet: picked[1].id }) })
      .onConflict((oc) => oc.column('key').doNothing())
      .returning('key')
      .executeTakeFirst();
    if (!claimed) return null;
    // The customer's address, or (Sam has none in the demo) one in Paris.
    const address: OrderAddress = {
      civility: customer.civility, firstName: customer.first_name, lastName: customer.last_name, company: home?.company ?? null, street: home?.street ?? '12 rue de Rivoli',
      streetDetails: home?.street_details ?? null, zipCode: home?.zip_code ?? '75004', city: home?.city ?? 'Paris', state: home?.state ?? null,
      countryIsoCode2: home?.country_iso_code2 ?? 'FR', countryName: 'France', phoneNumber: home?.phone_number ?? '+33 6 12 34 56 78',
    };
    let returnId = DEMO_FIT_FIRST_RETURN_ID;
    const nextReturnId = () => returnId++;
    for (const [index, plan] of PLANS.entries()) {
      const product = picked[index];
      const sizes = await trx
        .selectFrom('product_sizes as ps')
        .leftJoin('product_translations as pt', (join) => join.onRef('pt.product_id', '=', 'ps.product_id').on('pt.locale', '=', 'fr'))
        .select(['ps.id', 'ps.label', 'pt.name', 'pt.slug'])
        .where('ps.product_id', '=', product.id)
        .orderBy('ps.id')
        .execute();
      if (sizes.length === 0) continue;
      const context = { trx, customer, address, carrier, now, nextReturnId };
      for (let unit = 0; unit < plan.sold; unit += 1) {
        const size = sizes[unit % sizes.length];
        const line = await seedOrder(context, `${DEMO_FIT_KEY_PREFIX}${plan.name}-${unit + 1}`, 30 + unit, {
          productId: product.id, sizeId: size.id, label: size.label, price: product.price, name: size.name ?? product.brand, brand: product.brand, slug: size.slug,
        });
        const fit = unit < plan.tooSmall ? 'small' : unit < plan.tooSmall + plan.tooLarge ? 'large' : null;
        if (line && fit) await seedAcceptedReturn(context, line, fit);
      }
      await recountModelFit(trx, fitModelOf({ id: product.id, modelKey: product.model_key }), now);
    }
    return { runsSmall: picked[0].id, quiet: picked[1].id };
  });
}

interface SeedContext {
  trx: Trx;
  customer: { id: number; store_id: string; locale: string };
  address: OrderAddress;
  carrier: { id: number; code: string; name: string; type: string };
  now: Date;
  nextReturnId: () => number;
}

interface SeedLine {
  productId: number;
  sizeId: number;
  label: string;
  price: number;
  name: string;
  brand: string;
  slug: string | null;
}

/** A delivered order of one unit, `daysAgo` days before `now`; answers its line. */
async function seedOrder(context: SeedContext, key: string, daysAgo: number, line: SeedLine): Promise<{ orderId: number; lineId: number; price: number; delivered: Date } | null> {
  const { trx, customer, address, carrier, now } = context;
  const delivered = new Date(now.getTime() - daysAgo * DAY_MS);
  const placed = new Date(delivered.getTime() - 3 * DAY_MS);
  const shipping = 490;
  const total = line.price + shipping;
  const order = await trx
    .insertInto('orders')
    .values({
      customer_id: customer.id, idempotency_key: key, request_hash: 'demo', store_id: customer.store_id, locale: customer.locale, status: 'delivered',
      payment_method: 'card', goods_cents: line.price, discount_cents: 0, shipping_cents: shipping, balance_cents: 0, total_cents: total,
      duty_free_cents: Math.round(total / 1.2), vat_rate: 0.2, promotion_code: null, carrier_id: carrier.id, carrier_code: carrier.code,
      carrier_name: carrier.name, carrier_type: carrier.type, delivery_date: delivered.toISOString().slice(0, 10), country_iso_code2: address.countryIsoCode2,
      shipping_address: JSON.stringify(address), billing_address: JSON.stringify(address), relay_point: null, instalments: null,
      payment_reference: null, card_brand: 'Visa', card_last4: '4242', tracking_number: null, tracking_url: null, created_at: placed, updated_at: delivered,
    })
    .onConflict((oc) => oc.columns(['customer_id', 'idempotency_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!order) return null;
  const inserted = await trx.insertInto('order_lines').values({
    order_id: order.id, product_id: line.productId, product_size_id: line.sizeId, quantity: 1, unit_price_cents: line.price, origin_unit_price_cents: null,
    total_cents: line.price, name: line.name, brand: line.brand, size_label: line.label, picture: null, slug: line.slug,
  }).returning('id').executeTakeFirstOrThrow();
  await trx.insertInto('order_events').values([
    { order_id: order.id, status: 'paid', at: placed, actor: 'payment', note: null },
    { order_id: order.id, status: 'delivered', at: delivered, actor: 'system', note: null },
  ]).execute();
  return { orderId: order.id, lineId: inserted.id, price: line.price, delivered };
}

/** An accepted return of the line, for a fit reason, settled as a credit (as support accepts one). */
async function seedAcceptedReturn(context: SeedContext, line: { orderId: number; lineId: number; price: number; delivered: Date }, fit: 'small' | 'large'): Promise<void> {
  const { trx, customer } = context;
  const asked = new Date(line.delivered.getTime() + 2 * DAY_MS);
  const accepted = new Date(asked.getTime() + 5 * DAY_MS);
  const fee = 599;
  const returned = await trx.insertInto('return_orders').values({
    id: context.nextReturnId(), customer_id: customer.id, order_id: line.orderId, idempotency_key: null, request_hash: null, refund_type: 'credit', settled_as: 'credit', status: 'accepted',
    goods_cents: line.price, fee_cents: fee, refund_cents: Math.max(0, line.price - fee), refusal_reason: null, created_at: asked, updated_at: accepted,
  }).returning('id').executeTakeFirstOrThrow();
  await trx.insertInto('return_lines').values({
    return_id: returned.id, order_line_id: line.lineId, quantity: 1, reason_id: reasonId(fit), value_cents: line.price,
    comment: fit === 'small' ? 'Taille trop petite, je prends la taille au-dessus' : 'Taille trop grande pour moi',
  }).execute();
  await trx.insertInto('return_events').values([
    { return_id: returned.id, status: 'waitClient', at: asked, actor: 'customer', note: null },
    { return_id: returned.id, status: 'received', at: new Date(asked.getTime() + 3 * DAY_MS), actor: 'system', note: null },
    { return_id: returned.id, status: 'accepted', at: accepted, actor: 'system', note: null },
  ]).execute();
}
