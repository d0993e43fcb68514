import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CONSENT_COOKIE, serialiseConsent } from '../../../src/domain/tracking/consent';

/**
 * The journeys' browser state: the visitor already answered the cookie banner (necessary cookies
 * only), so the banner covers no button of journeys about other things. The consent journey starts
 * from an empty state instead (tests/e2e/consent-tracking.spec.ts).
 */
export const CONSENT_STATE_FILE = path.join(os.tmpdir(), `boutique-e2e-consent-${process.getuid?.() ?? 'user'}.json`);

/** The cookie of a visitor who answered the banner with necessary cookies only. */
export function consentCookie(baseUrl: string) {
  const decidedAt = Math.floor(Date.now() / 1000);
  const value = serialiseConsent({ measurement: false, marketing: false, decidedAt });
  return { name: CONSENT_COOKIE, value, domain: new URL(baseUrl).hostname, path: '/', expires: decidedAt + 30 * 86_400, httpOnly: false, secure: false, sameSite: 'Lax' as const };
}

export function writeConsentState(baseUrl: string): void {
  writeFileSync(CONSENT_STATE_FILE, JSON.stringify({ cookies: [consentCookie(baseUrl)], origins: [] }));
}
