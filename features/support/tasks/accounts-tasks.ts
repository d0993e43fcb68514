import type { Address } from '../../../src/domain/accounts/address';
import type { Profile } from '../../../src/domain/accounts/profile';
import type { Wish } from '../../../src/domain/wishlist/wish';
import type { Question, Task } from '../actor';
import { demoStaffCode, forgetUsedTotpStep, isDemoStaff, totpCode } from '../../../server/testing/staff-second-factor';
import { shopApp, shopNow } from '../shop-server';
import { UseTheCli } from '../use-the-cli';
import { TheLastCommand } from './cli-tasks';

/** The demo customers' password (docs/accounts-api.md). */
export const DEMO_PASSWORD = 'Boutique2026';

/**
 * The current code of a demo staff account's authenticator app (server/demo/seed-second-factors.ts),
 * of the shop's time; the in-process shop forgets the last step used first (scenarios sign the
 * same staff member in many times within 30 seconds: server/testing/staff-second-factor.ts).
 */
export async function staffCodeOf(email: string): Promise<string> {
  const app = shopApp();
  if (app) await forgetUsedTotpStep(app.db, email);
  return demoStaffCode(email, shopNow());
}

/** `boutique login EMAIL --password-stdin`; a demo staff member gives the code of their app on stdin's second line. */
export const SignIn = {
  as: (email: string) => ({
    with: (password: string): Task => async (actor) => {
      const code = isDemoStaff(email) ? `${await staffCodeOf(email)}\n` : '';
      await actor.abilityTo(UseTheCli).runPiping(`${password}\n${code}`, 'login', email, '--password-stdin');
    },
    withoutTheCode: (password: string): Task => async (actor) => {
      await actor.abilityTo(UseTheCli).runPiping(`${password}\n`, 'login', email, '--password-stdin');
    },
  }),
};

/** `boutique account second-factor setup`, then `confirm` with the app's first code (the app is this task: it keeps the secret). */
export const SetUpTheAuthenticator: Task = async (actor) => {
  const cli = actor.abilityTo(UseTheCli);
  const setup = await cli.run('--json', 'account', 'second-factor', 'setup');
  if (setup.exitCode !== 0) return;
  const { secret } = JSON.parse(setup.stdout) as { secret: string };
  await cli.run('account', 'second-factor', 'confirm', await totpCode(secret, shopNow()));
};

export const SignOut: Task = async (actor) => {
  await actor.abilityTo(UseTheCli).run('logout');
};

export const AskWhoIsSignedIn: Task = async (actor) => {
  await actor.abilityTo(UseTheCli).run('--json', 'whoami');
};

export interface NewCustomer {
  civility: 'mr' | 'mrs' | 'other';
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  /** The form's newsletter opt-in (`--newsletter`); unticked when absent. */
  newsletter?: boolean;
}

/** `boutique register …` with the password on stdin; empty fields are left out, as an empty form field. */
export const Register = {
  as: (customer: NewCustomer): Task => async (actor) => {
    const fields: [string, string][] = [['--civility', customer.civility], ['--first-name', customer.firstName], ['--last-name', customer.lastName], ['--email', customer.email]];
    const args = [...fields.filter(([, value]) => value !== '').flat(), ...(customer.newsletter ? ['--newsletter'] : [])];
    await actor.abilityTo(UseTheCli).runPiping(`${customer.password}\n`, 'register', ...args);
  },
};

/** `boutique password change`: old, new and confirmation on stdin. */
export const ChangeThePassword = {
  from: (oldPassword: string) => ({
    to: (newPassword: string, confirmation = newPassword): Task => async (actor) => {
      await actor.abilityTo(UseTheCli).runPiping(`${oldPassword}\n${newPassword}\n${confirmation}\n`, 'password', 'change');
    },
  }),
};

export interface AddressFields {
  label?: string;
  street: string;
  zipCode: string;
  city: string;
  phone: string;
  country?: string;
}

export const AddAnAddress = {
  with: (address: AddressFields): Task => async (actor) => {
    const args = ['--street', address.street, '--zip-code', address.zipCode, '--city', address.city, '--phone', address.phone];
    if (address.label) args.push('--label', address.label);
    if (address.country) args.push('--country', address.country);
    await actor.abilityTo(UseTheCli).run('--json', 'address', 'add', ...args);
  },
};

export const ListTheAddresses: Task = async (actor) => {
  await actor.abilityTo(UseTheCli).run('--json', 'address', 'list');
};

export const MakeTheDefaultAddress = {
  the: (addressId: number): Task => async (actor) => {
    await actor.abilityTo(UseTheCli).run('--json', 'address', 'default', String(addressId));
  },
};

export const RemoveTheAddress = {
  the: (addressId: number): Task => async (actor) => {
    await actor.abilityTo(UseTheCli).run('address', 'remove', String(addressId));
  },
};

export const AddToTheFavourites = {
  product: (productId: number): Task => async (actor) => {
    await actor.abilityTo(UseTheCli).run('wishlist', 'add', String(productId));
  },
};

export const ListTheFavourites: Task = async (actor) => {
  await actor.abilityTo(UseTheCli).run('--json', 'wishlist', 'list');
};

export const TheSignedInCustomer: Question<Profile> = (actor) => JSON.parse(TheLastCommand(actor).stdout) as Profile;

export const TheAddressesListed: Question<Address[]> = (actor) => JSON.parse(TheLastCommand(actor).stdout) as Address[];

export const TheAddressSaved: Question<Address> = (actor) => JSON.parse(TheLastCommand(actor).stdout) as Address;

export const TheFavouritesListed: Question<Wish[]> = (actor) => JSON.parse(TheLastCommand(actor).stdout) as Wish[];

/** The one line a refused command printed, without the `error: ` prefix. */
export const TheRefusal: Question<string> = (actor) => {
  const last = TheLastCommand(actor);
  if (last.exitCode === 0) throw new Error(`The command succeeded:\n${last.stdout}`);
  return last.stderr.replace(/^error: /, '');
};
