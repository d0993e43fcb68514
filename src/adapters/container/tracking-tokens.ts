/** Typed tokens of the tracking use cases (bound in tracking-bindings.ts). */
import type { AssignAbGroup } from '../../application/tracking/assign-ab-group';
import type { ChooseCookieConsent } from '../../application/tracking/choose-cookie-consent';
import type { RecordTrackingEvent } from '../../application/tracking/record-tracking-event';
import type { TrackCustomer } from '../../application/tracking/track-customer';
import { token } from '../../application/ports/token';

export const CHOOSE_COOKIE_CONSENT = token<ChooseCookieConsent>('ChooseCookieConsent');
export const RECORD_TRACKING_EVENT = token<RecordTrackingEvent>('RecordTrackingEvent');
export const ASSIGN_AB_GROUP = token<AssignAbGroup>('AssignAbGroup');
export const TRACK_CUSTOMER = token<TrackCustomer>('TrackCustomer');
