import { describe, expect, it } from 'vitest';
import type { SeasonalBannerConfig } from '../catalogue/site';
import { seasonalBannerText } from './seasonal-banner';
import { appBannerVisible, APP_BANNER_HIDDEN_MS } from './app-banner';
import { shouldReloadAfterChunkFailure } from './chunk-reload';
import { checkoutTimeline } from './checkout-timeline';
import { campaignData, isSessionId, refererName } from './visit-cookies';
import { hasAccessToken } from './visitor';

const banner: SeasonalBannerConfig = {
  content1: 'Livraison à domicile avant Noël : commandez avant le 18 décembre',
  content2: 'Point relais : commandez avant le 19 décembre',
  content3: 'Express : commandez avant le 22 décembre',
  content4: 'Trop tard pour Noël, pensez à la carte cadeau',
  content1Date: '2026-11-23T00:00:00.000Z',
  content2Date: '2026-12-19T00:00:00.000Z',
  content3Date: '2026-12-20T00:00:00.000Z',
  content4Date: '2026-12-23T00:00:00.000Z',
  endDate: '2026-12-26T00:00:00.000Z',
};
const at = (iso: string) => new Date(iso);

describe('seasonal banner (SPEC §4/§9 date thresholds)', () => {
  it('is hidden before its first content and from its end date', () => {
    expect(seasonalBannerText(banner, at('2026-11-22T23:59:59.999Z'))).toBeNull();
    expect(seasonalBannerText(banner, at('2026-12-26T00:00:00.000Z'))).toBeNull();
    expect(seasonalBannerText(null, at('2026-12-01T00:00:00.000Z'))).toBeNull();
  });

  it('switches between the four contents at their dates', () => {
    expect(seasonalBannerText(banner, at('2026-11-23T00:00:00.000Z'))?.index).toBe(1);
    expect(seasonalBannerText(banner, at('2026-12-18T23:59:59.000Z'))?.index).toBe(1);
    expect(seasonalBannerText(banner, at('2026-12-19T00:00:00.000Z'))).toEqual({ index: 2, text: banner.content2 });
    expect(seasonalBannerText(banner, at('2026-12-21T12:00:00.000Z'))?.index).toBe(3);
    expect(seasonalBannerText(banner, at('2026-12-25T23:00:00.000Z'))?.index).toBe(4);
  });

  it('skips an empty content', () => {
    expect(seasonalBannerText({ ...banner, content2: ' ' }, at('2026-12-19T10:00:00.000Z'))?.index).toBe(1);
  });
});

describe('app banner and chunk reload timing (SPEC §9)', () => {
  const now = at('2026-11-22T12:00:00.000Z');
  it('hides the app banner 7 days after it was closed', () => {
    expect(appBannerVisible(null, now)).toBe(true);
    expect(appBannerVisible(now.getTime() - APP_BANNER_HIDDEN_MS + 1, now)).toBe(false);
    expect(appBannerVisible(now.getTime() - APP_BANNER_HIDDEN_MS, now)).toBe(true);
  });

  it('reloads after a chunk failure at most once per 60 s', () => {
    expect(shouldReloadAfterChunkFailure(null, now)).toBe(true);
    expect(shouldReloadAfterChunkFailure(now.getTime() - 59_999, now)).toBe(false);
    expect(shouldReloadAfterChunkFailure(now.getTime() - 60_000, now)).toBe(true);
  });
});

describe('checkout timeline (SPEC §2)', () => {
  it('links completed steps back, not the current or later ones', () => {
    expect(checkoutTimeline(3).map((step) => [step.step, step.state, step.href])).toEqual([
      [1, 'done', '/checkout/basket'],
      [2, 'done', '/checkout/shipping'],
      [3, 'current', null],
      [4, 'todo', null],
    ]);
  });

  it('does not link step 1 on the special login step, nor anything from the confirmation', () => {
    expect(checkoutTimeline(2, { loginStep: true })[0].href).toBeNull();
    expect(checkoutTimeline(4).every((step) => step.href === null)).toBe(true);
  });
});

describe('visit cookies', () => {
  it('keeps the Marketing Cloud campaign parameters that are present', () => {
    expect(campaignData({ j: '12', sfmc_sub: '34', utm_source: 'x', l: '' })).toEqual({ j: '12', sfmc_sub: '34' });
    expect(campaignData({ utm_source: 'x' })).toBeNull();
  });

  it('accepts only slug-like referer names and UUID session ids', () => {
    expect(refererName({ referer: 'partner-blog' })).toBe('partner-blog');
    expect(refererName({ referer: '../../x' })).toBeNull();
    expect(refererName({})).toBeNull();
    expect(isSessionId('5f0c8a2e-2b7c-4a51-9c1e-3f3f3f3f3f3f')).toBe(true);
    expect(isSessionId('abc')).toBe(false);
  });

  it('sees a visitor as logged in when an access token is stored or in its cookie', () => {
    expect(hasAccessToken(() => undefined)).toBe(false);
    expect(hasAccessToken(() => undefined, 'jwt')).toBe(true);
    expect(hasAccessToken((name) => (name === 'auth._token.customApple' ? 'Bearer jwt' : undefined))).toBe(true);
    expect(hasAccessToken((name) => (name === 'auth._token.customLocal' ? 'false' : undefined))).toBe(false);
  });
});
