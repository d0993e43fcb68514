import {
  DEFAULT_AUTH_STRATEGY,
  STRATEGY_KEY,
  accessTokenKey,
  isAuthStrategy,
  refreshTokenKey,
  withBearer,
  withoutBearer,
  type AuthTokens,
} from '../../domain/auth/auth-tokens';
import type { AuthTokenStore } from '../../application/ports/auth-token-store';
import type { KeyValueStorage } from '../../application/ports/key-value-storage';

/** Tokens kept in a KeyValueStorage under the SPEC §3 keys (`auth._token.<strategy>`…). */
export class StorageAuthTokenStore implements AuthTokenStore {
  constructor(private readonly storage: KeyValueStorage) {}

  get(): AuthTokens | null {
    const stored = this.storage.getItem(STRATEGY_KEY);
    const strategy = isAuthStrategy(stored) ? stored : DEFAULT_AUTH_STRATEGY;
    const access = this.storage.getItem(accessTokenKey(strategy));
    if (!access) return null;
    return { accessToken: withoutBearer(access), refreshToken: this.storage.getItem(refreshTokenKey(strategy)), strategy };
  }

  save(tokens: AuthTokens): void {
    this.clear();
    this.storage.setItem(STRATEGY_KEY, tokens.strategy);
    this.storage.setItem(accessTokenKey(tokens.strategy), withBearer(tokens.accessToken));
    if (tokens.refreshToken) this.storage.setItem(refreshTokenKey(tokens.strategy), tokens.refreshToken);
  }

  clear(): void {
    const stored = this.storage.getItem(STRATEGY_KEY);
    const strategy = isAuthStrategy(stored) ? stored : DEFAULT_AUTH_STRATEGY;
    this.storage.removeItem(accessTokenKey(strategy));
    this.storage.removeItem(refreshTokenKey(strategy));
    this.storage.removeItem(STRATEGY_KEY);
  }
}
