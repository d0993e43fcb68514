import type { Clock } from '../ports/clock';
import type { CookieJar } from '../ports/cookie-jar';
import type { Tracking } from '../ports/tracking';
import { allowsTracking, CONSENT_COOKIE, CONSENT_MAX_AGE_SECONDS, parseConsent, serialiseConsent, type Consent } from '../../domain/tracking/consent';

export interface ConsentChoice {
  measurement: boolean;
  marketing: boolean;
  /**
   * Start the tag manager on this page (default). False when the page's Content-Security-Policy
   * leaves GTM out (it was served after a refusal): it starts with the next page instead.
   */
  startNow?: boolean;
}

/**
 * The banner's answer (tracker issue 13): kept 13 months in `cookie_consent` (readable by the page,
 * SameSite=Lax), and the tag manager starts at once when measurement or marketing is accepted.
 */
export class ChooseCookieConsent {
  constructor(
    private readonly cookies: CookieJar,
    private readonly clock: Clock,
    private readonly tracking: Tracking,
  ) {}

  execute(choice: ConsentChoice): Consent {
    const consent: Consent = { measurement: choice.measurement, marketing: choice.marketing, decidedAt: Math.floor(this.clock.now().getTime() / 1000) };
    this.cookies.set(CONSENT_COOKIE, serialiseConsent(consent), { maxAgeSeconds: CONSENT_MAX_AGE_SECONDS, sameSite: 'lax' });
    if (allowsTracking(consent) && choice.startNow !== false) this.tracking.start();
    return consent;
  }

  /** The choice kept in the cookie, if still valid. */
  current(): Consent | null {
    return parseConsent(this.cookies.get(CONSENT_COOKIE), this.clock.now());
  }
}
