import { describe, expect, it } from 'vitest';
import { MemoryCookieJar } from '../../adapters/cookies/memory-cookie-jar';
import { FixedClock } from '../../adapters/in-memory/fixed-clock';
import { RecordingErrorReporter } from '../../adapters/in-memory/recording-error-reporter';
import { MemoryTracking } from '../../adapters/tracking/memory-tracking';
import type { Profile } from '../../domain/accounts/profile';
import { CONSENT_COOKIE, CONSENT_MAX_AGE_SECONDS } from '../../domain/tracking/consent';
import { AB_TEST_COOKIE } from '../../domain/tracking/ab-test';
import { SESSION_COOKIE, TRACKING_SESSION_COOKIE } from '../../domain/shell/visit-cookies';
import type { TrackingHashApi } from '../ports/tracking';
import { AssignAbGroup } from './assign-ab-group';
import { ChooseCookieConsent } from './choose-cookie-consent';
import { RecordTrackingEvent } from './record-tracking-event';
import { TrackCustomer } from './track-customer';

function testbed() {
  const clock = new FixedClock(new Date('2026-11-24T12:00:00Z'));
  const cookies = new MemoryCookieJar({}, clock);
  const tracking = new MemoryTracking();
  const errors = new RecordingErrorReporter();
  const record = new RecordTrackingEvent(cookies, clock, tracking, errors);
  const consent = new ChooseCookieConsent(cookies, clock, tracking);
  return { clock, cookies, tracking, errors, record, consent };
}

const pageView = { event: 'page_view', ab_test: 'A', page: { type: 'home', title: 'Home', url: 'https://shop.example/', category: '', subcategory: '', brand: '', artist: '', country: 'FR', language: 'fr', iso_code: 'fr-FR', store: 'laboutiqueofficielle' } } as const;

describe('consent and events', () => {
  it('records nothing and starts nothing before consent', () => {
    const { record, tracking } = testbed();
    expect(record.execute(pageView)).toEqual({ kind: 'no-consent' });
    expect(tracking.entries).toEqual([]);
    expect(tracking.starts).toBe(0);
  });

  it('keeps a refusal 13 months and still records nothing', () => {
    const { record, tracking, consent, cookies } = testbed();
    consent.execute({ measurement: false, marketing: false });
    expect(cookies.get(CONSENT_COOKIE)).toMatch(/^v1\.m0\.k0\.\d+$/);
    expect(record.execute(pageView).kind).toBe('no-consent');
    expect(tracking.starts).toBe(0);
  });

  it('starts the tag manager on measurement consent and records from then on', () => {
    const { record, tracking, consent } = testbed();
    consent.execute({ measurement: true, marketing: false });
    expect(tracking.starts).toBe(1);
    expect(record.execute(pageView).kind).toBe('sent');
    expect(tracking.entries).toEqual([pageView]);
    expect(consent.current()).toMatchObject({ measurement: true, marketing: false });
  });

  it('asks again once the choice is 13 months old', () => {
    const { record, consent, clock } = testbed();
    consent.execute({ measurement: true, marketing: true });
    clock.advance(CONSENT_MAX_AGE_SECONDS * 1000);
    expect(consent.current()).toBeNull();
    expect(record.execute(pageView).kind).toBe('no-consent');
  });

  it('saves a choice without starting the tag manager on a page that cannot load it', () => {
    const { record, tracking, consent } = testbed();
    consent.execute({ measurement: true, marketing: false, startNow: false });
    expect(tracking.starts).toBe(0);
    expect(consent.current()).toMatchObject({ measurement: true });
    expect(record.allowed()).toBe(true);
  });

  it("reports 'Unable to send data to GTM' when the tag manager refuses an entry", () => {
    const { record, tracking, consent, errors } = testbed();
    consent.execute({ measurement: true, marketing: false });
    tracking.failing = true;
    expect(record.execute(pageView).kind).toBe('failed');
    expect(errors.reported.map((report) => report.context)).toEqual(['Unable to send data to GTM']);
  });
});

describe('A/B group', () => {
  it('draws once and keeps the group 30 days', () => {
    const { cookies, clock } = testbed();
    expect(new AssignAbGroup(cookies, () => 0.7).execute()).toBe('B');
    expect(new AssignAbGroup(cookies, () => 0.1).execute()).toBe('B');
    clock.advance(2_592_000 * 1000);
    expect(cookies.get(AB_TEST_COOKIE)).toBeUndefined();
  });
});

const SESSION = '0b8c3a52-5d2e-4b8f-9a41-6f0e3c2d1a77';

describe('customer data', () => {
  const profile: Profile = { id: 9, email: 'Alice@Example.com', firstName: 'Alice', lastName: 'Martin', civility: 2, birthday: '1990-05-01', newsletter: false, roles: [] };

  it('sends only the hashes, asked once for the same customer', async () => {
    const { cookies, record, tracking, consent, errors } = testbed();
    consent.execute({ measurement: true, marketing: false });
    const asked: unknown[] = [];
    const hashes: TrackingHashApi = {
      hash: async (data) => {
        asked.push(data);
        return { email: 'e'.repeat(64), firstName: 'f'.repeat(64), lastName: 'l'.repeat(64), birthday: 'b'.repeat(64) };
      },
    };
    const track = new TrackCustomer(hashes, record, cookies, errors, () => SESSION);
    await track.execute({ profile, address: null });
    await track.execute({ profile, address: null });
    expect(asked).toHaveLength(1);
    const text = JSON.stringify(tracking.entries);
    expect(text).not.toContain('Alice');
    expect(text).not.toContain('1990-05-01');
    expect(tracking.entries[0]).toMatchObject({ event: 'user_data', user: { customer_logged: true, id: 9, gender: 'female', email: 'e'.repeat(64) } });
  });

  it('describes the visit by a tracking id of its own, drawn only with consent, never by the HttpOnly session id', async () => {
    const { cookies, record, tracking, consent, errors } = testbed();
    cookies.set(SESSION_COOKIE, '7f993302-3231-46f2-b6bf-6f83bd2fe1a3', { httpOnly: true });
    const track = new TrackCustomer({ hash: async () => ({}) }, record, cookies, errors, () => SESSION);
    expect(await track.execute(null)).toEqual({ kind: 'no-consent' });
    expect(cookies.get(TRACKING_SESSION_COOKIE)).toBeUndefined();
    consent.execute({ measurement: true, marketing: false });
    await track.execute(null);
    await track.execute(null);
    expect(cookies.get(TRACKING_SESSION_COOKIE)).toBe(SESSION);
    expect(tracking.entries.map((entry) => (entry as { user: { sessionID: string } }).user.sessionID)).toEqual([SESSION, SESSION]);
  });

  it('resets the user data of an anonymous visitor, and never sends raw values when hashing fails', async () => {
    const { cookies, record, tracking, consent, errors } = testbed();
    consent.execute({ measurement: true, marketing: false });
    const track = new TrackCustomer({ hash: () => Promise.reject(new Error('offline')) }, record, cookies, errors, () => SESSION);
    await track.execute({ profile, address: null });
    await track.execute(null);
    expect(JSON.stringify(tracking.entries)).not.toContain('lice');
    expect(tracking.entries[1]).toMatchObject({ event: 'user_data', user: { customer_logged: false, id: null, email: null } });
    expect(errors.reported[0].context).toBe('Unable to send data to GTM');
  });
});
