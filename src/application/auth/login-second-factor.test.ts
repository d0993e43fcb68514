import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../adapters/in-memory/accounts-fixtures';
import { accountsTestbed } from '../../adapters/in-memory/accounts-testbed';
import { SECOND_FACTOR_TEXTS } from '../../adapters/in-memory/in-memory-auth-api';

const staff = { email: 'camille@example.com', password: DEMO_PASSWORD };

function staffTestbed() {
  return accountsTestbed({ secondFactors: { 'camille@example.com': ['123456', 'k3m9x-p2q7w'] } });
}

async function passwordStep(t: ReturnType<typeof staffTestbed>): Promise<string> {
  const result = await t.login.execute(staff);
  if (result.kind !== 'second-factor-required') throw new Error(`expected a second factor, got ${result.kind}`);
  return result.challenge;
}

describe('LoginSecondFactor (issue 36: the code step of a staff sign-in)', () => {
  it('stops the password step at the challenge, signed out, with the shop’s words', async () => {
    const t = staffTestbed();
    expect(await t.login.execute(staff)).toEqual({ kind: 'second-factor-required', message: SECOND_FACTOR_TEXTS.needed, challenge: expect.any(String), expiresIn: 300 });
    expect(t.tokens.get()).toBeNull();
  });

  it('signs in with the authenticator’s code as any sign-in does (token, profile, addresses)', async () => {
    const t = staffTestbed();
    const challenge = await passwordStep(t);
    expect(await t.loginSecondFactor.execute({ challenge, code: ' 123 456 ' })).toMatchObject({ kind: 'signed-in', session: { customer: { email: 'camille@example.com' } } });
    expect(t.tokens.get()).toMatchObject({ strategy: 'customLocal', accessToken: expect.stringMatching(/^access-/) });
    expect(t.sessions.get()?.addresses.map((address) => address.id)).toEqual([11, 12]);
  });

  it('signs in with a recovery code', async () => {
    const t = staffTestbed();
    const challenge = await passwordStep(t);
    expect(await t.loginSecondFactor.execute({ challenge, code: 'K3M9X-P2Q7W' })).toMatchObject({ kind: 'signed-in' });
  });

  it('answers a wrong code as the shop’s refusal and keeps the challenge for another try', async () => {
    const t = staffTestbed();
    const challenge = await passwordStep(t);
    expect(await t.loginSecondFactor.execute({ challenge, code: '000000' })).toEqual({ kind: 'refused', code: 401, message: SECOND_FACTOR_TEXTS.invalid });
    expect(t.tokens.get()).toBeNull();
    expect(await t.loginSecondFactor.execute({ challenge, code: '123456' })).toMatchObject({ kind: 'signed-in' });
  });

  it('refuses a code that served already, and a challenge that is gone', async () => {
    const t = staffTestbed();
    const first = await passwordStep(t);
    expect((await t.loginSecondFactor.execute({ challenge: first, code: '123456' })).kind).toBe('signed-in');
    const second = await passwordStep(t);
    expect(await t.loginSecondFactor.execute({ challenge: second, code: '123456' })).toEqual({ kind: 'refused', code: 401, message: SECOND_FACTOR_TEXTS.replayed });
    expect(await t.loginSecondFactor.execute({ challenge: first, code: 'k3m9x-p2q7w' })).toEqual({ kind: 'refused', code: 401, message: SECOND_FACTOR_TEXTS.expired });
  });

  it('sends nothing for an empty code', async () => {
    const t = staffTestbed();
    const challenge = await passwordStep(t);
    expect(await t.loginSecondFactor.execute({ challenge, code: '   ' })).toEqual({ kind: 'empty' });
    expect(await t.loginSecondFactor.execute({ challenge, code: '123456' })).toMatchObject({ kind: 'signed-in' });
  });
});
