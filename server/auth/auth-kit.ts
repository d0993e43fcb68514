/**
 * What the accounts module needs beyond the database, made once per app: the access tokens, the
 * password hasher, the attempt counters, the social identity providers and the translated messages. `buildApp` makes it from the environment; tests give
 * overrides (a known JWT secret, stand-in Apple and Facebook servers).
 */
import type { TtlCache } from '../cache/ttl-cache';
import type { Db } from '../db/database';
import { memoryRateLimits, type RateLimit, type RateLimitFactory } from '../http/rate-limits';
import { LOGIN_ATTEMPTS_PER_WINDOW, LOGIN_WINDOW_SECONDS } from '../../src/domain/auth/credentials';
import { AccessTokens } from './auth-tokens';
import type { AccountsConfig } from './auth-config';
import { accountTexts, type TranslateAccountText } from '../accounts/accounts-texts';
import type { ShopSecret } from '../db/shop-secret';
import { argon2Hasher, type PasswordHasher } from './auth-passwords';
import { socialIdentities, type SocialIdentities } from './auth-social-identity';

export interface AccountsKit {
  tokens: AccessTokens;
  hasher: PasswordHasher;
  /** Sign-in attempts: per address and per client. */
  loginLimit: RateLimit;
  /** Forgotten-password mails: per address and per client. */
  resetLimit: RateLimit;
  social: SocialIdentities;
  texts: TranslateAccountText;
  /** Origins a browser request to `/security/*` may come from besides the request's own (PUBLIC_URL, STORE_BASE_URLS). */
  configuredOrigins: ReadonlySet<string>;
}

export interface AccountsKitOptions {
  config: AccountsConfig;
  db: Db;
  cache: TtlCache;
  now: () => Date;
  /** The shop's secret (server/db/shop-secret.ts): the access tokens' key. */
  secret: ShopSecret;
  configuredOrigins: readonly string[];
  /** Where the counters live (the app's: in memory, or Redis with REDIS_URL); default: this process's memory. */
  rateLimits?: RateLimitFactory;
  /** Replacements (tests). */
  overrides?: Partial<Pick<AccountsKit, 'hasher' | 'loginLimit' | 'resetLimit' | 'social'>>;
}

export function createAccountsKit(options: AccountsKitOptions): AccountsKit {
  const { secret } = options;
  const rateLimits = options.rateLimits ?? memoryRateLimits();
  const limit = (name: string) => rateLimits(name, { points: LOGIN_ATTEMPTS_PER_WINDOW, windowSeconds: LOGIN_WINDOW_SECONDS });
  return {
    tokens: new AccessTokens(secret.key, options.now),
    hasher: options.overrides?.hasher ?? argon2Hasher(),
    loginLimit: options.overrides?.loginLimit ?? limit('login'),
    resetLimit: options.overrides?.resetLimit ?? limit('password-reset'),
    social: options.overrides?.social ?? socialIdentities(options.config),
    texts: accountTexts(options.db, options.cache),
    configuredOrigins: new Set(options.configuredOrigins.map((url) => new URL(url).origin)),
  };
}
