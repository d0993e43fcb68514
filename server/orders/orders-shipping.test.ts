import { describe, expect, it } from 'vitest';
import type { PlacedOrder } from '../../src/domain/orders/order';
import { useApi } from '../testing/api-harness';
import { accountsClient } from '../testing/accounts-harness';
import { FakePaymentProvider, firstAddressId, newKey, placingBody, stockedSize } from '../testing/orders-test-kit';

const api = useApi({ payments: new FakePaymentProvider() });
const client = accountsClient(api);

async function camilleWith(country: string, active = true, zipCode = '1100-048') {
  const session = await client.signIn('camille@example.com');
  const row = await api.db
    .insertInto('addresses')
    .values({ customer_id: session.customer.id, label: null, civility: 2, last_name: 'Martin', first_name: 'Camille', street: '1 rua Augusta', street_details: null, zip_code: zipCode, city: 'Lisboa', state: null, country_iso_code2: country, phone_number: '+351 912 345 678', company: null, is_default: false })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (!active) await api.db.updateTable('countries').set({ active: false }).where('iso_code2', '=', country).execute();
  return { session, addressId: row.id };
}

const place = (token: string, body: unknown) =>
  client.post<PlacedOrder & { message?: string }>('/secure/checkout/orders', body, { token, headers: { 'idempotency-key': newKey() } });

describe('shipping of an order', () => {
  it('ships to a relay point with the relay carrier, the parcel in the customer’s name, billed to the default address', async () => {
    await api.db.insertInto('relay_points').values({
      id: 'TEST-RELAY-1', carrier_code: 'relais_pickup', name: 'Tabac du Port', street: '3 quai du Port', zip_code: '13002', city: 'Marseille', country_iso_code2: 'FR',
      latitude: 43.29, longitude: 5.37, opening_hours: JSON.stringify([{ day: 1, open: '09:00', close: '19:00' }]),
    }).execute();
    const camille = await client.signIn('camille@example.com');
    const size = await stockedSize(api.db, 5, 30);
    const body = placingBody(size, 0, { shipping: { relayPointId: 'TEST-RELAY-1' }, carrierId: 2 });
    const answer = await place(camille.token, body);
    expect(answer.status).toBe(201);
    expect(answer.body.order).toMatchObject({
      carrier: { code: 'relais_pickup', type: 'point_relais' },
      relayPoint: { id: 'TEST-RELAY-1', name: 'Tabac du Port' },
      shippingAddress: { firstName: 'Camille', company: 'Tabac du Port', city: 'Marseille' },
      billingAddress: { street: '12 rue des Lilas' },
    });
    expect((await place(camille.token, { ...body, carrierId: 1 })).status).toBe(400);
    expect((await place(camille.token, { ...body, shipping: { relayPointId: 'NOPE' } })).status).toBe(400);
    await api.db.updateTable('relay_points').set({ active: false }).where('id', '=', 'TEST-RELAY-1').execute();
    expect((await place(camille.token, body)).status).toBe(400);
  });

  it('says express is unavailable where it is not offered, and no delivery mode for an unknown carrier', async () => {
    const { session, addressId } = await camilleWith('PT');
    const size = await stockedSize(api.db, 5, 31);
    const express = await place(session.token, placingBody(size, addressId, { carrierId: 3 }));
    expect(express).toMatchObject({ status: 400, body: { message: "La livraison express n'est pas disponible pour cette destination." } });
    const unknown = await place(session.token, placingBody(size, addressId, { carrierId: 999 }));
    expect(unknown).toMatchObject({ status: 400, body: { message: 'Veuillez choisir un mode de livraison.' } });
    expect((await place(session.token, placingBody(size, addressId, { carrierId: 1 }))).status).toBe(201);
  });

  it('refuses a country the shop no longer delivers', async () => {
    const { session, addressId } = await camilleWith('GR', false, '105 57');
    const size = await stockedSize(api.db, 5, 32);
    const answer = await place(session.token, placingBody(size, addressId));
    expect(answer).toMatchObject({ status: 400, body: { message: "Ce pays n'est pas disponible à la livraison." } });
  });

  it('sends no parcel to a saved address whose postcode its country does not have (saved before the rule)', async () => {
    const { session, addressId } = await camilleWith('FR', true, '7501');
    const size = await stockedSize(api.db, 5, 34);
    const answer = await place(session.token, placingBody(size, addressId));
    expect(answer).toMatchObject({ status: 400, body: { message: expect.stringContaining("Le code postal de cette adresse n'est pas valable") } });
    await api.db.updateTable('addresses').set({ zip_code: '75001' }).where('id', '=', addressId).execute();
    expect((await place(session.token, placingBody(size, addressId))).status).toBe(201);
  });

  it('bills another address of the customer when asked, never someone else’s', async () => {
    const camille = await client.signIn('camille@example.com');
    const size = await stockedSize(api.db, 5, 33);
    const own = await api.db.selectFrom('addresses').select(['id', 'city']).where('customer_id', '=', camille.customer.id).orderBy('id').execute();
    const billed = await place(camille.token, placingBody(size, own[0].id, { billingAddressId: own[1].id }));
    expect(billed.body.order.billingAddress.city).toBe(own[1].city);
    const lucias = await firstAddressId(api.db, 'lucia@example.com');
    expect((await place(camille.token, placingBody(size, own[0].id, { billingAddressId: lucias }))).status).toBe(400);
    expect((await place(camille.token, placingBody(size, lucias))).status).toBe(400);
  });
});
