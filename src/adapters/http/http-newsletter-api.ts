import type { UnsubscribeLink } from '../../domain/newsletter/newsletter';
import type { ConfirmationAnswer, NewsletterAnswer, NewsletterApi } from '../../application/ports/newsletter-api';
import type { OutletApi, OutletCheck, OutletGrant } from '../../application/ports/outlet-api';
import type { HttpApiClient } from './api-client';

/** SPEC §7 `/newsletters/*` over the v5 API; a mailed link's parts go with the address. */
export class HttpNewsletterApi implements NewsletterApi {
  constructor(private readonly client: HttpApiClient) {}

  subscribe(email: string): Promise<NewsletterAnswer> {
    return this.client.post('newsletters/subscribe', { email });
  }

  unsubscribe(email: string, link?: UnsubscribeLink): Promise<NewsletterAnswer | ConfirmationAnswer> {
    return this.client.patch('newsletters/unsubscribe', link ? { email, expires: link.expires, signature: link.signature } : { email });
  }

  status(email: string, link?: UnsubscribeLink): Promise<{ email: string; subscribed: boolean }> {
    return this.client.get('newsletters/is-subscribed', { searchParams: link ? { email, expires: link.expires, signature: link.signature } : { email } });
  }
}

/** SPEC §7 `/outlet/access`: POST asks with an address, GET is the guard's check of the cookie's pass. */
export class HttpOutletApi implements OutletApi {
  constructor(private readonly client: HttpApiClient) {}

  requestAccess(email: string): Promise<OutletGrant> {
    return this.client.post('outlet/access', { email });
  }

  check(pass: string | null): Promise<OutletCheck> {
    return this.client.get('outlet/access', pass ? { searchParams: { pass } } : {});
  }
}
