import type { NewsletterStatusResult } from '../../application/newsletter/get-newsletter-status';
import type { SubscribeNewsletterResult } from '../../application/newsletter/subscribe-newsletter';
import type { UnsubscribeNewsletterResult } from '../../application/newsletter/unsubscribe-newsletter';
import type { OutletAccessResult } from '../../application/outlet/request-outlet-access';
import type { UnsubscribeLink } from '../../domain/newsletter/newsletter';

/** The footer form, the unsubscribe page, the account's subscriptions and the outlet popup (SPEC §2, §7). */
export interface NewsletterServices {
  subscribe(email: string): Promise<SubscribeNewsletterResult>;
  unsubscribe(email: string, link?: UnsubscribeLink): Promise<UnsubscribeNewsletterResult>;
  status(email: string, link?: UnsubscribeLink): Promise<NewsletterStatusResult>;
  requestOutletAccess(email: string): Promise<OutletAccessResult>;
}
