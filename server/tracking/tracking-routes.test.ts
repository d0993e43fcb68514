import { createHmac } from 'node:crypto';
import Fastify from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { describe, expect, it } from 'vitest';
import { useApi } from '../testing/api-harness';
import { errorHandler } from '../http/errors';
import { memoryRateLimit } from '../http/rate-limits';
import { readGtmId, TrackingHasher } from './tracking-hasher';
import { trackingRoutes } from './tracking-routes';

const api = useApi();

describe('POST /generate-encrypted-data', () => {
  it('answers a hex HMAC per value given, the same for the same person however it is typed', async () => {
    const first = await api.post<{ hashedData: Record<string, string> }>('/generate-encrypted-data', { data: { email: 'Alice@Example.com ', phone: '+33 6 12 34 56 78', firstName: 'Alice' } });
    expect(first.status).toBe(200);
    expect(Object.keys(first.body.hashedData).sort()).toEqual(['email', 'firstName', 'phone']);
    for (const value of Object.values(first.body.hashedData)) expect(value).toMatch(/^[0-9a-f]{64}$/);
    expect(first.headers['cache-control']).toBe('private, no-store');

    const second = await api.post<{ hashedData: Record<string, string> }>('/generate-encrypted-data', { data: { email: 'alice@example.com', phone: '33612345678', firstName: ' ALICE' } });
    expect(second.body.hashedData).toEqual(first.body.hashedData);
    // Not a bare SHA-256 anybody could recompute from an address.
    expect(first.body.hashedData.email).not.toBe(createHmac('sha256', '').update('alice@example.com').digest('hex'));
  });

  it('leaves out empty values and answers an empty object for no data', async () => {
    const answer = await api.post<{ hashedData: Record<string, string> }>('/generate-encrypted-data', { data: { lastName: '   ', phone: '--' } });
    expect(answer.status).toBe(200);
    expect(answer.body.hashedData).toEqual({});
  });

  it('refuses hostile bodies with a 400, never a 500', async () => {
    for (const body of [{}, { data: 'x' }, { data: { email: 'a'.repeat(255) } }, { data: { email: 'a\u0000b' } }, { data: { password: 'secret' } }, { data: { email: 42 } }, { data: { email: 'a@b.c' }, extra: 1 }]) {
      const answer = await api.post<{ code: number }>('/generate-encrypted-data', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.code).toBe(400);
    }
  });
});

describe('tracking hash key and limits', () => {
  it('refuses a short configured secret; another key gives other hashes', () => {
    expect(() => TrackingHasher.fromSecret('short')).toThrow(/at least/);
    const one = TrackingHasher.fromSecret('x'.repeat(40)).hash({ email: 'a@b.c' });
    expect(TrackingHasher.fromSecret('x'.repeat(40)).hash({ email: 'a@b.c' })).toEqual(one);
    expect(TrackingHasher.fromSecret('y'.repeat(40)).hash({ email: 'a@b.c' }).email).not.toBe(one.email);
    expect(TrackingHasher.fromJwtKey(Buffer.alloc(32, 2)).hash({ email: 'a@b.c' }).email).not.toBe(one.email);
  });

  it('takes only a GTM container id for GTM_ID', () => {
    expect(readGtmId({ GTM_ID: ' GTM-AB12CD ' })).toBe('GTM-AB12CD');
    expect(readGtmId({ GTM_ID: 'GTM-1"><script>' })).toBeNull();
    expect(readGtmId({})).toBeNull();
  });

  it('answers 429 with retry-after past the per-client limit', async () => {
    const app = Fastify().withTypeProvider<TypeBoxTypeProvider>();
    app.setErrorHandler(errorHandler);
    await app.register(trackingRoutes, { deps: { secret: { key: Buffer.alloc(32, 1), origin: 'ephemeral' } }, limit: memoryRateLimit({ points: 2, windowSeconds: 60 }) });
    const call = () => app.inject({ method: 'POST', url: '/generate-encrypted-data', payload: { data: { email: 'a@b.c' } } });
    const answers = await Promise.all([call(), call(), call()]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 429]);
    expect(answers.find((answer) => answer.statusCode === 429)?.headers['retry-after']).toBeDefined();
    await app.close();
  });
});
