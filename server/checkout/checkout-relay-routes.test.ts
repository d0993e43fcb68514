import { TypeBoxValidatorCompiler } from '@fastify/type-provider-typebox';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { RelayPoint } from '../../src/domain/orders/relay-point';
import { TtlCache } from '../cache/ttl-cache';
import { errorHandler } from '../http/errors';
import { shopContextHook } from '../http/request-context';
import { useApi } from '../testing/api-harness';
import { relayPointById } from './checkout-relay-points';
import { checkoutRoutes } from './checkout-routes';

const api = useApi();

describe('GET /api/v5/checkout/relay-points', () => {
  it('answers the points nearest to a postcode, with distance and opening hours', async () => {
    const answer = await api.get<RelayPoint[]>('/checkout/relay-points?country=FR&q=75011&limit=10');
    expect(answer.status).toBe(200);
    expect(answer.body).toHaveLength(10);
    expect(answer.body[0]).toMatchObject({ zipCode: '75011', city: 'Paris', countryIsoCode2: 'FR', carrierCode: 'relais_pickup' });
    expect(answer.body[0].openingHours.length).toBeGreaterThan(0);
    const distances = answer.body.map((point) => point.distanceKm);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it('finds a city, in a lower-case country code, 10 points by default', async () => {
    const answer = await api.get<RelayPoint[]>('/checkout/relay-points?country=be&q=Bruxelles');
    expect(answer.status).toBe(200);
    expect(answer.body[0].city).toBe('Bruxelles');
    expect(answer.body.length).toBe(10);
    expect((await api.get<RelayPoint[]>('/checkout/relay-points?country=ES&q=28014&limit=3')).body).toHaveLength(3);
  });

  it('answers an empty list for a place it does not know, even one that reads like SQL', async () => {
    for (const q of ['Atlantis', "' OR 1=1 --", 'Robert\'); DROP TABLE relay_points;--', '%_%']) {
      const answer = await api.get<RelayPoint[]>(`/checkout/relay-points?country=FR&q=${encodeURIComponent(q)}`);
      expect(answer, q).toMatchObject({ status: 200, body: [] });
    }
    expect((await api.get<RelayPoint[]>('/checkout/relay-points?country=FR&q=75011')).body.length).toBe(10);
  });

  it('refuses a missing, short or long query, a bad limit and a country without relay delivery with a 400', async () => {
    for (const query of ['country=FR', 'country=FR&q=7', `country=FR&q=${'7'.repeat(81)}`, 'q=75011', 'country=FRA&q=75011', "country=F'&q=75011",
      'country=FR&q=75011&limit=0', 'country=FR&q=75011&limit=51', 'country=FR&q=75011&limit=ten', 'country=FR&q=%00%00']) {
      const answer = await api.get<{ code: number; message: string }>(`/checkout/relay-points?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.code, query).toBe(400);
    }
    expect(await api.get('/checkout/relay-points?country=XX&q=75011')).toMatchObject({ status: 400, body: { message: 'Ce pays n\'est pas disponible à la livraison.' } });
    // Ireland has home delivery but no relay carrier.
    expect((await api.get('/checkout/relay-points?country=IE&q=D02', { lang: 'en' })).body).toMatchObject({ code: 400, message: 'This country is not available for delivery.' });
  });

  it('looks a point up by id for placing an order', async () => {
    const point = await relayPointById(api.db, 'FR-75011-01');
    expect(point).toMatchObject({ id: 'FR-75011-01', zipCode: '75011', city: 'Paris' });
    expect(await relayPointById(api.db, 'FR-00000-01')).toBeUndefined();
    expect(await relayPointById(api.db, 'x'.repeat(500))).toBeUndefined();
  });

  it('says the points could not be fetched when the finder fails (503)', async () => {
    const app = Fastify();
    app.setValidatorCompiler(TypeBoxValidatorCompiler);
    app.setErrorHandler(errorHandler);
    app.addHook('onRequest', shopContextHook);
    const failing = { find: async () => { throw new Error('carrier API down'); }, byId: async () => undefined };
    await app.register(checkoutRoutes, { deps: { db: api.db, cache: new TtlCache(1000) } as never, finder: failing });
    const french = await app.inject('/checkout/relay-points?country=FR&q=75011');
    expect(french.statusCode).toBe(503);
    expect(french.json()).toEqual({ code: 503, message: 'Impossible de récupérer les points relais, merci de réessayer.' });
    const german = await app.inject({ url: '/checkout/relay-points?country=DE&q=10119', headers: { 'accept-language': 'de' } });
    expect(german.json().message).toBe('Die Abholstationen konnten nicht geladen werden, bitte versuchen Sie es erneut.');
    await app.close();
  });
});
