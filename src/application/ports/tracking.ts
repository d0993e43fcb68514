import type { HashableData } from '../../domain/tracking/customer-hash-input';
import type { DataLayerEntry, HashedCustomerData } from '../../domain/tracking/tracking-events';
import { token } from './token';

/** The tag manager's side: the browser's dataLayer and GTM, nothing on the server or in the CLI. */
export interface Tracking {
  /** Starts the tag manager once (GTM's script when a container id is configured); later calls do nothing. */
  start(): void;
  /** Throws when the tag manager refuses the entry. */
  push(entry: DataLayerEntry): void;
}

/** `POST /generate-encrypted-data` (SPEC §7). */
export interface TrackingHashApi {
  hash(data: HashableData): Promise<HashedCustomerData>;
}

export const TRACKING = token<Tracking>('Tracking');
export const TRACKING_HASH_API = token<TrackingHashApi>('TrackingHashApi');
