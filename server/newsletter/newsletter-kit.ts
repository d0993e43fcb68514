/**
 * What the newsletter and outlet routes need beyond the database, made once per app: the signed
 * links (keys derived from the shop's secret, server/db/shop-secret.ts), the request
 * limiters of SPEC §9 (5 writes per 5 minutes per client and per address; the app's counters, shared
 * in Redis with REDIS_URL like the sign-in ones) and the translated messages.
 */
import { NEWSLETTER_REQUESTS_PER_WINDOW, NEWSLETTER_WINDOW_SECONDS } from '../../src/domain/newsletter/newsletter';
import type { ModuleDeps } from '../core/module-deps';
import { LinkSigner } from '../http/link-signer';
import { memoryRateLimits, type RateLimit } from '../http/rate-limits';
import type { ShopSecret } from '../db/shop-secret';
import { OutletPasses, OUTLET_PASS_PURPOSE } from '../outlet/outlet-passes';
import { NEWSLETTER_LINK_PURPOSE, NewsletterLinks } from './newsletter-links';
import { newsletterTexts, type TranslateText } from './newsletter-texts';

export interface NewsletterKit {
  links: NewsletterLinks;
  passes: OutletPasses;
  /** Subscribe and unsubscribe requests. */
  writeLimit: RateLimit;
  /** Outlet access requests (each tells whether an address is known: throttled like a write). */
  outletLimit: RateLimit;
  texts: TranslateText;
}

const kits = new WeakMap<ShopSecret, NewsletterKit>();

/** The app's kit (the newsletter and outlet routes share it: one set of counters per app). */
export function newsletterKitOf(deps: ModuleDeps): NewsletterKit {
  let kit = kits.get(deps.secret);
  if (!kit) {
    const rateLimits = deps.rateLimits ?? memoryRateLimits();
    const limit = (name: string) => rateLimits(name, { points: NEWSLETTER_REQUESTS_PER_WINDOW, windowSeconds: NEWSLETTER_WINDOW_SECONDS });
    kit = {
      links: new NewsletterLinks(LinkSigner.fromSecret(deps.secret.key, NEWSLETTER_LINK_PURPOSE, deps.now)),
      passes: new OutletPasses(LinkSigner.fromSecret(deps.secret.key, OUTLET_PASS_PURPOSE, deps.now)),
      writeLimit: limit('newsletter'),
      outletLimit: limit('outlet-access'),
      texts: newsletterTexts(deps.db, deps.cache),
    };
    kits.set(deps.secret, kit);
  }
  return kit;
}
