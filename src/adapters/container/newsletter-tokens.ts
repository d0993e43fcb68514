/** Typed tokens of the newsletter and outlet use cases (bound in newsletter-bindings.ts). */
import type { GetNewsletterStatus } from '../../application/newsletter/get-newsletter-status';
import type { SubscribeNewsletter } from '../../application/newsletter/subscribe-newsletter';
import type { UnsubscribeNewsletter } from '../../application/newsletter/unsubscribe-newsletter';
import type { CheckOutletAccess } from '../../application/outlet/check-outlet-access';
import type { RequestOutletAccess } from '../../application/outlet/request-outlet-access';
import { token } from '../../application/ports/token';

export const SUBSCRIBE_NEWSLETTER = token<SubscribeNewsletter>('SubscribeNewsletter');
export const UNSUBSCRIBE_NEWSLETTER = token<UnsubscribeNewsletter>('UnsubscribeNewsletter');
export const GET_NEWSLETTER_STATUS = token<GetNewsletterStatus>('GetNewsletterStatus');
export const REQUEST_OUTLET_ACCESS = token<RequestOutletAccess>('RequestOutletAccess');
export const CHECK_OUTLET_ACCESS = token<CheckOutletAccess>('CheckOutletAccess');
