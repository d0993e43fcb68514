/**
 * The tag manager's customer data (SPEC §3 "Tracking data", §7 `POST /generate-encrypted-data`):
 * identifying values leave the shop only as HMAC-SHA-256 with a server-side key, so the same
 * shopper is recognised from visit to visit without the tag manager ever holding the address,
 * name, phone or birthday. The key is TRACKING_HASH_SECRET when set, else derived from the
 * access-token key (as the stock alerts' signed links are), so no hash can be made without it.
 */
import { createHmac } from 'node:crypto';
import { HASHABLE_FIELDS, normaliseForHash, type HashableData } from '../../src/domain/tracking/customer-hash-input';

/** Shorter than this, a configured secret is refused: a guessable key would make the hashes reversible. */
export const MIN_TRACKING_SECRET_LENGTH = 32;

export class TrackingHasher {
  private constructor(private readonly key: Buffer) {}

  /** The key derived from the JWT key, for this purpose only. */
  static fromJwtKey(jwtKey: Uint8Array): TrackingHasher {
    return new TrackingHasher(createHmac('sha256', jwtKey).update('boutique/tracking-hash/v1').digest());
  }

  static fromSecret(secret: string): TrackingHasher {
    if (secret.length < MIN_TRACKING_SECRET_LENGTH) throw new Error(`TRACKING_HASH_SECRET must be at least ${MIN_TRACKING_SECRET_LENGTH} characters`);
    return new TrackingHasher(createHmac('sha256', secret).update('boutique/tracking-hash/v1').digest());
  }

  /** Each value given, normalised then hashed (hex); an empty value after normalisation stays out. */
  hash(data: HashableData): HashableData {
    const hashed: HashableData = {};
    for (const field of HASHABLE_FIELDS) {
      const value = data[field];
      if (value === undefined) continue;
      const normalised = normaliseForHash(field, value);
      if (normalised === '') continue;
      hashed[field] = createHmac('sha256', this.key).update(`${field}:${normalised}`).digest('hex');
    }
    return hashed;
  }
}

/** TRACKING_HASH_SECRET (trimmed), or null to derive the key from the JWT key. */
export function readTrackingHashSecret(env: Record<string, string | undefined> = process.env): string | null {
  return env.TRACKING_HASH_SECRET?.trim() || null;
}

/** GTM_ID, a Google Tag Manager container id (`GTM-XXXXXXX`); anything else leaves GTM off. */
export function readGtmId(env: Record<string, string | undefined> = process.env): string | null {
  const value = env.GTM_ID?.trim();
  return value && /^GTM-[A-Z0-9]{1,16}$/.test(value) ? value : null;
}

/** The hasher of the shop: TRACKING_HASH_SECRET when set, else a key derived from the shop's secret. */
export function trackingHasherOf(shopKey: Uint8Array): TrackingHasher {
  const configured = readTrackingHashSecret();
  return configured ? TrackingHasher.fromSecret(configured) : TrackingHasher.fromJwtKey(shopKey);
}
