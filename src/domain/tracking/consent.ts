/**
 * The visitor's cookie consent (tracker issue 13, SPEC §9 "Cookie banner click after 1 s"): the
 * necessary cookies are always on; measurement (audience, A/B test) and marketing are each chosen.
 * Kept in the `cookie_consent` cookie as a compact versioned value, `v1.m1.k0.<unix seconds>`, for
 * 13 months at most: an older choice, a value of another version or a damaged one is asked again.
 */
export const CONSENT_COOKIE = 'cookie_consent';
/** 13 months of 30.5 days, in seconds: the longest a consent choice is kept before asking again. */
export const CONSENT_MAX_AGE_SECONDS = 396 * 24 * 3600;
/** SPEC §9: the banner's buttons take clicks 1 s after it shows (no accidental consent). */
export const CONSENT_CLICK_DELAY_MS = 1000;

export interface Consent {
  measurement: boolean;
  marketing: boolean;
  /** Unix seconds of the choice. */
  decidedAt: number;
}

const VALUE = /^v1\.m([01])\.k([01])\.(\d{1,12})$/;

export function serialiseConsent(consent: Consent): string {
  return `v1.m${consent.measurement ? 1 : 0}.k${consent.marketing ? 1 : 0}.${Math.floor(consent.decidedAt)}`;
}

/** The stored choice, or null when there is none worth keeping (absent, damaged, from the future, older than 13 months). */
export function parseConsent(value: string | undefined | null, now: Date): Consent | null {
  const match = value ? VALUE.exec(value) : null;
  if (!match) return null;
  const decidedAt = Number(match[3]);
  const nowSeconds = Math.floor(now.getTime() / 1000);
  // A clock a little ahead on the visitor's side is tolerated; a date far in the future is forged.
  if (decidedAt > nowSeconds + 86_400 || nowSeconds - decidedAt >= CONSENT_MAX_AGE_SECONDS) return null;
  return { measurement: match[1] === '1', marketing: match[2] === '1', decidedAt };
}

/** Any tracking at all (the dataLayer, GTM) needs measurement or marketing consent. */
export const allowsTracking = (consent: Consent | null): boolean => consent !== null && (consent.measurement || consent.marketing);

/** Seconds the cookie may still live: 13 months from the choice. */
export function consentCookieMaxAge(consent: Consent, now: Date): number {
  return Math.max(0, consent.decidedAt + CONSENT_MAX_AGE_SECONDS - Math.floor(now.getTime() / 1000));
}

/**
 * The banner asks this visitor on arrival: their cookie holds no choice worth keeping. The server
 * renders it in the page then (it is the first paint's largest text on most pages), so a shared
 * page is kept apart for those who have answered and those who have not.
 */
export const asksConsent = (value: string | undefined | null, now: Date): boolean => parseConsent(value, now) === null;
