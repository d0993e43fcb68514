import { describe, expect, it } from 'vitest';
import { needsSecondFactor, readSecondFactorCode, recoveryCodeFrom, sessionRoles, staffSessionOver, STAFF_SESSION_HOURS } from './second-factor';

const HOUR = 3_600_000;

describe('staff second factor rules', () => {
  it('asks a second factor of every staff role and of no customer', () => {
    expect(needsSecondFactor(['customer'])).toBe(false);
    for (const role of ['support', 'merchandiser', 'admin']) expect(needsSecondFactor(['customer', role])).toBe(true);
  });

  it('leaves the staff roles of a session without a second factor dormant', () => {
    expect(sessionRoles(['customer', 'support'], null)).toEqual({ roles: ['customer'], dormant: ['support'] });
    expect(sessionRoles(['customer', 'admin'], 'totp')).toEqual({ roles: ['customer', 'admin'], dormant: [] });
    expect(sessionRoles(['customer'], null)).toEqual({ roles: ['customer'], dormant: [] });
  });

  it('ends a staff session 8 hours after its sign-in, and a session of unknown age at once', () => {
    const start = new Date('2026-12-01T08:00:00Z');
    const at = (hours: number) => new Date(start.getTime() + hours * HOUR);
    expect(staffSessionOver(['customer', 'support'], start, at(STAFF_SESSION_HOURS - 0.01))).toBe(false);
    expect(staffSessionOver(['customer', 'support'], start, at(STAFF_SESSION_HOURS))).toBe(true);
    expect(staffSessionOver(['customer', 'support'], null, start)).toBe(true);
    expect(staffSessionOver(['customer'], start, at(24 * 29))).toBe(false);
  });

  it('reads six digits as a TOTP code and two groups of five as a recovery code', () => {
    expect(readSecondFactorCode(' 123 456 ')).toEqual({ kind: 'totp', code: '123456' });
    expect(readSecondFactorCode('K3M9X-P2Q7W')).toEqual({ kind: 'recovery', code: 'k3m9x-p2q7w' });
    expect(readSecondFactorCode('k3m9xp2q7w')).toEqual({ kind: 'recovery', code: 'k3m9x-p2q7w' });
    for (const wrong of ['12345', '1234567', 'abc', '', 42, null, 'k3m9x-p2q7', `${'1'.repeat(70)}`]) expect(readSecondFactorCode(wrong)).toBeNull();
  });

  it('makes recovery codes of the readable alphabet', () => {
    const code = recoveryCodeFrom(Uint8Array.from({ length: 10 }, (_, index) => index * 37));
    expect(readSecondFactorCode(code)).toEqual({ kind: 'recovery', code });
    expect(() => recoveryCodeFrom(new Uint8Array(4))).toThrow();
  });
});
