/**
 * Vitest helpers for the accounts API over `useApi()`: any method, a bearer token, a client
 * address (each call gets its own unless told, so the sign-in counters of one test never reach
 * another's), and sign-in / registration shortcuts that return the tokens.
 */
import type { LightMyRequestResponse } from 'fastify';
import type { Profile } from '../../src/domain/accounts/profile';
import type { ApiHarness } from './api-harness';
import { DEMO_PASSWORD } from '../demo/seed-customers';
import { demoStaffCode, forgetUsedTotpStep, isDemoStaff } from './staff-second-factor';

/** Long enough for HS256; tests that forge tokens sign with it too. */
export const TEST_JWT_SECRET = 'test-secret-of-the-accounts-suite-0123456789abcdef';
export { DEMO_PASSWORD } from '../demo/seed-customers';

export interface CallOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** The client's IP address (default: a fresh one per call). */
  ip?: string;
  store?: string;
  lang?: string;
}

export interface Answer<T = unknown> {
  status: number;
  body: T;
  headers: LightMyRequestResponse['headers'];
  raw: LightMyRequestResponse;
}

export interface Session {
  token: string;
  refreshToken: string;
  customer: Profile;
}

let clients = 0;
/** A client address no other call used (10.x.y.z). */
export const freshIp = (): string => {
  clients += 1;
  return `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`;
};

/** `now`: the shop's clock when the test moves it (a staff sign-in's code is of the shop's time). */
export function accountsClient(api: ApiHarness, options: { now?: () => Date } = {}) {
  const shopNow = options.now ?? (() => new Date());
  const call = async <T = unknown>(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, options: CallOptions = {}): Promise<Answer<T>> => {
    const headers: Record<string, string> = { 'content-type': 'application/json', ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.store) headers.store = options.store;
    if (options.lang) headers['accept-language'] = options.lang;
    const raw = await api.app.inject({
      method,
      url: path.startsWith('/api/') ? path : `/api/v5${path}`,
      headers,
      remoteAddress: options.ip ?? freshIp(),
      ...(options.body !== undefined ? { payload: JSON.stringify(options.body) } : {}),
    });
    const parse = String(raw.headers['content-type'] ?? '').includes('json') && raw.body !== '';
    return { status: raw.statusCode, body: (parse ? raw.json() : raw.body) as T, headers: raw.headers, raw };
  };

  const grant = (answer: Answer<{ token: string; refresh_token: string; customer: Profile }>): Session => {
    if (answer.status >= 300) throw new Error(`Sign-in failed: ${answer.status} ${JSON.stringify(answer.body)}`);
    return { token: answer.body.token, refreshToken: answer.body.refresh_token, customer: answer.body.customer };
  };

  return {
    call,
    get: <T = unknown>(path: string, options?: CallOptions) => call<T>('GET', path, options),
    post: <T = unknown>(path: string, body: unknown, options?: CallOptions) => call<T>('POST', path, { ...options, body }),
    put: <T = unknown>(path: string, body: unknown, options?: CallOptions) => call<T>('PUT', path, { ...options, body }),
    patch: <T = unknown>(path: string, body: unknown, options?: CallOptions) => call<T>('PATCH', path, { ...options, body }),
    delete: <T = unknown>(path: string, options?: CallOptions) => call<T>('DELETE', path, options),
    /**
     * Signs in with the body transport (the refresh token in the answer). A demo staff account
     * answers its second step with its authenticator's current code (server/testing/staff-second-factor.ts).
     */
    async signIn(email: string, password = DEMO_PASSWORD, options: CallOptions = {}): Promise<Session> {
      const answer = await call<{ challenge?: string }>('POST', '/security/login', { ...options, body: { _username: email, _password: password, refreshTransport: 'body' } });
      if (answer.status !== 202 || !isDemoStaff(email)) return grant(answer as Answer<never>);
      await forgetUsedTotpStep(api.db, email);
      const code = await demoStaffCode(email, shopNow());
      return grant(await call('POST', '/security/login/second-factor', { ...options, body: { challenge: answer.body.challenge, code, refreshTransport: 'body' } }));
    },
    /** Opens an account with a unique address and signs in. */
    async register(overrides: Record<string, unknown> = {}, options: CallOptions = {}): Promise<Session & { email: string; password: string }> {
      const email = `shopper.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 8)}@example.com`;
      const password = 'Secret1234';
      const body = { civility: 2, firstName: 'Ada', lastName: 'Lovelace', email, password, refreshTransport: 'body', ...overrides };
      return { ...grant(await call('POST', '/security/register', { ...options, body })), email: String(body.email).toLowerCase(), password: String(body.password) };
    },
  };
}

export type AccountsClient = ReturnType<typeof accountsClient>;
