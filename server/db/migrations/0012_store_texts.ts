/**
 * The shop's own words and details per store (issue 32): a store's overrides of the storefront's
 * words (`store_texts`, a bundle's texts/<store>.json, on top of the shipped translations), and the
 * seller's details printed on its bills (`store_sites.email` beside the phone it has, and `seller`:
 * company, address, registration, VAT number) — the shop's data, no longer the demo's code.
 * Existing demo stores get the details their bills printed until now, so their bills stay the same.
 */
import { sql, type Kysely } from 'kysely';

// Migrations are frozen in time: they take `Kysely<any>`, never the current schema types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const DEMO_SELLER = {
  company: 'Boutique SAS',
  street: '1 place de la Bourse',
  city: '75002 Paris',
  country: 'France',
  vatNumber: 'FR40123456789',
  registration: 'SAS au capital de 50 000 € · RCS Paris 123 456 789',
};

const DEMO_EMAILS: Record<string, string> = {
  laboutiqueofficielle: 'service@laboutiqueofficielle.example',
  boutique_es: 'ayuda@boutique.example',
  boutique_it: 'assistenza@boutique.example',
  boutique_be: 'klantenservice@boutique.example',
  boutique_de: 'kundenservice@boutique.example',
  boutique_com: 'help@boutique.example',
};

async function up(db: AnyDb): Promise<void> {
  // No reference to stores: reseeding the demo empties and refills stores, a merchant's words stay.
  await db.schema
    .createTable('store_texts')
    .addColumn('store_id', 'text', (c) => c.primaryKey())
    .addColumn('messages', 'jsonb', (c) => c.notNull())
    .execute();

  await db.schema
    .alterTable('store_sites')
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('seller', 'jsonb')
    .execute();
  for (const [storeId, email] of Object.entries(DEMO_EMAILS)) {
    await sql`update store_sites set email = ${email}, seller = ${JSON.stringify(DEMO_SELLER)}::jsonb where store_id = ${storeId}`.execute(db);
  }
}

async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('store_sites').dropColumn('email').dropColumn('seller').execute();
  await db.schema.dropTable('store_texts').execute();
}

export const migration0012 = { up, down };
