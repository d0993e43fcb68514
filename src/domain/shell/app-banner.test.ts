import { describe, expect, it } from 'vitest';
import { ROUTES } from '../routing/route-table';
import { appBannerShownOn, appBannerVisible, APP_BANNER_HIDDEN_MS } from './app-banner';

describe('the app banner', () => {
  it('stays hidden 7 days once closed', () => {
    const now = new Date('2026-12-02T12:00:00Z');
    expect(appBannerVisible(null, now)).toBe(true);
    expect(appBannerVisible(now.getTime() - APP_BANNER_HIDDEN_MS + 1, now)).toBe(false);
    expect(appBannerVisible(now.getTime() - APP_BANNER_HIDDEN_MS, now)).toBe(true);
  });

  it('shows on no page of forms, where it would lie over fields on a phone (issue 35)', () => {
    const shownOn = (id: string) => appBannerShownOn(ROUTES.find((route) => route.id === id)!);
    for (const id of ['login', 'account-profile', 'account-addresses', 'account-password', 'contact', 'unsubscribe', 'checkout-shipping', 'checkout-add-address']) {
      expect(shownOn(id), id).toBe(false);
    }
    for (const id of ['home', 'product', 'catalogue', 'search']) expect(shownOn(id), id).toBe(true);
  });
});
