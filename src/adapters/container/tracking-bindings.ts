import type { Container } from 'inversify';
import { CLOCK } from '../../application/ports/clock';
import { COOKIE_JAR } from '../../application/ports/cookie-jar';
import { ERROR_REPORTER } from '../../application/ports/error-reporter';
import { TRACKING, TRACKING_HASH_API, type Tracking } from '../../application/ports/tracking';
import { AssignAbGroup } from '../../application/tracking/assign-ab-group';
import { ChooseCookieConsent } from '../../application/tracking/choose-cookie-consent';
import { RecordTrackingEvent } from '../../application/tracking/record-tracking-event';
import { TrackCustomer } from '../../application/tracking/track-customer';
import { API_CLIENT } from '../http/api-client';
import { HttpTrackingHashApi } from '../tracking/http-tracking-hash-api';
import { noOpTracking } from '../tracking/no-op-tracking';
import { bindFactory, bindValue } from './bind';
import { randomId } from './shell-bindings';
import { ASSIGN_AB_GROUP, CHOOSE_COOKIE_CONSENT, RECORD_TRACKING_EVENT, TRACK_CUSTOMER } from './tracking-tokens';

export interface TrackingAdapters {
  /** The browser's dataLayer and GTM; the server render and the CLI never track (default). */
  tracking?: Tracking;
}

/** Consent, tracking events, the A/B group and the customer's hashed data. */
export function bindTracking(container: Container, adapters: TrackingAdapters): void {
  bindValue(container, TRACKING, adapters.tracking ?? noOpTracking);
  bindFactory(container, TRACKING_HASH_API, (client) => new HttpTrackingHashApi(client), [API_CLIENT]);
  bindFactory(container, CHOOSE_COOKIE_CONSENT, (cookies, clock, tracking) => new ChooseCookieConsent(cookies, clock, tracking), [COOKIE_JAR, CLOCK, TRACKING]);
  bindFactory(
    container,
    RECORD_TRACKING_EVENT,
    (cookies, clock, tracking, errors) => new RecordTrackingEvent(cookies, clock, tracking, errors),
    [COOKIE_JAR, CLOCK, TRACKING, ERROR_REPORTER],
  );
  bindFactory(container, ASSIGN_AB_GROUP, (cookies) => new AssignAbGroup(cookies, Math.random), [COOKIE_JAR]);
  bindFactory(
    container,
    TRACK_CUSTOMER,
    (hashes, record, cookies, errors) => new TrackCustomer(hashes, record, cookies, errors, randomId),
    [TRACKING_HASH_API, RECORD_TRACKING_EVENT, COOKIE_JAR, ERROR_REPORTER],
  );
}
