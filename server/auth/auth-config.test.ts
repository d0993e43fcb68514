import { describe, expect, it } from 'vitest';
import { readAuthConfig } from './auth-config';

describe('readAuthConfig', () => {
  it('configures a provider only when its credentials are given', () => {
    expect(readAuthConfig({})).toEqual({ jwtSecret: undefined, apple: null, facebook: null });
    expect(readAuthConfig({ APPLE_CLIENT_ID: 'com.shop.web, com.shop.app', FACEBOOK_APP_ID: '1' })).toMatchObject({
      apple: { clientIds: ['com.shop.web', 'com.shop.app'], jwksUrl: 'https://appleid.apple.com/auth/keys', issuer: 'https://appleid.apple.com' },
      facebook: null,
    });
    expect(readAuthConfig({ FACEBOOK_APP_ID: '1', FACEBOOK_APP_SECRET: 's', FACEBOOK_GRAPH_URL: 'http://127.0.0.1:9/v1/', APPLE_JWKS_URL: 'file:///etc/passwd' })).toMatchObject({
      facebook: { appId: '1', appSecret: 's', graphUrl: 'http://127.0.0.1:9/v1' },
    });
    expect(readAuthConfig({ APPLE_CLIENT_ID: 'x', APPLE_JWKS_URL: 'file:///etc/passwd' }).apple?.jwksUrl).toBe('https://appleid.apple.com/auth/keys');
  });
});
