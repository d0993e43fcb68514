import { describe, expect, it } from 'vitest';
import { availableProviders } from './social-sdk';

describe('availableProviders', () => {
  it('offers a provider only when the shop switches it on and gives its public id', () => {
    expect(availableProviders(null)).toEqual([]);
    expect(availableProviders({ apple: false, facebook: false })).toEqual([]);
    expect(availableProviders({ apple: true, facebook: true })).toEqual([]);
    expect(availableProviders({ apple: true, facebook: true, appleClientId: 'shop.web', facebookAppId: '123' })).toEqual(['apple', 'facebook']);
    expect(availableProviders({ apple: false, facebook: true, appleClientId: 'shop.web', facebookAppId: '123' })).toEqual(['facebook']);
  });
});
