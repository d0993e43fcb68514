import type { Clock } from '../ports/clock';
import type { CookieJar } from '../ports/cookie-jar';
import type { ErrorReporter } from '../ports/error-reporter';
import type { Tracking } from '../ports/tracking';
import { allowsTracking, CONSENT_COOKIE, parseConsent } from '../../domain/tracking/consent';
import type { DataLayerEntry } from '../../domain/tracking/tracking-events';
import { TRACKING_FAILURE } from './tracking-failure';

export type RecordOutcome = { kind: 'sent' } | { kind: 'no-consent' } | { kind: 'failed' };

/**
 * One rule for every tracking event: nothing reaches the tag manager without measurement or
 * marketing consent, read from the consent cookie at the moment of the event (a choice changed in
 * another tab counts at once). A refusal of the tag manager is reported, never shown to the shopper.
 */
export class RecordTrackingEvent {
  constructor(
    private readonly cookies: CookieJar,
    private readonly clock: Clock,
    private readonly tracking: Tracking,
    private readonly errors: ErrorReporter,
  ) {}

  /** The visitor's choice, now, allows tracking. */
  allowed(): boolean {
    return allowsTracking(parseConsent(this.cookies.get(CONSENT_COOKIE), this.clock.now()));
  }

  execute(entry: DataLayerEntry): RecordOutcome {
    if (!this.allowed()) return { kind: 'no-consent' };
    try {
      this.tracking.start();
      this.tracking.push(entry);
      return { kind: 'sent' };
    } catch (error) {
      this.errors.report(error, TRACKING_FAILURE);
      return { kind: 'failed' };
    }
  }
}
