import { describe, expect, it } from 'vitest';
import { CONSENT_MAX_AGE_SECONDS, serialiseConsent } from '../../domain/tracking/consent';
import { ConsentStore } from './consent-store';

const now = new Date('2026-11-24T12:00:00Z');
const seconds = now.getTime() / 1000;

function store(answer: () => Promise<{ measurement: boolean; marketing: boolean; decidedAt: number }> = async () => ({ measurement: true, marketing: false, decidedAt: seconds })) {
  const calls: unknown[] = [];
  const consent = new ConsentStore(() => ({
    chooseConsent: (choice) => {
      calls.push(choice);
      return answer();
    },
  }));
  return { consent, calls };
}

describe('ConsentStore', () => {
  it('opens the banner when the cookie holds no valid choice, and then only', () => {
    const empty = store().consent;
    empty.restore(undefined, now);
    expect(empty.bannerOpen).toBe(true);
    empty.close();
    expect(empty.bannerOpen).toBe(true);

    const old = store().consent;
    old.restore(serialiseConsent({ measurement: true, marketing: true, decidedAt: seconds - CONSENT_MAX_AGE_SECONDS }), now);
    expect(old.bannerOpen).toBe(true);

    const decided = store().consent;
    decided.restore(serialiseConsent({ measurement: true, marketing: false, decidedAt: seconds - 10 }), now);
    expect(decided.bannerOpen).toBe(false);
    expect(decided.tracks).toBe(true);
  });

  it('keeps the banner the server opened until the cookie says the visitor has answered meanwhile', () => {
    const asked = store().consent;
    asked.askOnArrival();
    expect(asked.bannerOpen).toBe(true);
    asked.restore(undefined, now);
    expect(asked.bannerOpen).toBe(true);

    // Answered in another tab between the page's render and its hydration: the banner closes.
    const answered = store().consent;
    answered.askOnArrival();
    answered.restore(serialiseConsent({ measurement: false, marketing: false, decidedAt: seconds - 10 }), now);
    expect(answered.bannerOpen).toBe(false);
  });

  it('saves one choice at a time and closes the banner', async () => {
    const { consent, calls } = store();
    consent.restore(undefined, now);
    await Promise.all([consent.decide({ measurement: true, marketing: false }), consent.decide({ measurement: true, marketing: false })]);
    expect(calls).toHaveLength(1);
    expect(consent.bannerOpen).toBe(false);
    expect(consent.tracks).toBe(true);
  });

  it('keeps the banner open with a message when the choice cannot be saved', async () => {
    const { consent } = store(() => Promise.reject(new Error('chunk failed')));
    consent.restore(undefined, now);
    const log = console.error;
    console.error = () => undefined;
    await consent.decide({ measurement: false, marketing: false });
    console.error = log;
    expect(consent.bannerOpen).toBe(true);
    expect(consent.failed).toBe(true);
    expect(consent.tracks).toBe(false);
  });

  it('starts tracking at once on a page served before any choice', async () => {
    const { consent, calls } = store();
    consent.restore(undefined, now);
    await consent.decide({ measurement: true, marketing: false });
    expect(calls).toEqual([{ measurement: true, marketing: false, startNow: true }]);
    expect(consent.reloadsToTrack).toBe(false);
  });

  it('loads the page again when a visitor who had refused accepts: its policy leaves GTM out', async () => {
    const { consent, calls } = store();
    consent.restore(serialiseConsent({ measurement: false, marketing: false, decidedAt: seconds }), now);
    expect(consent.reloadsToTrack).toBe(false);
    consent.open();
    await consent.decide({ measurement: true, marketing: false });
    expect(calls).toEqual([{ measurement: true, marketing: false, startNow: false }]);
    expect(consent.reloadsToTrack).toBe(true);
  });

  it('opens again from the footer link and may then be closed without a new answer', () => {
    const { consent } = store();
    consent.restore(serialiseConsent({ measurement: false, marketing: false, decidedAt: seconds }), now);
    consent.open();
    expect(consent.bannerOpen).toBe(true);
    expect(consent.reopened).toBe(true);
    consent.close();
    expect(consent.bannerOpen).toBe(false);
  });
});
