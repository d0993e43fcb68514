/**
 * What the accounts module needs beyond the database, made once per app: the access-token key,
 * the password hasher, the attempt counters, the social identity providers, the signed links of
 * stock alerts and the translated messages. `buildApp` makes it from the environment; tests give
 * overrides (a known JWT secret, stand-in Apple and Facebook servers).
 */
import type { TtlCache } from '../cache/ttl-cache';
import type { Db } from '../db/database';
import { AlertLinks } from '../alerts/alert-links';
import { memoryRateLimits, type RateLimit, type RateLimitFactory } from '../http/rate-limits';
import { LinkSigner } from '../http/link-signer';
import { LOGIN_ATTEMPTS_PER_WINDOW, LOGIN_WINDOW_SECONDS } from '../../src/domain/auth/credentials';
import { AccessTokens } from './access-tokens';
import type { AccountsConfig } from './accounts-config';
import { accountTexts, type TranslateAccountText } from './account-texts';
import { resolveJwtSecret, type JwtSecretOrigin } from './jwt-secret';
import { argon2Hasher, type PasswordHasher } from './passwords';
import { socialIdentities, type SocialIdentities } from './social-identity';
import { readTrackingHashSecret, TrackingHasher } from '../tracking/tracking-hasher';

export interface AccountsKit {
  tokens: AccessTokens;
  hasher: PasswordHasher;
  /** Sign-in attempts: per address and per client. */
  loginLimit: RateLimit;
  /** Forgotten-password mails: per address and per client. */
  resetLimit: RateLimit;
  social: SocialIdentities;
  alertLinks: AlertLinks;
  /** The tag manager's customer hashes (TRACKING_HASH_SECRET, else a key derived from the JWT key). */
  trackingHasher: TrackingHasher;
  /** Signs the links of another purpose (newsletter unsubscribe, outlet pass) with a key derived from the same secret. */
  linkSigner(purpose: string): LinkSigner;
  texts: TranslateAccountText;
  /** Origins a browser request to `/security/*` may come from besides the request's own (PUBLIC_URL, STORE_BASE_URLS). */
  configuredOrigins: ReadonlySet<string>;
  /** Where the JWT key came from (never the key itself): for the start-up log. */
  secretOrigin: JwtSecretOrigin;
}

export interface AccountsKitOptions {
  config: AccountsConfig;
  db: Db;
  cache: TtlCache;
  now: () => Date;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Tests: a key for this app only, unless the config gives one. */
  ephemeralSecret: boolean;
  configuredOrigins: readonly string[];
  /** Where the counters live (the app's: in memory, or Redis with REDIS_URL); default: this process's memory. */
  rateLimits?: RateLimitFactory;
  /** Replacements (tests). */
  overrides?: Partial<Pick<AccountsKit, 'hasher' | 'loginLimit' | 'resetLimit' | 'social'>>;
}

export async function createAccountsKit(options: AccountsKitOptions): Promise<AccountsKit> {
  const secret = await resolveJwtSecret({
    configured: options.config.jwtSecret,
    ephemeral: options.ephemeralSecret,
    databaseUrl: options.databaseUrl,
    dataDir: options.dataDir,
    db: options.db,
  });
  const rateLimits = options.rateLimits ?? memoryRateLimits();
  const limit = (name: string) => rateLimits(name, { points: LOGIN_ATTEMPTS_PER_WINDOW, windowSeconds: LOGIN_WINDOW_SECONDS });
  return {
    tokens: new AccessTokens(secret.key, options.now),
    hasher: options.overrides?.hasher ?? argon2Hasher(),
    loginLimit: options.overrides?.loginLimit ?? limit('login'),
    resetLimit: options.overrides?.resetLimit ?? limit('password-reset'),
    social: options.overrides?.social ?? socialIdentities(options.config),
    alertLinks: AlertLinks.fromSecret(secret.key, options.now),
    trackingHasher: trackingHasher(secret.key),
    linkSigner: (purpose) => LinkSigner.fromSecret(secret.key, purpose, options.now),
    texts: accountTexts(options.db, options.cache),
    configuredOrigins: new Set(options.configuredOrigins.map((url) => new URL(url).origin)),
    secretOrigin: secret.origin,
  };
}

function trackingHasher(jwtKey: Uint8Array): TrackingHasher {
  const configured = readTrackingHashSecret();
  return configured ? TrackingHasher.fromSecret(configured) : TrackingHasher.fromJwtKey(jwtKey);
}
