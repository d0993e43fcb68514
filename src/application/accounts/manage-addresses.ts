import type { AccountMessageKey, FieldProblem } from '../../domain/accounts/account-messages';
import { checkAddress, mergeAddress, readAddress, type Address, type AddressField } from '../../domain/accounts/address';
import { isApiError } from '../ports/api-error';
import type { AccountApi, AddressChange } from '../ports/accounts-api';
import type { AuthTokenStore } from '../ports/auth-token-store';
import type { CustomerSessionStore } from '../ports/customer-session-store';
import { asCustomer, isSignedOut, refusal, type Refused, type SignedOut } from '../auth/signed-in';

export type InvalidAddress = { kind: 'invalid'; key: AccountMessageKey; problems: FieldProblem<AddressField>[] };
export type AddressNotFound = { kind: 'not-found' };

/** The address book of the signed-in customer, default first; the session keeps a copy (checkout, header). */
abstract class AddressBookUseCase {
  constructor(
    protected readonly account: AccountApi,
    protected readonly tokens: AuthTokenStore,
    private readonly sessions: CustomerSessionStore,
  ) {}

  protected async remember(): Promise<Address[]> {
    const addresses = await this.account.addresses();
    const session = this.sessions.get();
    if (session) this.sessions.save({ ...session, addresses });
    return addresses;
  }
}

export type ListAddressesResult = { kind: 'found'; addresses: Address[] } | SignedOut;

export class ListAddresses extends AddressBookUseCase {
  async execute(): Promise<ListAddressesResult> {
    const addresses = await asCustomer(this.tokens, () => this.remember());
    return isSignedOut(addresses) ? addresses : { kind: 'found', addresses };
  }
}

export type AddAddressResult = { kind: 'added'; address: Address; addresses: Address[] } | InvalidAddress | Refused | SignedOut;

/** SPEC §5 required fields checked first; the shop says whether it delivers to the country. */
export class AddAddress extends AddressBookUseCase {
  async execute(input: unknown): Promise<AddAddressResult> {
    const read = readAddress(input);
    if (!read.ok) return { kind: 'invalid', key: read.key, problems: [] };
    const check = checkAddress(read.address);
    if (!check.ok) return { kind: 'invalid', key: check.key, problems: check.problems };
    try {
      const address = await asCustomer(this.tokens, () => this.account.addAddress(check.address));
      if (isSignedOut(address)) return address;
      return { kind: 'added', address, addresses: await this.remember() };
    } catch (error) {
      return refusal(error, [400, 422]);
    }
  }
}

export type UpdateAddressResult = { kind: 'updated'; address: Address; addresses: Address[] } | InvalidAddress | AddressNotFound | Refused | SignedOut;

/** A partial change: the stored address with the given fields replaced must still be complete. */
export class UpdateAddress extends AddressBookUseCase {
  async execute(input: { id: number; change: unknown }): Promise<UpdateAddressResult> {
    const read = readAddress(input.change);
    if (!read.ok) return { kind: 'invalid', key: read.key, problems: [] };
    try {
      const book = await asCustomer(this.tokens, () => this.account.addresses());
      if (isSignedOut(book)) return book;
      const stored = book.find((address) => address.id === input.id);
      if (!stored) return { kind: 'not-found' };
      const check = checkAddress(mergeAddress(stored, read.address), stored);
      if (!check.ok) return { kind: 'invalid', key: check.key, problems: check.problems };
      const change = Object.fromEntries(Object.entries(read.address).filter(([field, value]) => field !== 'id' && value !== null)) as Partial<AddressChange>;
      const address = await this.account.updateAddress({ ...change, id: input.id });
      return { kind: 'updated', address, addresses: await this.remember() };
    } catch (error) {
      if (isApiError(error) && error.isNotFound) return { kind: 'not-found' };
      return refusal(error, [400, 422]);
    }
  }
}

export type SetDefaultAddressResult = { kind: 'updated'; address: Address; addresses: Address[] } | AddressNotFound | SignedOut;

export class SetDefaultAddress extends AddressBookUseCase {
  async execute(addressId: number): Promise<SetDefaultAddressResult> {
    try {
      const address = await asCustomer(this.tokens, () => this.account.updateAddress({ id: addressId, default: true }));
      if (isSignedOut(address)) return address;
      return { kind: 'updated', address, addresses: await this.remember() };
    } catch (error) {
      if (isApiError(error) && error.isNotFound) return { kind: 'not-found' };
      throw error;
    }
  }
}

export type RemoveAddressResult =
  | { kind: 'removed'; addresses: Address[] }
  /** SPEC §8 'impossible de supprimer la dernière adresse', as the shop words it. */
  | { kind: 'last-address'; message: string }
  | AddressNotFound
  | SignedOut;

export class RemoveAddress extends AddressBookUseCase {
  async execute(addressId: number): Promise<RemoveAddressResult> {
    try {
      const done = await asCustomer(this.tokens, () => this.account.removeAddress(addressId));
      if (isSignedOut(done)) return done;
      return { kind: 'removed', addresses: await this.remember() };
    } catch (error) {
      if (isApiError(error) && error.isNotFound) return { kind: 'not-found' };
      if (isApiError(error) && error.code === 409) return { kind: 'last-address', message: error.message };
      throw error;
    }
  }
}
