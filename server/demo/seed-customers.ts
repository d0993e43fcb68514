/**
 * Demo customers of docs/accounts-api.md (password `Boutique2026`), inserted on every start when
 * missing, like the demo promotions: an existing database gets them after migration 0004, and
 * accounts someone changed are left alone. Only the missing ones cost a password hash (argon2id).
 * Cards are tokens of the sandbox provider (`sandbox_demo_*`): no card number exists anywhere.
 */
import type { Civility } from '../../src/domain/accounts/profile';
import { STORES, type StoreId } from '../../src/domain/store/stores';
import type { PasswordHasher } from '../auth/auth-hashing';
import { argon2Hasher } from '../auth/auth-hashing';
import type { Db } from '../db/database';

export const DEMO_PASSWORD = 'Boutique2026';

interface DemoAddress {
  label: string | null;
  street: string;
  streetDetails?: string;
  zipCode: string;
  city: string;
  countryIsoCode2: string;
  phoneNumber: string;
  company?: string;
}

interface DemoCard {
  brand: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
  token: string;
}

export interface DemoCustomer {
  email: string;
  storeId: StoreId;
  civility: Civility;
  firstName: string;
  lastName: string;
  birthday: string | null;
  newsletter: boolean;
  roles: string[];
  addresses: DemoAddress[];
  cards: DemoCard[];
}

export const DEMO_CUSTOMERS: readonly DemoCustomer[] = [
  {
    email: 'camille@example.com', storeId: 'laboutiqueofficielle', civility: 2, firstName: 'Camille', lastName: 'Martin', birthday: '1992-04-18', newsletter: true, roles: ['customer'],
    addresses: [
      { label: 'Maison', street: '12 rue des Lilas', zipCode: '75011', city: 'Paris', countryIsoCode2: 'FR', phoneNumber: '+33 6 12 34 56 78' },
      { label: 'Bureau', street: '8 avenue Jean Jaurès', streetDetails: '3e étage', zipCode: '69007', city: 'Lyon', countryIsoCode2: 'FR', phoneNumber: '+33 4 78 00 11 22', company: 'Atelier Lumière' },
    ],
    cards: [
      { brand: 'Visa', last4: '4242', expiryMonth: 12, expiryYear: 2028, token: 'sandbox_demo_camille_visa' },
      { brand: 'Mastercard', last4: '4444', expiryMonth: 6, expiryYear: 2027, token: 'sandbox_demo_camille_mastercard' },
    ],
  },
  {
    email: 'lucia@example.com', storeId: 'boutique_es', civility: 2, firstName: 'Lucía', lastName: 'García', birthday: '1995-09-02', newsletter: false, roles: ['customer'],
    addresses: [{ label: 'Casa', street: 'Calle de Alcalá 42', zipCode: '28014', city: 'Madrid', countryIsoCode2: 'ES', phoneNumber: '+34 612 345 678' }],
    cards: [],
  },
  {
    email: 'giulia@example.com', storeId: 'boutique_it', civility: 2, firstName: 'Giulia', lastName: 'Rossi', birthday: null, newsletter: true, roles: ['customer'],
    addresses: [{ label: 'Casa', street: 'Via Roma 15', zipCode: '20121', city: 'Milano', countryIsoCode2: 'IT', phoneNumber: '+39 312 345 6789' }],
    cards: [],
  },
  {
    email: 'noor@example.com', storeId: 'boutique_be', civility: 3, firstName: 'Noor', lastName: 'Janssens', birthday: '1998-01-25', newsletter: false, roles: ['customer'],
    addresses: [{ label: 'Thuis', street: 'Meir 24', zipCode: '2000', city: 'Antwerpen', countryIsoCode2: 'BE', phoneNumber: '+32 470 12 34 56' }],
    cards: [],
  },
  {
    email: 'jonas@example.com', storeId: 'boutique_de', civility: 1, firstName: 'Jonas', lastName: 'Müller', birthday: '1989-11-07', newsletter: false, roles: ['customer'],
    addresses: [{ label: 'Zuhause', street: 'Torstraße 101', zipCode: '10119', city: 'Berlin', countryIsoCode2: 'DE', phoneNumber: '+49 151 2345 6789' }],
    cards: [],
  },
  {
    email: 'alex@example.com', storeId: 'boutique_com', civility: 3, firstName: 'Alex', lastName: 'Byrne', birthday: null, newsletter: false, roles: ['customer'],
    addresses: [{ label: 'Home', street: '21 Baggot Street Lower', zipCode: 'D02 X658', city: 'Dublin', countryIsoCode2: 'IE', phoneNumber: '+353 87 123 4567' }],
    cards: [],
  },
  {
    email: 'sam@example.com', storeId: 'laboutiqueofficielle', civility: 1, firstName: 'Sam', lastName: 'Bernard', birthday: null, newsletter: false, roles: ['customer'],
    addresses: [],
    cards: [],
  },
  {
    email: 'support@example.com', storeId: 'laboutiqueofficielle', civility: 3, firstName: 'Support', lastName: 'Boutique', birthday: null, newsletter: false, roles: ['customer', 'support'],
    addresses: [{ label: 'Boutique', street: '1 place de la Bourse', zipCode: '75002', city: 'Paris', countryIsoCode2: 'FR', phoneNumber: '+33 1 23 45 67 89', company: 'Boutique' }],
    cards: [],
  },
  // Staff of issue 32: the admin decides who holds which role; the merchandiser runs the catalogue.
  {
    email: 'admin@example.com', storeId: 'laboutiqueofficielle', civility: 3, firstName: 'Admin', lastName: 'Boutique', birthday: null, newsletter: false, roles: ['customer', 'admin'],
    addresses: [],
    cards: [],
  },
  {
    email: 'merch@example.com', storeId: 'laboutiqueofficielle', civility: 3, firstName: 'Merch', lastName: 'Boutique', birthday: null, newsletter: false, roles: ['customer', 'merchandiser'],
    addresses: [],
    cards: [],
  },
];

