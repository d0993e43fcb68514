/**
 * Passkeys of customers (issue 36): what the shop and the browser agree on — how many an account
 * may hold, what a passkey's name may be, and the device a new passkey is named after when the
 * customer gives no name ("Chrome on Linux").
 */

/** What the account screen and the CLI show of a passkey. */
export interface Passkey {
  id: number;
  name: string;
  /** ISO 8601. */
  createdAt: string;
  /** ISO 8601; null until it signs in once. */
  lastUsedAt: string | null;
}

/** An account holds a few (a phone, a laptop, a security key); a script adding hundreds is stopped. */
export const MAX_PASSKEYS = 20;
export const PASSKEY_NAME_MAX_LENGTH = 60;

/** How long a ceremony's challenge may be answered: the browser's own timeout, and a little more. */
export const PASSKEY_CHALLENGE_SECONDS = 300;
export const PASSKEY_CEREMONY_TIMEOUT_MS = 240_000;

export type PasskeyNameCheck = { ok: true; name: string } | { ok: false };

/** A name is 1 to 60 characters once trimmed and its inner spaces collapsed, without control characters. */
export function checkPasskeyName(value: unknown): PasskeyNameCheck {
  if (typeof value !== 'string') return { ok: false };
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) return { ok: false };
  const name = value.trim().replace(/\s+/g, ' ');
  if (name === '' || [...name].length > PASSKEY_NAME_MAX_LENGTH) return { ok: false };
  return { ok: true, name };
}

export interface DeviceDescription {
  browser: string | null;
  system: string | null;
}

const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\b(?:Chrome|CriOS|Chromium)\/|HeadlessChrome\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const first = (text: string, table: readonly [RegExp, string][]): string | null => table.find(([pattern]) => pattern.test(text))?.[1] ?? null;

/** The browser and the system a User-Agent names, as far as it names them. */
export function describeDevice(userAgent: string | undefined): DeviceDescription {
  const text = (userAgent ?? '').slice(0, 512);
  return { browser: first(text, BROWSERS), system: first(text, SYSTEMS) };
}
