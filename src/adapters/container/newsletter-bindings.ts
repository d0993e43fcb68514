import type { Container } from 'inversify';
import { GetNewsletterStatus } from '../../application/newsletter/get-newsletter-status';
import { SubscribeNewsletter } from '../../application/newsletter/subscribe-newsletter';
import { UnsubscribeNewsletter } from '../../application/newsletter/unsubscribe-newsletter';
import { CheckOutletAccess } from '../../application/outlet/check-outlet-access';
import { RequestOutletAccess } from '../../application/outlet/request-outlet-access';
import { COOKIE_JAR } from '../../application/ports/cookie-jar';
import { NEWSLETTER_API, type NewsletterApi } from '../../application/ports/newsletter-api';
import { OUTLET_API, type OutletApi } from '../../application/ports/outlet-api';
import { SEARCH_KEY_STORE } from '../../application/ports/search-key';
import { API_CLIENT } from '../http/api-client';
import { HttpNewsletterApi, HttpOutletApi } from '../http/http-newsletter-api';
import { bindFactory, bindValue } from './bind';
import { CHECK_OUTLET_ACCESS, GET_NEWSLETTER_STATUS, REQUEST_OUTLET_ACCESS, SUBSCRIBE_NEWSLETTER, UNSUBSCRIBE_NEWSLETTER } from './newsletter-tokens';

export interface NewsletterAdapters {
  /** Replace the HTTP newsletter and outlet calls (tests, offline runs). */
  newsletterApi?: NewsletterApi;
  outletApi?: OutletApi;
}

/** Newsletter and outlet access (SPEC §7): over HTTP unless a runtime gives other adapters. */
export function bindNewsletter(container: Container, adapters: NewsletterAdapters): void {
  if (adapters.newsletterApi) bindValue(container, NEWSLETTER_API, adapters.newsletterApi);
  else bindFactory(container, NEWSLETTER_API, (client) => new HttpNewsletterApi(client), [API_CLIENT]);
  if (adapters.outletApi) bindValue(container, OUTLET_API, adapters.outletApi);
  else bindFactory(container, OUTLET_API, (client) => new HttpOutletApi(client), [API_CLIENT]);
  bindFactory(container, SUBSCRIBE_NEWSLETTER, (api) => new SubscribeNewsletter(api), [NEWSLETTER_API]);
  bindFactory(container, UNSUBSCRIBE_NEWSLETTER, (api) => new UnsubscribeNewsletter(api), [NEWSLETTER_API]);
  bindFactory(container, GET_NEWSLETTER_STATUS, (api) => new GetNewsletterStatus(api), [NEWSLETTER_API]);
  bindFactory(container, REQUEST_OUTLET_ACCESS, (api, cookies) => new RequestOutletAccess(api, cookies), [OUTLET_API, COOKIE_JAR]);
  bindFactory(container, CHECK_OUTLET_ACCESS, (api, cookies, keys) => new CheckOutletAccess(api, cookies, keys), [OUTLET_API, COOKIE_JAR, SEARCH_KEY_STORE]);
}
