import ky, { isTimeoutError, type KyInstance } from 'ky';
import { withBearer } from '../../domain/auth/auth-tokens';
import { LOCALES } from '../../domain/store/locales';
import { ApiError } from '../../application/ports/api-error';
import type { AuthTokenStore } from '../../application/ports/auth-token-store';
import type { RequestContext } from '../../application/ports/request-context';
import { token } from '../../application/ports/token';
import { refreshBody } from './auth-wire';
import { API_PATH } from './api-path';

export { API_PATH };
export const DEFAULT_TIMEOUT_MS = 10_000;

export type SearchParamValue = string | number | boolean | readonly (string | number)[] | undefined | null;
export type SearchParams = Record<string, SearchParamValue>;

export interface HttpApiClientOptions {
  /** Origin of the shop ('' in the browser for same-origin, e.g. 'http://localhost:3000'). */
  apiBase: string;
  /** Store, language and device sent with every call; a function when it can change (browser). */
  context: RequestContext | (() => RequestContext);
  /** Bearer token source; refreshed once on a 401. */
  tokens?: AuthTokenStore;
  /** Injected fetch (the SSR server passes an in-process one; tests a fake). */
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
  /** SPEC §7: `no_cache=1` selects the cache-bypass variant of every call. */
  noCache?: boolean;
  /** Retries of idempotent calls on network errors and 5xx; none by default. */
  retry?: number;
  /** Extra headers on every call (e.g. a forwarded cookie on the server). */
  headers?: Record<string, string>;
  /**
   * The outlet cookie's signed pass, sent as `outlet-pass` on every call: the server opens
   * outlet-only products to it (the CLI and the server render send no cookies).
   */
  outletPass?: () => string | undefined;
}

/** A pass as the shop signs them (digits, dots, base64url): anything else is not sent (a header refuses other characters). */
const OUTLET_PASS = /^[A-Za-z0-9._-]{1,600}$/;

export interface RequestOptions {
  searchParams?: SearchParams;
  json?: unknown;
  /** A body that is not JSON (a CSV feed), sent as is with its own `Content-Type` in `headers`. */
  text?: string;
  headers?: Record<string, string>;
  /** Send the bearer token and refresh it on 401 (default true). */
  auth?: boolean;
  /** A body that is not JSON (an archive, a CSV file), with its `Content-Type` in `headers`. */
  body?: BodyInit;
  /** This call's own time limit (an upload of a big file), instead of the client's. */
  timeoutMs?: number;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The shop's v5 API client that the HTTP adapters are built on (one per container: its context and tokens). */
export const API_CLIENT = token<HttpApiClient>('HttpApiClient');

/**
 * The ky client of the v5 API. Every failure leaves it as an ApiError `{ code, message }`
 * (SPEC §8): network errors and timeouts are code 0 'Network Error', HTTP errors carry the status
 * and the server's message, anything else is 500 'Internal Server Error'.
 */
export class HttpApiClient {
  readonly baseUrl: string;
  private readonly ky: KyInstance;
  private refreshing: Promise<boolean> | null = null;

  constructor(private readonly options: HttpApiClientOptions) {
    this.baseUrl = `${options.apiBase.replace(/\/+$/, '')}${API_PATH}`;
    this.ky = ky.create({
      prefixUrl: this.baseUrl,
      timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      retry: { limit: options.retry ?? 0 },
      throwHttpErrors: false,
      ...(options.fetch ? { fetch: options.fetch } : {}),
    });
  }

  get<T>(path: string, options: RequestOptions = {}): Promise<T> {
    return this.request<T>('GET', path, options);
  }

  post<T>(path: string, json?: unknown, options: RequestOptions = {}): Promise<T> {
    return this.request<T>('POST', path, { ...options, json });
  }

  patch<T>(path: string, json?: unknown, options: RequestOptions = {}): Promise<T> {
    return this.request<T>('PATCH', path, { ...options, json });
  }

  put<T>(path: string, json?: unknown, options: RequestOptions = {}): Promise<T> {
    return this.request<T>('PUT', path, { ...options, json });
  }

  delete<T>(path: string, options: RequestOptions = {}): Promise<T> {
    return this.request<T>('DELETE', path, options);
  }

  /** Parsed body: JSON when the answer says so, text otherwise, undefined for 204. */
  async request<T>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<T> {
    const response = await this.raw(method, path, options);
    return (await readBody(response)) as T;
  }

