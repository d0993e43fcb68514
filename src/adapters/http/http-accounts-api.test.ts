import { describe, expect, it } from 'vitest';
import { MemoryKeyValueStorage } from '../storage/memory-key-value-storage';
import { StorageAuthTokenStore } from '../storage/storage-auth-token-store';
import { HttpApiClient } from './api-client';
import { HttpAccountApi } from './http-accounts-api';
import { customerSession } from '../../domain/auth/auth-session';
import { HttpAuthApi } from './http-auth-api';
import { HttpWishlistApi } from './http-wishlist-api';

const json = (status: number, body: unknown) => new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const customer = { id: 1, email: 'camille@example.com', firstName: 'Camille', lastName: 'Martin', civility: 2, birthday: null, newsletter: false, roles: ['customer'] };

function shopWith(answers: Response[]) {
  const seen: { url: string; method: string; body: unknown; authorization: string | null }[] = [];
  const fetch: typeof globalThis.fetch = async (input) => {
    const request = input as Request;
    const text = await request.text();
    seen.push({ url: request.url, method: request.method, body: text ? JSON.parse(text) : undefined, authorization: request.headers.get('authorization') });
    const answer = answers.shift();
    if (!answer) throw new Error(`Unexpected call ${request.url}`);
    return answer;
  };
  const tokens = new StorageAuthTokenStore(new MemoryKeyValueStorage());
  const client = new HttpApiClient({ apiBase: 'http://shop', context: { storeId: 'laboutiqueofficielle', locale: 'fr', device: 0 }, fetch, tokens });
  return { client, tokens, seen };
}

describe('HttpAuthApi', () => {
  it('asks the CLI’s refresh token in the body and never sends a stale bearer', async () => {
    const { client, tokens, seen } = shopWith([json(200, { token: 'jwt', refresh_token: 'r1', expiresIn: 900, customer })]);
    tokens.save({ accessToken: 'stale', refreshToken: 'r0', strategy: 'customLocal' });
    const session = await new HttpAuthApi(client, 'body').login({ _username: 'camille@example.com', _password: 'Boutique2026' });
    expect(session).toEqual({ accessToken: 'jwt', refreshToken: 'r1', expiresIn: 900, customer });
    expect(seen).toEqual([{ url: 'http://shop/api/v5/security/login', method: 'POST', authorization: null, body: { _username: 'camille@example.com', _password: 'Boutique2026', refreshTransport: 'body' } }]);
  });

  it('leaves the browser’s refresh token in its cookie and keeps the marker', async () => {
    const { client, seen } = shopWith([json(200, { token: 'jwt', refresh_token: null, expiresIn: 900, customer }), json(200, { token: 'jwt2', refresh_token: null, expiresIn: 900, customer }), json(204, undefined)]);
    const api = new HttpAuthApi(client, 'cookie');
    const session = customerSession(await api.login({ _username: 'camille@example.com', _password: 'Boutique2026' }));
    expect(session.refreshToken).toBe('bearer cookie');
    expect((await api.refresh('bearer cookie')).refreshToken).toBe('bearer cookie');
    await api.logout('bearer cookie');
    expect(seen.map((call) => [call.url.replace('http://shop/api/v5/', ''), call.body])).toEqual([
      ['security/login', { _username: 'camille@example.com', _password: 'Boutique2026' }],
      ['security/refresh', {}],
      ['security/logout', {}],
    ]);
  });

  it('sends the social payloads and the link token as the contract says', async () => {
    const answer = () => json(200, { token: 'jwt', refresh_token: 'r', expiresIn: 900, customer });
    const { client, seen } = shopWith([answer(), answer(), answer()]);
    const api = new HttpAuthApi(client, 'body');
    await api.facebookLogin({ accessToken: 'fb', userID: '42' });
    await api.appleLogin({ code: 'c', clientId: 'shop', redirectUri: 'https://shop/login' });
    await api.autoconnect('link');
    expect(seen.map((call) => [call.url.replace('http://shop/api/v5/', ''), call.body])).toEqual([
      ['social-connect/facebook', { accessToken: 'fb', userID: '42', refreshTransport: 'body' }],
      ['social-connect/apple', { code: 'c', clientId: 'shop', redirectUri: 'https://shop/login', refreshTransport: 'body' }],
      ['security/autoconnect', { token: 'link', refreshTransport: 'body' }],
    ]);
  });

  it('normalises a refusal to { code, message }', async () => {
    const { client } = shopWith([json(429, { code: 429, message: 'Trop de tentatives' })]);
    await expect(new HttpAuthApi(client, 'body').login({ _username: 'a@b.co', _password: 'x' })).rejects.toMatchObject({ name: 'ApiError', code: 429, message: 'Trop de tentatives' });
  });
});

describe('HttpAccountApi and HttpWishlistApi', () => {
  it('call /secure with the bearer token', async () => {
    const { client, tokens, seen } = shopWith([json(200, customer), json(200, { id: 5, product: { id: 12 } }), json(200, [{ id: 5, product: 12 }]), json(204, undefined)]);
    tokens.save({ accessToken: 'jwt', refreshToken: 'r', strategy: 'customLocal' });
    expect(await new HttpAccountApi(client).profile()).toEqual(customer);
    const wishlist = new HttpWishlistApi(client);
    expect(await wishlist.add(12)).toEqual({ id: 5, product: 12 });
    expect(await wishlist.list()).toEqual([{ id: 5, product: 12 }]);
    await new HttpAccountApi(client).removeAddress(7);
    expect(seen.map((call) => [call.method, call.url.replace('http://shop/api/v5/', ''), call.authorization])).toEqual([
      ['GET', 'secure/account/profile/v2', 'Bearer jwt'],
      ['POST', 'secure/wishes', 'Bearer jwt'],
      ['GET', 'secure/wishes', 'Bearer jwt'],
      ['DELETE', 'secure/account/addresses/7', 'Bearer jwt'],
    ]);
    expect(seen[1].body).toEqual({ product: { id: 12 } });
  });
});
