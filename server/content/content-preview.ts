/**
 * A staff preview of the storefront (issue 34): a link a merchandiser opens on the real shop to see
 * its drafts and scheduled content before shoppers do. The token is `<store>.<expires>.<HMAC>`,
 * signed with a key of the shop's secret kept for this purpose only, valid for one store until it
 * expires. The page render passes it to the API (`x-content-preview`): such renders bypass every
 * cache and are never kept (src/ui/entry-server.tsx).
 */
import type { FastifyRequest } from 'fastify';
import { LinkSigner } from '../http/link-signer';
import type { ContentView } from './content-live';

export const PREVIEW_HEADER = 'x-content-preview';
export const PREVIEW_PURPOSE = 'boutique/content-preview/v1';
export const DEFAULT_PREVIEW_HOURS = 24;
export const MAX_PREVIEW_HOURS = 24 * 7;

const TOKEN = /^([a-z_]{1,40})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

export class ContentPreviews {
  private readonly signer: LinkSigner;

  constructor(secret: Uint8Array, private readonly now: () => Date) {
    this.signer = LinkSigner.fromSecret(secret, PREVIEW_PURPOSE, now);
  }

  /** A token for a store's previews, valid `hours` from now. */
  issue(storeId: string, hours = DEFAULT_PREVIEW_HOURS): { token: string; expiresAt: Date } {
    const expires = Math.floor(this.now().getTime() / 1000) + Math.round(hours * 3600);
    return { token: `${storeId}.${expires}.${this.signer.sign(scope(storeId, expires))}`, expiresAt: new Date(expires * 1000) };
  }

  /** Whether a token opens the previews of this store now. */
  valid(token: string | undefined, storeId: string): boolean {
    const match = token === undefined ? null : TOKEN.exec(token.trim());
    if (!match || match[1] !== storeId) return false;
    const expires = Number(match[2]);
    return this.signer.check(scope(storeId, expires), expires, match[3]) === 'valid';
  }

  /** The view of a content read: a valid preview token of the request's store sees drafts. */
  viewOf(request: FastifyRequest): ContentView {
    const header = request.headers[PREVIEW_HEADER];
    const token = Array.isArray(header) ? header[0] : header;
    return { now: this.now(), preview: token !== undefined && this.valid(token, request.shop.store.id) };
  }
}

const scope = (storeId: string, expires: number) => `content-preview:${storeId}:${expires}`;
