import { describe, expect, it } from 'vitest';
import { aBasketDetail } from '../in-memory/basket-fixtures';
import { MemoryKeyValueStorage } from '../storage/memory-key-value-storage';
import { StorageAuthTokenStore } from '../storage/storage-auth-token-store';
import { HttpApiClient } from './api-client';
import { HttpBasketApi } from './http-basket-api';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const request = { basketItems: [{ productId: 1001, productSizeId: 50001, quantity: 1 }], basketPromotion: null, countryIsoCode: 'FR', device: 0 as const };

function apiWith(answers: ((request: Request) => Response)[], tokens?: StorageAuthTokenStore) {
  const seen: Request[] = [];
  const fetch: typeof globalThis.fetch = async (input) => {
    const call = input as Request;
    seen.push(call.clone());
    const answer = answers.shift();
    if (!answer) throw new Error(`Unexpected call ${call.url}`);
    return answer(call);
  };
  const client = new HttpApiClient({ apiBase: 'http://shop', context: { storeId: 'laboutiqueofficielle', locale: 'fr', device: 0 }, fetch, tokens });
  return { api: new HttpBasketApi(client), seen };
}

describe('HttpBasketApi', () => {
  it('posts the basket to /api/v5/basket/detail and returns the checked answer', async () => {
    const { api, seen } = apiWith([() => json(200, { ...aBasketDetail(), price: '24.99' })]);
    const detail = await api.detail(request);
    expect(detail.price).toBe(24.99);
    expect(seen[0].url).toBe('http://shop/api/v5/basket/detail');
    expect(seen[0].method).toBe('POST');
    expect(await seen[0].json()).toEqual(request);
  });

  it('refreshes the token once on a 401 and retries (SPEC §4)', async () => {
    const tokens = new StorageAuthTokenStore(new MemoryKeyValueStorage());
    tokens.save({ accessToken: 'expired', refreshToken: 'r1', strategy: 'customLocal' });
    const { api, seen } = apiWith(
      [() => json(401, { code: 401, message: 'Expired JWT Token' }), () => json(200, { token: 'fresh', refresh_token: 'r2' }), () => json(200, aBasketDetail())],
      tokens,
    );
    expect((await api.detail(request)).price).toBe(24.99);
    expect(seen.map((call) => new URL(call.url).pathname)).toEqual(['/api/v5/basket/detail', '/api/v5/security/refresh', '/api/v5/basket/detail']);
    expect(seen[0].headers.get('authorization')).toBe('Bearer expired');
    expect(seen[2].headers.get('authorization')).toBe('Bearer fresh');
    expect(tokens.get()?.refreshToken).toBe('r2');
  });

  it('gives up after one refresh: a second 401 is an ApiError', async () => {
    const tokens = new StorageAuthTokenStore(new MemoryKeyValueStorage());
    tokens.save({ accessToken: 'expired', refreshToken: 'r1', strategy: 'customLocal' });
    const { api, seen } = apiWith([() => json(401, { code: 401, message: 'Expired' }), () => json(200, { token: 'fresh' }), () => json(401, { code: 401, message: 'Still expired' })], tokens);
    await expect(api.detail(request)).rejects.toMatchObject({ name: 'ApiError', code: 401, message: 'Still expired' });
    expect(seen).toHaveLength(3);
  });

  it('refuses an answer whose carrier has no price (SPEC §5)', async () => {
    const { api } = apiWith([() => json(200, { ...aBasketDetail(), defaultCarrier: { ...aBasketDetail().defaultCarrier, price: null } })]);
    await expect(api.detail(request)).rejects.toThrow('Price cannot be null nor undefined');
  });
});
