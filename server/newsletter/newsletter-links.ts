/**
 * Signed unsubscribe links (the welcome mail's, the confirmation mail's): one click unsubscribes
 * the address from that store's newsletter, since only the address's owner reads those mails.
 * Without a valid signature nobody unsubscribes someone else: the shop mails the address instead.
 * Outlet passes (the outlet cookie) are signed the same way, with their own purpose.
 */
import type { LinkCheck, LinkSigner } from '../http/link-signer';

/** Long enough for a newsletter kept in a mailbox for a while. */
export const UNSUBSCRIBE_LINK_DAYS = 60;

export interface UnsubscribeLink {
  /** Lower case. */
  email: string;
  /** Unix seconds. */
  expires: number;
  signature: string;
}

export const NEWSLETTER_LINK_PURPOSE = 'boutique/newsletter-unsubscribe-links/v1';

export class NewsletterLinks {
  constructor(private readonly signer: LinkSigner) {}

  sign(storeId: string, email: string, days = UNSUBSCRIBE_LINK_DAYS): UnsubscribeLink {
    const expires = this.signer.expiresIn(days);
    return { email, expires, signature: this.signer.sign(scope(storeId, email, expires)) };
  }

  check(storeId: string, link: UnsubscribeLink): LinkCheck {
    return this.signer.check(scope(storeId, link.email, link.expires), link.expires, link.signature);
  }

  /** The storefront page that unsubscribes in one click: `/unsubscribe?email=…&expires=…&signature=…`. */
  static url(siteUrl: string, link: UnsubscribeLink): string {
    const query = new URLSearchParams({ email: link.email, expires: String(link.expires), signature: link.signature });
    return `${siteUrl.replace(/\/+$/, '')}/unsubscribe?${query.toString()}`;
  }
}

/** A store's unsubscribe link never opens another store's subscription. */
function scope(storeId: string, email: string, expires: number): string {
  return `unsubscribe\n${storeId}\n${email}\n${expires}`;
}
