/**
 * Returns' demo data (docs/returns-api.md): the return reasons in the six languages, refreshed on
 * every start (they are reference data: names and flags follow the code, ids never change), and,
 * once per database (a `settings` marker written in the same transaction), two delivered orders of
 * camille@example.com to try returns with at once:
 * - one delivered 2 days before seeding, paid by card through the sandbox provider (returnable:
 *   a refund to the original means goes back through the provider);
 * - one delivered 40 days before seeding (the 14 days are over: a return is refused).
 * Their lines are sizes of the demo catalogue, as an order keeps them (names in French).
 */
import type { Localized } from '../../src/domain/store/locales';
import type { OrderAddress } from '../../src/domain/orders/order';
import type { Db } from '../db/database';
import type { FitDirection } from '../../src/domain/returns/fit-advice';

export const DEMO_RETURNS_SETTING = 'demo-returns';

export interface SeedReason {
  id: number;
  names: Localized<string>;
  transportLabelFree: boolean;
  rank: number;
  /** Issue 38: the fit reasons, counted for fit advice. */
  fit?: FitDirection;
}

export const RETURN_REASONS: SeedReason[] = [
  { id: 1, rank: 1, transportLabelFree: false, fit: 'small', names: { fr: 'Trop petit', es: 'Demasiado pequeño', it: 'Troppo piccolo', nl: 'Te klein', de: 'Zu klein', en: 'Too small' } },
  { id: 2, rank: 2, transportLabelFree: false, fit: 'large', names: { fr: 'Trop grand', es: 'Demasiado grande', it: 'Troppo grande', nl: 'Te groot', de: 'Zu groß', en: 'Too large' } },
  { id: 3, rank: 3, transportLabelFree: false, names: { fr: 'Ne me va pas', es: 'No me queda bien', it: 'Non mi sta bene', nl: 'Staat me niet', de: 'Steht mir nicht', en: 'Does not suit me' } },
  { id: 4, rank: 4, transportLabelFree: false, names: { fr: 'Non conforme à la description', es: 'No corresponde a la descripción', it: 'Non conforme alla descrizione', nl: 'Niet zoals beschreven', de: 'Entspricht nicht der Beschreibung', en: 'Not as described' } },
  { id: 5, rank: 5, transportLabelFree: true, names: { fr: 'Article endommagé ou défectueux', es: 'Artículo dañado o defectuoso', it: 'Articolo danneggiato o difettoso', nl: 'Artikel beschadigd of defect', de: 'Artikel beschädigt oder defekt', en: 'Damaged or defective item' } },
  { id: 6, rank: 6, transportLabelFree: true, names: { fr: 'Mauvais article reçu', es: 'Artículo equivocado', it: 'Articolo sbagliato', nl: 'Verkeerd artikel ontvangen', de: 'Falscher Artikel geliefert', en: 'Wrong item sent' } },
  { id: 7, rank: 7, transportLabelFree: false, names: { fr: 'J’ai changé d’avis', es: 'He cambiado de opinión', it: 'Ho cambiato idea', nl: 'Van gedachten veranderd', de: 'Ich habe es mir anders überlegt', en: 'Changed my mind' } },
];

/** The demo orders' numbers are the database's; they carry these idempotency keys (find them with `where idempotency_key = …`). */
/** Every seeded demo order's idempotency key starts so (tests that count orders leave them out). */
export const DEMO_ORDER_KEY_PREFIX = 'demo-returns-';

