import { describe, expect, it } from 'vitest';
import { checkPasskeyName, describeDevice, PASSKEY_NAME_MAX_LENGTH } from './passkeys';

describe('passkey names', () => {
  it('trims and collapses spaces', () => {
    expect(checkPasskeyName('  Mon   téléphone ')).toEqual({ ok: true, name: 'Mon téléphone' });
  });

  it('refuses an empty, too long, control-character or non-text name', () => {
    expect(checkPasskeyName('   ')).toEqual({ ok: false });
    expect(checkPasskeyName('x'.repeat(PASSKEY_NAME_MAX_LENGTH + 1))).toEqual({ ok: false });
    expect(checkPasskeyName('a\u0000b')).toEqual({ ok: false });
    expect(checkPasskeyName('line\nbreak')).toEqual({ ok: false });
    expect(checkPasskeyName(42)).toEqual({ ok: false });
  });

  it('counts characters, not UTF-16 units', () => {
    expect(checkPasskeyName('🔑'.repeat(PASSKEY_NAME_MAX_LENGTH)).ok).toBe(true);
  });
});

describe('the device a passkey is named after', () => {
  it('names Chrome on Linux, Safari on iOS, Edge on Windows, Firefox on Android', () => {
    expect(describeDevice('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36')).toEqual({ browser: 'Chrome', system: 'Linux' });
    expect(describeDevice('Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1')).toEqual({ browser: 'Safari', system: 'iOS' });
    expect(describeDevice('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0')).toEqual({ browser: 'Edge', system: 'Windows' });
    expect(describeDevice('Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0')).toEqual({ browser: 'Firefox', system: 'Android' });
  });

  it('names nothing it does not recognise', () => {
    expect(describeDevice(undefined)).toEqual({ browser: null, system: null });
    expect(describeDevice('curl/8.5.0')).toEqual({ browser: null, system: null });
  });
});