  /** The successful Response itself (files: bills, purchase orders, return coupons). */
  async raw(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<Response> {
    const useAuth = options.auth !== false && this.options.tokens !== undefined;
    const response = await this.send(method, path, options, useAuth);
    if (response.status === 401 && useAuth && (await this.refreshOnce())) {
      const retried = await this.send(method, path, options, useAuth);
      return this.ensureOk(retried);
    }
    return this.ensureOk(response);
  }

  private async send(method: HttpMethod, path: string, options: RequestOptions, useAuth: boolean): Promise<Response> {
    try {
      return await this.ky(path.replace(/^\/+/, ''), {
        method,
        headers: this.headers(options, useAuth),
        searchParams: this.searchParams(options.searchParams),
        ...(options.json !== undefined ? { json: options.json } : options.text !== undefined ? { body: options.text } : {}),
        ...(options.body !== undefined ? { body: options.body } : {}),
        ...(options.timeoutMs !== undefined ? { timeout: options.timeoutMs } : {}),
      });
    } catch (error) {
      throw normaliseError(error);
    }
  }

  private headers(options: RequestOptions, useAuth: boolean): Record<string, string> {
    const context = typeof this.options.context === 'function' ? this.options.context() : this.options.context;
    const headers: Record<string, string> = {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      store: context.storeId,
      device: String(context.device),
      'Accept-Language': LOCALES[context.locale].iso,
      ...this.options.headers,
      ...options.headers,
    };
    const token = useAuth ? this.options.tokens?.get() : null;
    if (token) headers.Authorization = withBearer(token.accessToken);
    const pass = this.options.outletPass?.()?.trim();
    if (pass && OUTLET_PASS.test(pass)) headers['outlet-pass'] = pass;
    return headers;
  }

  private searchParams(params: SearchParams | undefined): URLSearchParams {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(params ?? {})) {
      if (value === undefined || value === null) continue;
      if (Array.isArray(value)) for (const entry of value) search.append(key, String(entry));
      else search.append(key, String(value));
    }
    if (this.options.noCache) search.set('no_cache', '1');
    return search;
  }

  private async ensureOk(response: Response): Promise<Response> {
    if (response.ok) return response;
    throw await errorFromResponse(response);
  }

  /**
   * SPEC §4: on a 401 the token is refreshed and the call repeated; no refresh token means no
   * refresh; a failed refresh logs the visitor out. Concurrent 401s share one refresh.
   */
  private refreshOnce(): Promise<boolean> {
    this.refreshing ??= this.refresh().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  private async refresh(): Promise<boolean> {
    const tokens = this.options.tokens;
    const current = tokens?.get();
    if (!tokens || !current?.refreshToken) return false;
    try {
      const answer = await this.request<RefreshAnswer>('POST', 'security/refresh', {
        json: refreshBody(current.refreshToken),
        auth: false,
      });
      const accessToken = answer?.token ?? answer?.access_token;
      if (!accessToken) throw new ApiError(401, 'No token in refresh answer');
      tokens.save({ accessToken, refreshToken: answer.refresh_token ?? current.refreshToken, strategy: current.strategy });
      return true;
    } catch {
      tokens.clear();
      return false;
    }
  }
}

interface RefreshAnswer {
  token?: string;
  access_token?: string;
  refresh_token?: string;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new ApiError(ApiError.DEFAULT_CODE, 'Invalid JSON in API answer', { cause: error });
  }
}

async function errorFromResponse(response: Response): Promise<ApiError> {
  let message: string | undefined;
  let reason: string | undefined;
  try {
    const body: unknown = JSON.parse(await response.text());
    if (body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string') {
      message = (body as { message: string }).message;
    }
    if (body && typeof body === 'object' && typeof (body as { reason?: unknown }).reason === 'string') {
      reason = (body as { reason: string }).reason;
    }
  } catch {
    // Not JSON: fall back to the status text.
  }
  return new ApiError(response.status || ApiError.DEFAULT_CODE, message || response.statusText || ApiError.DEFAULT_MESSAGE, reason ? { reason } : undefined);
}

/** The one place where thrown transport errors become ApiError (SPEC §8). */
export function normaliseError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isTimeoutError(error) || isNetworkFailure(error)) {
    return new ApiError(ApiError.NETWORK_CODE, ApiError.NETWORK_MESSAGE, { cause: error });
  }
  return new ApiError(ApiError.DEFAULT_CODE, ApiError.DEFAULT_MESSAGE, { cause: error });
}

function isNetworkFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  // fetch rejects with a TypeError ('fetch failed', 'Failed to fetch', 'NetworkError…') when no answer came back.
  return error.name === 'TypeError' || error.name === 'AbortError' || error.name === 'FetchError';
}
