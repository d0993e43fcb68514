import { describe, expect, it } from 'vitest';
import { accessTokenKey, isAuthStrategy, refreshTokenKey, withBearer, withoutBearer } from './auth-tokens';

describe('auth token keys', () => {
  it('uses the storage and key prefixes of the spec', () => {
    expect(accessTokenKey('customLocal')).toBe('auth._token.customLocal');
    expect(refreshTokenKey('customApple')).toBe('auth._refresh_token.customApple');
  });

  it('adds and removes the bearer scheme once', () => {
    expect(withBearer('abc')).toBe('Bearer abc');
    expect(withBearer('bearer abc')).toBe('Bearer abc');
    expect(withoutBearer('Bearer abc')).toBe('abc');
  });

  it('knows the strategies', () => {
    expect(isAuthStrategy('customFacebook')).toBe(true);
    expect(isAuthStrategy('google')).toBe(false);
  });
});
