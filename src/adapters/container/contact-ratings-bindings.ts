import type { Container } from 'inversify';
import { SendContactMessage } from '../../application/contact/send-contact-message';
import { ListContactMessages, ShowContactMessage } from '../../application/contact/support-contact-messages';
import { ListProductRatings } from '../../application/ratings/list-product-ratings';
import { GetMyRating, RateProduct } from '../../application/ratings/rate-product';
import { AUTH_TOKEN_STORE } from '../../application/ports/auth-token-store';
import { CONTACT_API, type ContactApi } from '../../application/ports/contact-api';
import { RATING_API, type RatingApi } from '../../application/ports/ratings-api';
import { API_CLIENT } from '../http/api-client';
import { HttpContactApi } from '../http/http-contact-api';
import { HttpRatingApi } from '../http/http-ratings-api';
import { bindFactory, bindValue } from './bind';
import {
  GET_MY_RATING, LIST_CONTACT_MESSAGES, LIST_PRODUCT_RATINGS, RATE_PRODUCT, SEND_CONTACT_MESSAGE, SHOW_CONTACT_MESSAGE,
} from './contact-ratings-tokens';

export interface ContactRatingAdapters {
  /** Replace the HTTP adapters (tests, offline runs). */
  contactApi?: ContactApi;
  ratingApi?: RatingApi;
}

/** The contact form (SPEC §2) and product ratings (SPEC §6): over HTTP unless a runtime gives other adapters. */
export function bindContactAndRatings(container: Container, adapters: ContactRatingAdapters = {}): void {
  if (adapters.contactApi) bindValue(container, CONTACT_API, adapters.contactApi);
  else bindFactory(container, CONTACT_API, (client) => new HttpContactApi(client), [API_CLIENT]);
  if (adapters.ratingApi) bindValue(container, RATING_API, adapters.ratingApi);
  else bindFactory(container, RATING_API, (client) => new HttpRatingApi(client), [API_CLIENT]);
  bindFactory(container, SEND_CONTACT_MESSAGE, (api) => new SendContactMessage(api), [CONTACT_API]);
  bindFactory(container, LIST_CONTACT_MESSAGES, (api, tokens) => new ListContactMessages(api, tokens), [CONTACT_API, AUTH_TOKEN_STORE]);
  bindFactory(container, SHOW_CONTACT_MESSAGE, (api, tokens) => new ShowContactMessage(api, tokens), [CONTACT_API, AUTH_TOKEN_STORE]);
  bindFactory(container, RATE_PRODUCT, (api, tokens) => new RateProduct(api, tokens), [RATING_API, AUTH_TOKEN_STORE]);
  bindFactory(container, GET_MY_RATING, (api, tokens) => new GetMyRating(api, tokens), [RATING_API, AUTH_TOKEN_STORE]);
  bindFactory(container, LIST_PRODUCT_RATINGS, (api) => new ListProductRatings(api), [RATING_API]);
}
