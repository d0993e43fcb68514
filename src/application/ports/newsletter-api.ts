import type { ConfirmationAnswer, NewsletterAnswer, UnsubscribeLink } from '../../domain/newsletter/newsletter';
import { token } from './token';

export type { ConfirmationAnswer, NewsletterAnswer };

/**
 * SPEC §7 `/newsletters/*` for the request's store (docs/newsletter-outlet-api.md). Failures throw
 * ApiError: 422 a refused address (the server's translated message), 429 too many requests,
 * 401/403 asking about an address the caller may not see, 403 a forged or expired link.
 */
export interface NewsletterApi {
  subscribe(email: string): Promise<NewsletterAnswer>;
  /** With the mailed link (or signed in as the owner): at once; otherwise a confirmation is mailed. */
  unsubscribe(email: string, link?: UnsubscribeLink): Promise<NewsletterAnswer | ConfirmationAnswer>;
  /** Told to the signed-in owner, a link's holder, or support staff. */
  status(email: string, link?: UnsubscribeLink): Promise<{ email: string; subscribed: boolean }>;
}

export const NEWSLETTER_API = token<NewsletterApi>('NewsletterApi');
