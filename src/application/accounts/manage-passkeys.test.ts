import { describe, expect, it } from 'vitest';
import { accountsTestbed } from '../../adapters/in-memory/accounts-testbed';
import { DEMO_PASSWORD } from '../../adapters/in-memory/accounts-fixtures';
import { InMemoryPasskeyDevice } from '../../adapters/in-memory/in-memory-passkeys';

async function signedIn(device?: InMemoryPasskeyDevice) {
  const bed = accountsTestbed({ passkeyDevice: device });
  expect((await bed.login.execute({ email: 'camille@example.com', password: DEMO_PASSWORD })).kind).toBe('signed-in');
  return bed;
}

describe('passkeys of the account', () => {
  it('adds one from this device, lists it, removes it', async () => {
    const bed = await signedIn();
    expect(await bed.listPasskeys.execute()).toEqual({ kind: 'found', passkeys: [], canAdd: true });
    const added = await bed.addPasskey.execute();
    expect(added).toMatchObject({ kind: 'added', passkey: { name: 'Chrome sur Linux', lastUsedAt: null } });
    const listed = await bed.listPasskeys.execute();
    expect(listed.kind === 'found' && listed.passkeys.map((passkey) => passkey.name)).toEqual(['Chrome sur Linux']);
    const id = added.kind === 'added' ? added.passkey.id : 0;
    expect(await bed.removePasskey.execute(id)).toEqual({ kind: 'removed' });
    expect(await bed.removePasskey.execute(id)).toEqual({ kind: 'not-found' });
    expect(bed.passkeyApi.passkeys).toEqual([]);
  });

  it('keeps nothing when the customer cancels, and cannot add where there is no WebAuthn', async () => {
    const device = new InMemoryPasskeyDevice();
    device.next = 'cancel';
    const bed = await signedIn(device);
    expect(await bed.addPasskey.execute()).toEqual({ kind: 'cancelled' });
    expect(bed.passkeyApi.passkeys).toEqual([]);
    const none = await signedIn(new InMemoryPasskeyDevice(false));
    expect(await none.addPasskey.execute()).toEqual({ kind: 'unsupported' });
    expect(await none.listPasskeys.execute()).toEqual({ kind: 'found', passkeys: [], canAdd: false });
  });

  it('is signed out without a session', async () => {
    const bed = accountsTestbed();
    expect(await bed.listPasskeys.execute()).toEqual({ kind: 'signed-out' });
    expect(await bed.addPasskey.execute()).toEqual({ kind: 'signed-out' });
    expect(await bed.removePasskey.execute(1)).toEqual({ kind: 'signed-out' });
  });
});

describe('signing in with a passkey', () => {
  it('opens the passkey’s customer’s session, as a password sign-in does', async () => {
    const bed = await signedIn();
    await bed.addPasskey.execute();
    await bed.logout.execute();
    expect(bed.tokens.get()).toBeNull();
    const result = await bed.passkeyLogin.execute({ autofill: false });
    expect(result).toMatchObject({ kind: 'signed-in', session: { customer: { email: 'camille@example.com' } } });
    expect(bed.tokens.get()?.strategy).toBe('customLocal');
    const listed = await bed.listPasskeys.execute();
    expect(listed.kind === 'found' && listed.passkeys[0].lastUsedAt).toEqual(expect.any(String));
  });

  it('is refused with the shop’s words for a removed passkey, quiet when cancelled or unsupported', async () => {
    const bed = await signedIn();
    const added = await bed.addPasskey.execute();
    if (added.kind === 'added') await bed.removePasskey.execute(added.passkey.id);
    await bed.logout.execute();
    expect(await bed.passkeyLogin.execute({ autofill: false })).toMatchObject({ kind: 'refused', code: 401, message: expect.stringContaining("n'est pas reconnue") });
    bed.passkeyDevice.next = 'cancel';
    expect(await bed.passkeyLogin.execute({ autofill: true })).toEqual({ kind: 'cancelled' });
    expect(await accountsTestbed({ passkeyDevice: new InMemoryPasskeyDevice(false) }).passkeyLogin.execute({ autofill: true })).toEqual({ kind: 'unsupported' });
  });
});
