/**
 * The newsletter (SPEC §5, §7, §9): an address subscribes to one store's newsletter. The footer
 * form trims the address and keeps its button disabled while it is empty; the shop checks the
 * same rules before anything is sent, and says the changes may take up to 48 hours to show.
 */
import { isValidEmail, MAX_EMAIL_LENGTH, normaliseEmail } from '../accounts/email';

export type NewsletterStatus = 'subscribed' | 'unsubscribed';

/** SPEC §9: newsletter changes take up to 48 hours (mailings already prepared still leave). */
export const NEWSLETTER_DELAY_HOURS = 48;

/** Why an address is refused, before any call (the UI says it with `newsletter.errors.<key>`). */
export type NewsletterEmailProblem = 'email-required' | 'email-invalid';

export type NewsletterEmail = { ok: true; email: string } | { ok: false; problem: NewsletterEmailProblem };

/** What the footer form may send: trimmed, not empty. */
export function canSubmitNewsletter(text: string): boolean {
  return text.trim() !== '';
}

/** The address as stored (trimmed, lower case), or why it is refused. */
export function readNewsletterEmail(text: unknown): NewsletterEmail {
  if (typeof text !== 'string' || text.trim() === '') return { ok: false, problem: 'email-required' };
  if (text.trim().length > MAX_EMAIL_LENGTH || !isValidEmail(text)) return { ok: false, problem: 'email-invalid' };
  return { ok: true, email: normaliseEmail(text) };
}

/** SPEC §9 request limiter: 5 newsletter or outlet writes per client (and per address) in 5 minutes. */
export const NEWSLETTER_REQUESTS_PER_WINDOW = 5;
export const NEWSLETTER_WINDOW_SECONDS = 300;

/** The signed link of a newsletter mail: it proves the address without an account. */
export interface UnsubscribeLink {
  email: string;
  expires: string;
  signature: string;
}

/** The three query parameters of a mailed link, or null when one is missing or malformed. */
export function unsubscribeLinkOf(query: Record<string, string | undefined>): UnsubscribeLink | null {
  const { email, expires, signature } = query;
  if (!email || !expires || !signature || !/^\d{1,12}$/.test(expires) || !/^[A-Za-z0-9_-]{1,128}$/.test(signature)) return null;
  return { email, expires, signature };
}

/** What the shop answers a subscription or a done unsubscription (SPEC §7, docs/newsletter-outlet-api.md). */
export interface NewsletterAnswer {
  email: string;
  subscribed: boolean;
  /** What to tell the shopper (SPEC §9: changes take up to 48 h). */
  message: string;
}

/** 202 to an unsubscription without proof: the address's owner was asked to confirm by mail. */
export interface ConfirmationAnswer {
  email: string;
  confirmationSent: true;
  message: string;
}
