/**
 * Sign-in settings from the environment (README "Configuration"), each with a safe default:
 *
 *   JWT_SECRET         key of the access tokens (HS256), at least 32 characters; unset: generated
 *                      once into $DATA_DIR/jwt-secret (mode 600), or into the `settings` table of a
 *                      DATABASE_URL deployment, so every process of the shop shares it
 *   APPLE_CLIENT_ID    Services ID(s) the Apple id tokens are issued for (comma-separated); unset:
 *                      no Apple sign-in
 *   APPLE_JWKS_URL     Apple's public keys (default https://appleid.apple.com/auth/keys)
 *   FACEBOOK_APP_ID, FACEBOOK_APP_SECRET   both set: Facebook sign-in through the Graph API
 *   FACEBOOK_GRAPH_URL the Graph API (default https://graph.facebook.com/v21.0)
 */
export interface AppleConfig {
  clientIds: string[];
  jwksUrl: string;
  issuer: string;
}

export interface FacebookConfig {
  appId: string;
  appSecret: string;
  graphUrl: string;
}

export interface AuthConfig {
  jwtSecret: string | undefined;
  apple: AppleConfig | null;
  facebook: FacebookConfig | null;
}

export const APPLE_ISSUER = 'https://appleid.apple.com';
export const DEFAULT_APPLE_JWKS_URL = 'https://appleid.apple.com/auth/keys';
export const DEFAULT_FACEBOOK_GRAPH_URL = 'https://graph.facebook.com/v21.0';
/** HS256 keys shorter than the hash are guessable offline from one token. */
export { MIN_JWT_SECRET_LENGTH } from '../db/shop-secret';

type Env = Record<string, string | undefined>;

export function readAuthConfig(env: Env = process.env): AuthConfig {
  const jwtSecret = env.JWT_SECRET?.trim() || undefined;
  const appleClientIds = (env.APPLE_CLIENT_ID ?? '').split(',').map((id) => id.trim()).filter(Boolean);
  const facebookAppId = env.FACEBOOK_APP_ID?.trim();
  const facebookAppSecret = env.FACEBOOK_APP_SECRET?.trim();
  return {
    jwtSecret,
    apple: appleClientIds.length > 0 ? { clientIds: appleClientIds, jwksUrl: httpUrl(env.APPLE_JWKS_URL) ?? DEFAULT_APPLE_JWKS_URL, issuer: APPLE_ISSUER } : null,
    facebook: facebookAppId && facebookAppSecret
      ? { appId: facebookAppId, appSecret: facebookAppSecret, graphUrl: (httpUrl(env.FACEBOOK_GRAPH_URL) ?? DEFAULT_FACEBOOK_GRAPH_URL).replace(/\/+$/, '') }
      : null,
  };
}

function httpUrl(value: string | undefined): string | undefined {
  if (!value?.trim()) return undefined;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}
