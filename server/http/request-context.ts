/**
 * SPEC §7 headers of every v5 call → the shop context of the request: the store (default
 * laboutiqueofficielle, unknown → 400), the device (0 desktop, 1 other, anything else → 400), the
 * language (Accept-Language when it names a shop language, else the store's) and `no_cache=1`.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { preferredLocale } from '../../src/domain/store/accept-language';
import { unknownStoreMessage } from '../../src/domain/store/store-directory';
import { DEFAULT_STORE_ID, STORES, isStoreId } from '../../src/domain/store/stores';
import type { ShopContext } from '../core/shop-context';
import { sendError } from './errors';


declare module 'fastify' {
  interface FastifyRequest {
    shop: ShopContext;
  }
}

export type ContextResult = { ok: true; context: ShopContext } | { ok: false; message: string };

type Headers = Record<string, string | string[] | undefined>;

const single = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value)?.trim();

export function resolveShopContext(headers: Headers, query: unknown): ContextResult {
  const storeId = single(headers.store) || DEFAULT_STORE_ID;
  if (!isStoreId(storeId)) return { ok: false, message: unknownStoreMessage(storeId) };
  const deviceHeader = single(headers.device);
  if (deviceHeader !== undefined && deviceHeader !== '0' && deviceHeader !== '1') {
    return { ok: false, message: `Unknown device '${deviceHeader}': use 0 (desktop) or 1 (other)` };
  }
  const store = STORES[storeId];
  const noCacheValue = query && typeof query === 'object' ? (query as Record<string, unknown>).no_cache : undefined;
  return {
    ok: true,
    context: {
      store,
      locale: preferredLocale(single(headers['accept-language'])) ?? store.locale,
      device: deviceHeader === '1' ? 1 : 0,
      noCache: noCacheValue === '1' || noCacheValue === 'true' || (Array.isArray(noCacheValue) && noCacheValue.includes('1')),
    },
  };
}

/** onRequest hook of the API scope: runs before body parsing and schema validation. */
export async function shopContextHook(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const result = resolveShopContext(request.headers, request.query);
  if (!result.ok) return sendError(reply, 400, result.message);
  request.shop = result.context;
}
