import type { Address } from '../../../src/domain/accounts/address';
import type { Profile } from '../../../src/domain/accounts/profile';
import type { Wish } from '../../../src/domain/wishlist/wish';
import type { Question, Task } from '../actor';
import { UseTheCli } from '../use-the-cli';
import { TheLastCommand } from './cli-tasks';

/** The demo customers' password (docs/accounts-api.md). */
export const DEMO_PASSWORD = 'Boutique2026';

/** `boutique login EMAIL --password-stdin`. */
export const SignIn = {
  as: (email: string) => ({
    with: (password: string): Task => async (actor) => {
      await actor.abilityTo(UseTheCli).runPiping(`${password}\n`, 'login', email, '--password-stdin');
    },
  }),
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
}

/** `boutique register …` with the password on stdin; empty fields are left out, as an empty form field. */
export const Register = {
  as: (customer: NewCustomer): Task => async (actor) => {
    const fields: [string, string][] = [['--civility', customer.civility], ['--first-name', customer.firstName], ['--last-name', customer.lastName], ['--email', customer.email]];
    const args = fields.filter(([, value]) => value !== '').flat();
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
