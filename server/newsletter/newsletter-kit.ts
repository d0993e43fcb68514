/**
 * What the newsletter routes need beyond the database, made once per app: the signed links (keys
 * derived from the shop's secret, server/db/shop-secret.ts), the request limiter of SPEC §9 (5
 * writes per 5 minutes per client and per address; the app's counters, shared in Redis with
 * REDIS_URL like the sign-in ones) and the translated messages.
 */
import { NEWSLETTER_REQUESTS_PER_WINDOW, NEWSLETTER_WINDOW_SECONDS } from '../../src/domain/newsletter/newsletter';
import type { ModuleDeps } from '../core/module-deps';
import { LinkSigner } from '../http/link-signer';
import { memoryRateLimits, type RateLimit } from '../http/rate-limits';
import { NEWSLETTER_LINK_PURPOSE, NewsletterLinks } from './newsletter-links';
import { newsletterTexts, type TranslateText } from './newsletter-texts';

export interface NewsletterKit {
  links: NewsletterLinks;
  /** Subscribe and unsubscribe requests. */
  writeLimit: RateLimit;
  texts: TranslateText;
}

export function newsletterKitOf(deps: Pick<ModuleDeps, 'db' | 'cache' | 'now' | 'secret' | 'rateLimits'>): NewsletterKit {
  const rateLimits = deps.rateLimits ?? memoryRateLimits();
  return {
    links: new NewsletterLinks(LinkSigner.fromSecret(deps.secret.key, NEWSLETTER_LINK_PURPOSE, deps.now)),
    writeLimit: rateLimits('newsletter', { points: NEWSLETTER_REQUESTS_PER_WINDOW, windowSeconds: NEWSLETTER_WINDOW_SECONDS }),
    texts: newsletterTexts(deps.db, deps.cache),
  };
}
