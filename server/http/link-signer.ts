/**
 * Signed links the shop mails (stock alerts, newsletter unsubscribe): an HMAC of what the link
 * opens and its expiry, with a key derived from the server's secret for one purpose only, so a
 * link made for one thing never opens another. One rule, used by every kind of link.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export type LinkCheck = 'valid' | 'expired' | 'invalid';

/** base64url of a SHA-256 HMAC. */
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;

export class LinkSigner {
  private constructor(
    private readonly key: Buffer,
    private readonly now: () => Date,
  ) {}

  /** The HMAC key is derived from the server's secret and the purpose (`boutique/<what>/v1`). */
  static fromSecret(secret: Uint8Array, purpose: string, now: () => Date): LinkSigner {
    return new LinkSigner(createHmac('sha256', secret).update(purpose).digest(), now);
  }

  /** Unix seconds, `days` from now. */
  expiresIn(days: number): number {
    return Math.floor(this.now().getTime() / 1000) + days * 86_400;
  }

  /** The signature of a scope (what the link opens, its expiry included by the caller). */
  sign(scope: string): string {
    return createHmac('sha256', this.key).update(scope).digest('base64url');
  }

  /** Compared in constant time; then the expiry (Unix seconds) against the clock. */
  check(scope: string, expires: number, signature: string): LinkCheck {
    if (!SIGNATURE.test(signature) || !Number.isSafeInteger(expires)) return 'invalid';
    const expected = Buffer.from(this.sign(scope));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
    return expires * 1000 > this.now().getTime() ? 'valid' : 'expired';
  }
}