export const DEMO_RETURN_ORDERS = {
  email: 'camille@example.com',
  returnableKey: `${DEMO_ORDER_KEY_PREFIX}delivered-2-days`,
  closedKey: `${DEMO_ORDER_KEY_PREFIX}delivered-40-days`,
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Writes the reasons (every start) and the demo orders (once, and only where the demo catalogue
 * is: `orders` false for a shop of another catalogue); answers how many orders were added.
 */
export async function ensureDemoReturns(db: Db, now: Date = new Date(), orders = true): Promise<number> {
  await db
    .insertInto('return_reasons')
    .values(RETURN_REASONS.map((reason) => ({ id: reason.id, names: JSON.stringify(reason.names), transport_label_free: reason.transportLabelFree, active: true, rank: reason.rank, fit: reason.fit ?? null })))
    .onConflict((oc) => oc.column('id').doUpdateSet((eb) => ({
      names: eb.ref('excluded.names'),
      transport_label_free: eb.ref('excluded.transport_label_free'),
      rank: eb.ref('excluded.rank'),
      fit: eb.ref('excluded.fit'),
    })))
    .execute();
  if (!orders) return 0;
  const marked = await db.selectFrom('settings').select('key').where('key', '=', DEMO_RETURNS_SETTING).executeTakeFirst();
  if (marked) return 0;
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('settings')
      .values({ key: DEMO_RETURNS_SETTING, value: JSON.stringify({ seededAt: now.toISOString() }) })
      .onConflict((oc) => oc.column('key').doNothing())
      .returning('key')
      .executeTakeFirst();
    if (!claimed) return 0;
    const customer = await trx.selectFrom('customers').select(['id', 'store_id', 'locale', 'first_name', 'last_name', 'civility']).where('email', '=', DEMO_RETURN_ORDERS.email).executeTakeFirst();
    if (!customer) return 0;
    const home = await trx.selectFrom('addresses').selectAll().where('customer_id', '=', customer.id).orderBy('is_default', 'desc').orderBy('id').executeTakeFirst();
    const carrier = await trx.selectFrom('carriers').selectAll().orderBy('id').executeTakeFirst();
    const sizes = await trx
      .selectFrom('product_sizes as ps')
      .innerJoin('products as p', 'p.id', 'ps.product_id')
      .innerJoin('brands as b', 'b.id', 'p.brand_id')
      .innerJoin('product_prices as pp', (join) => join.onRef('pp.product_id', '=', 'p.id').on('pp.country_code', '=', 'fr'))
      .leftJoin('product_translations as pt', (join) => join.onRef('pt.product_id', '=', 'p.id').on('pt.locale', '=', 'fr'))
      .select((eb) => [
        'ps.id', 'ps.product_id', 'ps.label', 'b.name as brand', 'pt.name', 'pt.slug', 'pp.price', 'pp.original_price',
        eb.selectFrom('pictures as pic').select('pic.path').whereRef('pic.product_id', '=', 'p.id').orderBy('pic.is_default', 'desc').orderBy('pic.position').limit(1).as('picture'),
      ])
      .where('p.is_only_outlet', '=', false)
      .where('pp.price', '>=', 2000)
      .where('pp.price', '<=', 9000)
      .orderBy('p.sales_rank')
      .orderBy('ps.id')
      .limit(40)
      .execute();
    // Three different products (first size of each).
    const picked = sizes.filter((size, index) => sizes.findIndex((other) => other.product_id === size.product_id) === index).slice(0, 3);
    if (!home || !carrier || picked.length < 3) return 0;
    const address: OrderAddress = {
      civility: customer.civility, firstName: customer.first_name, lastName: customer.last_name, company: home.company, street: home.street,
      streetDetails: home.street_details, zipCode: home.zip_code, city: home.city, state: home.state, countryIsoCode2: home.country_iso_code2,
      countryName: 'France', phoneNumber: home.phone_number,
    };
    const plans = [
      { key: DEMO_RETURN_ORDERS.returnableKey, deliveredDaysAgo: 2, lines: [{ size: picked[0], quantity: 2 }, { size: picked[1], quantity: 1 }] },
      { key: DEMO_RETURN_ORDERS.closedKey, deliveredDaysAgo: 40, lines: [{ size: picked[2], quantity: 1 }] },
    ];
    let added = 0;
    for (const plan of plans) {
      const delivered = new Date(now.getTime() - plan.deliveredDaysAgo * DAY_MS);
      const placed = new Date(delivered.getTime() - 3 * DAY_MS);
      const goods = plan.lines.reduce((sum, line) => sum + line.size.price * line.quantity, 0);
      const shipping = 490;
      const total = goods + shipping;
      const vatRate = 0.2;
      // The sandbox's id shape (pay_ + 24 characters).
      const paymentId = `pay_${`demoreturns${plan.deliveredDaysAgo}d${customer.id}`.padEnd(24, '0').slice(0, 24)}`;
      // The sandbox provider took the card payment (its own table): a refund goes back through it.
      await trx
        .insertInto('sandbox_payments')
        .values({
          id: paymentId, method: 'card', amount_cents: total, currency: 'EUR', instalments: 1, merchant_reference: 'pending', customer_ref: String(customer.id),
          return_url: '/checkout/payment', locale: customer.locale, status: 'authorised', code: null, save_card: false, card_token: null, created_at: placed, updated_at: placed,
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      const order = await trx
        .insertInto('orders')
        .values({
          customer_id: customer.id, idempotency_key: plan.key, request_hash: 'demo', store_id: customer.store_id, locale: customer.locale, status: 'delivered',
          payment_method: 'card', goods_cents: goods, discount_cents: 0, shipping_cents: shipping, balance_cents: 0, total_cents: total,
          duty_free_cents: Math.round(total / (1 + vatRate)), vat_rate: vatRate, promotion_code: null, carrier_id: carrier.id, carrier_code: carrier.code,
          carrier_name: carrier.name, carrier_type: carrier.type, delivery_date: delivered.toISOString().slice(0, 10), country_iso_code2: address.countryIsoCode2,
          shipping_address: JSON.stringify(address), billing_address: JSON.stringify(address), relay_point: null, instalments: null,
          payment_reference: paymentId, card_brand: 'Visa', card_last4: '4242', tracking_number: `DEMO${plan.deliveredDaysAgo}RT`, tracking_url: null,
          created_at: placed, updated_at: delivered,
        })
        .onConflict((oc) => oc.columns(['customer_id', 'idempotency_key']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!order) continue;
      await trx.updateTable('sandbox_payments').set({ merchant_reference: String(order.id) }).where('id', '=', paymentId).execute();
      await trx.insertInto('order_lines').values(plan.lines.map(({ size, quantity }) => ({
        order_id: order.id, product_id: size.product_id, product_size_id: size.id, quantity, unit_price_cents: size.price,
        origin_unit_price_cents: size.original_price, total_cents: size.price * quantity, name: size.name ?? size.brand, brand: size.brand,
        size_label: size.label, picture: size.picture ?? null, slug: size.slug ?? null,
      }))).execute();
      const at = (days: number) => new Date(placed.getTime() + days * DAY_MS);
      await trx.insertInto('order_events').values([
        { order_id: order.id, status: 'awaiting_payment', at: placed, actor: 'customer', note: null },
        { order_id: order.id, status: 'paid', at: new Date(placed.getTime() + 60_000), actor: 'payment', note: null },
        { order_id: order.id, status: 'shipped', at: at(1), actor: 'system', note: null },
        { order_id: order.id, status: 'delivered', at: delivered, actor: 'system', note: null },
      ]).execute();
      added += 1;
    }
    return added;
  });
}
