/**
 * One request through `app.inject()` for the security suite: any method (PUT included, which the
 * accounts harness does not offer), a bearer token, extra headers, a fresh client address per
 * call (so sign-in counters of one check never reach another), the body as JSON. Paths not under
 * `/api/` are taken relative to /api/v5.
 */
import type { LightMyRequestResponse } from 'fastify';
import type { ApiHarness } from '../../../server/testing/api-harness';
import { freshIp } from '../../../server/testing/accounts-harness';

export type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Reply<T = unknown> {
  status: number;
  body: T;
  text: string;
  headers: LightMyRequestResponse['headers'];
}

export interface SendOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export async function send<T = unknown>(api: ApiHarness, method: Method, path: string, options: SendOptions = {}): Promise<Reply<T>> {
  const headers: Record<string, string> = { ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}), ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const raw = await api.app.inject({
    method,
    url: path.startsWith('/api/') ? path : `/api/v5${path}`,
    headers,
    remoteAddress: freshIp(),
    ...(options.body !== undefined ? { payload: JSON.stringify(options.body) } : {}),
  });
  const json = String(raw.headers['content-type'] ?? '').includes('json') && raw.body !== '';
  return { status: raw.statusCode, body: (json ? raw.json() : raw.body) as T, text: raw.body, headers: raw.headers };
}
