import type { ConsentChoice } from '../../application/tracking/choose-cookie-consent';
import type { RecordOutcome } from '../../application/tracking/record-tracking-event';
import type { CustomerToTrack } from '../../application/tracking/track-customer';
import type { AbGroup } from '../../domain/tracking/ab-test';
import type { Consent } from '../../domain/tracking/consent';
import type { DataLayerEntry } from '../../domain/tracking/tracking-events';

/** The cookie banner's answer and the tag manager's events (browser only: the server never tracks). */
export interface TrackingServices {
  chooseConsent(choice: ConsentChoice): Promise<Consent>;
  record(entry: DataLayerEntry): Promise<RecordOutcome>;
  trackCustomer(customer: CustomerToTrack | null): Promise<RecordOutcome>;
  abGroup(): Promise<AbGroup>;
}
