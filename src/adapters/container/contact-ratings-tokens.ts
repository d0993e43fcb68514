/** Typed tokens of the contact and rating use cases (bound in contact-rating-bindings.ts). */
import type { SendContactMessage } from '../../application/contact/send-contact-message';
import type { ListContactMessages, ShowContactMessage } from '../../application/contact/support-contact-messages';
import type { ListProductRatings } from '../../application/ratings/list-product-ratings';
import type { GetMyRating, RateProduct } from '../../application/ratings/rate-product';
import { token } from '../../application/ports/token';

export const SEND_CONTACT_MESSAGE = token<SendContactMessage>('SendContactMessage');
export const LIST_CONTACT_MESSAGES = token<ListContactMessages>('ListContactMessages');
export const SHOW_CONTACT_MESSAGE = token<ShowContactMessage>('ShowContactMessage');
export const RATE_PRODUCT = token<RateProduct>('RateProduct');
export const GET_MY_RATING = token<GetMyRating>('GetMyRating');
export const LIST_PRODUCT_RATINGS = token<ListProductRatings>('ListProductRatings');
