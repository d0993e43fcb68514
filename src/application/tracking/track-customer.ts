import type { CookieJar } from '../ports/cookie-jar';
import type { ErrorReporter } from '../ports/error-reporter';
import type { TrackingHashApi } from '../ports/tracking';
import type { Address } from '../../domain/accounts/address';
import type { Profile } from '../../domain/accounts/profile';
import { isSessionId, TRACKING_SESSION_COOKIE } from '../../domain/shell/visit-cookies';
import { anonymousUser, signedInUser, type HashedCustomerData } from '../../domain/tracking/tracking-events';
import type { RecordOutcome, RecordTrackingEvent } from './record-tracking-event';
import { TRACKING_FAILURE } from './tracking-failure';

export interface CustomerToTrack {
  profile: Profile;
  address: Address | null;
}

/**
 * SPEC §3 "Tracking data", customer part, and §4 "Unauthenticated users get tracking user data
 * reset": a signed-in customer is described with the server's hashes of their identifying values
 * (asked once per customer and values), an anonymous visitor with every field emptied.
 */
export class TrackCustomer {
  private cached: { key: string; hashed: HashedCustomerData } | null = null;

  constructor(
    private readonly hashes: TrackingHashApi,
    private readonly record: Pick<RecordTrackingEvent, 'execute' | 'allowed'>,
    private readonly cookies: CookieJar,
    private readonly errors: ErrorReporter,
    private readonly newId: () => string,
  ) {}

  async execute(customer: CustomerToTrack | null): Promise<RecordOutcome> {
    // Without consent nothing is hashed and no tracking id is drawn.
    if (!this.record.allowed()) return { kind: 'no-consent' };
    const sessionId = this.trackingSession();
    if (!customer) {
      this.cached = null;
      return this.record.execute({ event: 'user_data', user: anonymousUser(sessionId) });
    }
    const { profile, address } = customer;
    const data = { email: profile.email, firstName: profile.firstName, lastName: profile.lastName, ...(profile.birthday ? { birthday: profile.birthday } : {}), ...(address?.phoneNumber ? { phone: address.phoneNumber } : {}) };
    const key = JSON.stringify(data);
    let hashed: HashedCustomerData = {};
    if (this.cached?.key === key) hashed = this.cached.hashed;
    else {
      try {
        hashed = await this.hashes.hash(data);
        this.cached = { key, hashed };
      } catch (error) {
        // Without the hashes the customer is described without identifying values, never with the raw ones.
        this.errors.report(error, TRACKING_FAILURE);
      }
    }
    return this.record.execute({
      event: 'user_data',
      user: signedInUser({ id: profile.id, civility: profile.civility, address: address ? { city: address.city, zipCode: address.zipCode, countryIsoCode2: address.countryIsoCode2 } : null }, hashed, sessionId),
    });
  }

  /** The tag manager's visit id, drawn the first time tracking describes the visitor (consent given). */
  private trackingSession(): string {
    const kept = this.cookies.get(TRACKING_SESSION_COOKIE);
    if (kept && isSessionId(kept)) return kept;
    const id = this.newId();
    this.cookies.set(TRACKING_SESSION_COOKIE, id, { sameSite: 'lax' });
    return id;
  }
}
