import type { AuthTokens } from '../../domain/auth/auth-tokens';
import { token } from './token';

/** Where the bearer and refresh tokens live (SPEC §3 "Auth"). */
export interface AuthTokenStore {
  get(): AuthTokens | null;
  save(tokens: AuthTokens): void;
  clear(): void;
}

export const AUTH_TOKEN_STORE = token<AuthTokenStore>('AuthTokenStore');
