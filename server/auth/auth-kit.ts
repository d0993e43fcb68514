/**
 * What the auth module needs beyond the database, made once per app by the composition root
 * (`buildApp`) from the environment: the access tokens, the password hasher, the attempt
 * counters, the social identity providers and the accounts' words. Tests give overrides (a known
 * JWT secret, stand-in Apple and Facebook servers).
 */
import type { TtlCache } from '../cache/ttl-cache';
import type { Db } from '../db/database';
import type { ShopSecret } from '../db/shop-secret';
import { memoryRateLimits, type RateLimit, type RateLimitFactory, type RateLimitPolicy } from '../http/rate-limits';
import { LOGIN_ATTEMPTS_PER_WINDOW, LOGIN_WINDOW_SECONDS } from '../../src/domain/auth/credentials';
import { accountTexts, type TranslateAccountText } from '../accounts/accounts-service';
import { AppleIdentity } from './auth-apple-identity';
import type { AuthConfig } from './auth-config';
import { FacebookIdentity } from './auth-facebook-identity';
import { argon2Hasher, type PasswordHasher } from './auth-hashing';
import type { SocialIdentities } from './auth-social-identity';
import { AccessTokens } from './auth-tokens';
import { SecondFactorChallenges } from './auth-challenges';

declare module '../core/module-deps' {
  interface ModuleDeps {
    /** Sign-in: token key, password hasher, attempt counters, social providers (server/auth, made by buildApp). */
    auth: AuthKit;
  }
}

/**
 * Accounts opened per client: a household or an office behind one address opens a few, the test
 * suites a few dozen; a script opening hundreds (each costs a password hash and a row) is stopped.
 */
export const REGISTRATION_LIMIT: RateLimitPolicy = { points: 50, windowSeconds: 600 };

export interface AuthKit {
  tokens: AccessTokens;
  /** The 5-minute challenges between a staff sign-in's password and its code. */
  challenges: SecondFactorChallenges;
  hasher: PasswordHasher;
  /** Sign-in attempts: per address and per client. */
  loginLimit: RateLimit;
  /** Forgotten-password mails: per address and per client. */
  resetLimit: RateLimit;
  /** Registrations: per client (REGISTRATION_LIMIT). */
  registrationLimit: RateLimit;
  social: SocialIdentities;
  texts: TranslateAccountText;
  /** Origins a browser request to `/security/*` may come from besides the request's own (PUBLIC_URL, STORE_BASE_URLS). */
  configuredOrigins: ReadonlySet<string>;
}

export interface AuthKitOptions {
  config: AuthConfig;
  db: Db;
  cache: TtlCache;
  now: () => Date;
  /** The shop's secret (server/db/shop-secret.ts): the access tokens' key. */
  secret: ShopSecret;
  configuredOrigins: readonly string[];
  /** Where the counters live (the app's: in memory, or Redis with REDIS_URL); default: this process's memory. */
  rateLimits?: RateLimitFactory;
  /** Replacements (tests). */
  overrides?: Partial<Pick<AuthKit, 'hasher' | 'loginLimit' | 'resetLimit' | 'social'>>;
}

export function createAuthKit(options: AuthKitOptions): AuthKit {
  const { secret } = options;
  const rateLimits = options.rateLimits ?? memoryRateLimits();
  const limit = (name: string) => rateLimits(name, { points: LOGIN_ATTEMPTS_PER_WINDOW, windowSeconds: LOGIN_WINDOW_SECONDS });
  return {
    tokens: new AccessTokens(secret.key, options.now),
    challenges: new SecondFactorChallenges(secret.key, options.now),
    hasher: options.overrides?.hasher ?? argon2Hasher(),
    loginLimit: options.overrides?.loginLimit ?? limit('login'),
    resetLimit: options.overrides?.resetLimit ?? limit('password-reset'),
    registrationLimit: rateLimits('registration', REGISTRATION_LIMIT),
    social: options.overrides?.social ?? socialIdentities(options.config),
    texts: accountTexts(options.db, options.cache),
    configuredOrigins: new Set(options.configuredOrigins.map((url) => new URL(url).origin)),
  };
}

/** The real adapters of the configured providers. */
export function socialIdentities(config: Pick<AuthConfig, 'apple' | 'facebook'>): SocialIdentities {
  return {
    ...(config.apple ? { apple: new AppleIdentity(config.apple) } : {}),
    ...(config.facebook ? { facebook: new FacebookIdentity(config.facebook) } : {}),
  };
}
