/** Test helpers of the HTTP adapters: a shop that answers scripted responses and records each call. */
import { MemoryKeyValueStorage } from '../storage/memory-key-value-storage';
import { StorageAuthTokenStore } from '../storage/storage-auth-token-store';
import { HttpApiClient } from './api-client';

export const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export interface SeenCall {
  path: string;
  method: string;
  body: unknown;
  key: string | null;
  authorization: string | null;
}

/** A client signed in with the token `jwt`, whose calls get `answers` in order. */
export function shopWith(answers: Response[]) {
  const seen: SeenCall[] = [];
  const fetch: typeof globalThis.fetch = async (input) => {
    const request = input as Request;
    const text = await request.text();
    const url = new URL(request.url);
    seen.push({ path: `${url.pathname.replace('/api/v5/', '')}${url.search}`, method: request.method, body: text ? JSON.parse(text) : undefined, key: request.headers.get('idempotency-key'), authorization: request.headers.get('authorization') });
    const answer = answers.shift();
    if (!answer) throw new Error(`Unexpected call ${request.url}`);
    return answer;
  };
  const tokens = new StorageAuthTokenStore(new MemoryKeyValueStorage());
  tokens.save({ accessToken: 'jwt', refreshToken: null, strategy: 'customLocal' });
  const client = new HttpApiClient({ apiBase: 'http://shop', context: { storeId: 'laboutiqueofficielle', locale: 'fr', device: 0 }, fetch, tokens });
  return { client, seen };
}
