import { describe, expect, it } from 'vitest';
import { TRACKING_NUMBER, trackingUrl } from './parcel-tracking';

describe('tracking', () => {
  it('links each carrier to its tracking page, any other to a generic one', () => {
    expect(trackingUrl('colipost_home', 'ab12')).toContain('AB12');
    expect(trackingUrl('relais_pickup', 'X1Y2')).toContain('relais');
    expect(trackingUrl('unknown', 'X1Y2')).toMatch(/^https:\/\/.*X1Y2$/);
    expect(TRACKING_NUMBER.test('AB1')).toBe(false);
    expect(TRACKING_NUMBER.test('AB12 34')).toBe(false);
  });
});
