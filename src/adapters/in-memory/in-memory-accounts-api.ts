import { checkAddress, mergeAddress, readAddress, type Address, type NewAddress } from '../../domain/accounts/address';
import type { Card } from '../../domain/accounts/card';
import { passwordChangeProblems, type PasswordChange } from '../../domain/accounts/password-change';
import { readProfileUpdate, type Profile, type ProfileUpdate } from '../../domain/accounts/profile';
import { ApiError } from '../../application/ports/api-error';
import type { AccountApi, AddressChange } from '../../application/ports/accounts-api';
import { refuse, type InMemoryAccounts, type InMemoryCustomer, type TokenSource } from './in-memory-accounts';

/** `/secure/account/*` of the customer whose access token the store holds (401 otherwise). */
export class InMemoryAccountApi implements AccountApi {
  constructor(
    private readonly accounts: InMemoryAccounts,
    private readonly tokens: TokenSource,
  ) {}

  async profile(): Promise<Profile> {
    return copy(this.me().profile);
  }

  async updateProfile(update: ProfileUpdate): Promise<Profile> {
    const me = this.me();
    const check = readProfileUpdate(update);
    if (!check.ok) throw refuse(400, check.key);
    Object.assign(me.profile, check.update);
    return copy(me.profile);
  }

  async changePassword(change: PasswordChange): Promise<void> {
    const { customer, reset } = this.signedIn();
    const problem = passwordChangeProblems(change, { withoutOldPassword: reset })[0];
    if (problem) throw refuse(400, problem.key);
    if (!(reset && !change.oldPassword) && change.oldPassword !== customer.password) throw refuse(400, 'old-password-incorrect');
    customer.password = change.newPassword;
  }

  async addresses(): Promise<Address[]> {
    return this.accounts.sortedAddresses(this.me());
  }

  async addAddress(input: NewAddress): Promise<Address> {
    const me = this.me();
    const read = readAddress(input);
    if (!read.ok) throw refuse(400, 'address-null');
    const check = checkAddress(read.address);
    if (!check.ok) throw new ApiError(400, check.message);
    const country = this.country(check.address.countryIsoCode2);
    const first = me.addresses.length === 0;
    if (check.address.default && !first) for (const address of me.addresses) address.default = false;
    const address: Address = { ...check.address, ...country, id: this.accounts.id(), default: first || check.address.default };
    me.addresses.push(address);
    return { ...address };
  }

  async updateAddress(change: AddressChange): Promise<Address> {
    const me = this.me();
    const stored = me.addresses.find((address) => address.id === change.id);
    if (!stored) throw refuse(404, 'address-not-found');
    const read = readAddress(change);
    if (!read.ok) throw refuse(400, 'address-null');
    const check = checkAddress(mergeAddress(stored, read.address), stored);
    if (!check.ok) throw new ApiError(400, check.message);
    const country = this.country(check.address.countryIsoCode2);
    const makeDefault = read.address.default === true;
    if (makeDefault) for (const address of me.addresses) address.default = false;
    Object.assign(stored, check.address, country, { default: makeDefault || stored.default });
    return { ...stored };
  }

  async removeAddress(addressId: number): Promise<void> {
    const me = this.me();
    const index = me.addresses.findIndex((address) => address.id === addressId);
    if (index === -1) throw refuse(404, 'address-not-found');
    if (me.addresses.length === 1) throw refuse(409, 'address-last-one');
    const [removed] = me.addresses.splice(index, 1);
    // The book always has a default while it has an address: the oldest one takes over.
    if (removed.default) [...me.addresses].sort((a, b) => a.id - b.id)[0].default = true;
  }

  async cards(): Promise<Card[]> {
    return this.me().cards.map((card) => ({ ...card }));
  }

  async removeCard(cardId: number): Promise<void> {
    const me = this.me();
    const index = me.cards.findIndex((card) => card.id === cardId);
    if (index === -1) throw refuse(404, 'card-not-found');
    me.cards.splice(index, 1);
  }

  private me(): InMemoryCustomer {
    return this.signedIn().customer;
  }

  private signedIn(): { customer: InMemoryCustomer; reset: boolean } {
    this.accounts.fail();
    return this.accounts.signedIn(this.tokens);
  }

  private country(code: string): { countryIsoCode2: string; countryName: string; activeCountry: boolean } {
    const name = this.accounts.countries[code];
    if (!name) throw refuse(400, 'address-country-unavailable');
    return { countryIsoCode2: code, countryName: name, activeCountry: true };
  }
}

function copy(profile: Profile): Profile {
  return { ...profile, roles: [...profile.roles] };
}
