import type { Passkey } from '../../../src/domain/auth/passkeys';
import { SoftwareAuthenticator } from '../../../server/testing/software-authenticator';
import type { Ability, Actor, Question, Task } from '../actor';
import { UseTheCli } from '../use-the-cli';
import { TheLastCommand } from './cli-tasks';

/**
 * A device that holds passkeys, as a browser's would (the test software authenticator): it talks
 * to the shop's API itself, since a terminal cannot make a passkey.
 */
export class UseAPasskeyDevice implements Ability {
  readonly device: SoftwareAuthenticator;
  /** The status of the device's last sign-in. */
  lastSignIn: number | null = null;

  private constructor(readonly shop: string) {
    this.device = new SoftwareAuthenticator(new URL(shop).origin);
  }

  static against(shop: string): UseAPasskeyDevice {
    return new UseAPasskeyDevice(shop);
  }

  /** The device's keys live in memory only. */
  release(): void {
    this.device.credentials.length = 0;
  }

  async call<T>(path: string, body: unknown, token?: string): Promise<{ status: number; body: T }> {
    const answer = await fetch(`${this.shop}/api/v5/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0.0.0 Safari/537.36', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return { status: answer.status, body: (await answer.json()) as T };
  }
}

const deviceOf = (actor: Actor) => actor.abilityTo(UseAPasskeyDevice);

/** In a browser with the device: signs in with the password, adds a passkey under a name. */
export const AddAPasskey = {
  named: (name: string) => ({
    signingInAs: (email: string, password: string): Task => async (actor) => {
      const ability = deviceOf(actor);
      const session = await ability.call<{ token: string }>('security/login', { _username: email, _password: password, refreshTransport: 'body' });
      if (session.status !== 200) throw new Error(`Sign-in for the passkey failed: ${session.status}`);
      const options = await ability.call<{ challenge: string; user: { id: string } }>('secure/account/passkeys/options', {}, session.body.token);
      if (options.status !== 200) throw new Error(`No registration options: ${options.status}`);
      const added = await ability.call('secure/account/passkeys', { response: ability.device.register(options.body), name }, session.body.token);
      if (added.status !== 201) throw new Error(`The passkey was not added: ${added.status} ${JSON.stringify(added.body)}`);
    },
  }),
};

/** The device signs in with the passkey it holds (the shop's answer is kept). */
export const SignInWithThePasskey: Task = async (actor) => {
  const ability = deviceOf(actor);
  const options = await ability.call<{ challenge: string }>('security/passkeys/sign-in/options', {});
  const answer = await ability.call('security/passkeys/sign-in', { response: ability.device.signIn(options.body), refreshTransport: 'body' });
  ability.lastSignIn = answer.status;
};

export const TheLastPasskeySignIn: Question<number | null> = (actor) => deviceOf(actor).lastSignIn;

/** `boutique --json account passkeys`. */
export const ListThePasskeys: Task = async (actor) => {
  await actor.abilityTo(UseTheCli).run('--json', 'account', 'passkeys');
};

export const TheListedPasskeys: Question<Passkey[]> = (actor) => JSON.parse(TheLastCommand(actor).stdout) as Passkey[];

/** `boutique account passkeys remove ID`, the id found in the list by the passkey's name. */
export const RemoveThePasskey = {
  named: (name: string): Task => async (actor) => {
    await actor.attemptsTo(ListThePasskeys);
    const passkey = actor.asks(TheListedPasskeys).find((candidate) => candidate.name === name);
    if (!passkey) throw new Error(`No passkey named "${name}"`);
    await actor.abilityTo(UseTheCli).run('account', 'passkeys', 'remove', String(passkey.id));
  },
};