/** Inserts the demo customers that are missing, with their addresses and cards; returns how many were added. */
export async function ensureDemoCustomers(db: Db, hasher: PasswordHasher = argon2Hasher()): Promise<number> {
  const present = new Set((await db.selectFrom('customers').select('email').where('email', 'in', DEMO_CUSTOMERS.map((customer) => customer.email)).execute()).map((row) => row.email));
  const missing = DEMO_CUSTOMERS.filter((customer) => !present.has(customer.email));
  if (missing.length === 0) return 0;
  const hashes = await Promise.all(missing.map(() => hasher.hash(DEMO_PASSWORD)));
  let added = 0;
  await db.transaction().execute(async (trx) => {
    for (const [index, demo] of missing.entries()) {
      const store = STORES[demo.storeId];
      const inserted = await trx
        .insertInto('customers')
        .values({
          email: demo.email,
          password_hash: hashes[index],
          civility: demo.civility,
          first_name: demo.firstName,
          last_name: demo.lastName,
          birthday: demo.birthday,
          status: 1,
          roles: JSON.stringify(demo.roles),
          apple_id: null,
          facebook_id: null,
          store_id: store.id,
          locale: store.locale,
        })
        .onConflict((oc) => oc.column('email').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) continue;
      added += 1;
      if (demo.addresses.length > 0) {
        await trx
          .insertInto('addresses')
          .values(demo.addresses.map((address, position) => ({
            customer_id: inserted.id,
            label: address.label,
            civility: demo.civility,
            last_name: demo.lastName,
            first_name: demo.firstName,
            street: address.street,
            street_details: address.streetDetails ?? null,
            zip_code: address.zipCode,
            city: address.city,
            state: null,
            country_iso_code2: address.countryIsoCode2,
            phone_number: address.phoneNumber,
            company: address.company ?? null,
            is_default: position === 0,
          })))
          .execute();
      }
      if (demo.cards.length > 0) {
        await trx
          .insertInto('payment_cards')
          .values(demo.cards.map((card) => ({
            customer_id: inserted.id,
            brand: card.brand,
            last4: card.last4,
            expiry_month: card.expiryMonth,
            expiry_year: card.expiryYear,
            holder: `${demo.firstName} ${demo.lastName}`,
            provider_token: card.token,
          })))
          .onConflict((oc) => oc.column('provider_token').doNothing())
          .execute();
      }
      // The demo opt-ins are subscriptions to the account's own store (migration 0006: the only place that says so).
      if (demo.newsletter) {
        await trx
          .insertInto('newsletter_subscriptions')
          .values({ store_id: store.id, email: demo.email, status: 'subscribed', customer_id: inserted.id, locale: store.locale })
          .onConflict((oc) => oc.columns(['store_id', 'email']).doNothing())
          .execute();
      }
    }
  });
  return added;
}
