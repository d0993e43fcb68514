import { makeAutoObservable, runInAction } from 'mobx';
import type { Address, AddressField } from '../../domain/accounts/address';
import { accountMessage, DEFAULT_FAILURE, failed, invalid, serverMessage, type FormOutcome, type UiMessage } from '../forms/form-message';
import { report, type AccountStoreDeps } from './profile-store';

/** The address form as typed (strings; the domain converts and checks). */
export interface AddressForm {
  label: string;
  civility: number | null;
  firstName: string;
  lastName: string;
  company: string;
  street: string;
  streetDetails: string;
  zipCode: string;
  city: string;
  countryIsoCode2: string;
  phoneNumber: string;
  default: boolean;
}

export type AddressSave = FormOutcome<AddressField> & { address?: Address };

/** SPEC §8's refusal ('impossible de supprimer la dernière adresse'), told as a sentence that says what to do. */
const LAST_ADDRESS_KEY = 'address.book.lastOne';
const LAST_ADDRESS: UiMessage = { kind: 'key', key: LAST_ADDRESS_KEY };

/**
 * The address book (SPEC §2: list, add, edit, delete, set default). The session's copy (SPEC §3
 * Auth `addresses`, which the checkout guard counts) follows every change.
 */
export class AddressBookStore {
  loaded = false;
  loadFailed = false;
  /** The address whose delete or default change is in flight. */
  busyId: number | null = null;
  private notice: UiMessage | null = null;

  constructor(private readonly deps: AccountStoreDeps) {
    makeAutoObservable<AddressBookStore, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  get addresses(): Address[] {
    return this.deps.auth.addresses;
  }

  /** What the book tells the shopper; the refused delete of the last address goes once there is another. */
  get message(): UiMessage | null {
    if (this.notice?.kind === 'key' && this.notice.key === LAST_ADDRESS_KEY && this.addresses.length > 1) return null;
    return this.notice;
  }

  find(id: number): Address | undefined {
    return this.addresses.find((address) => address.id === id);
  }

  async load(): Promise<void> {
    try {
      const cases = await this.deps.useCases();
      const result = await cases.listAddresses.execute();
      if (result.kind === 'signed-out') return this.deps.auth.sessionExpired();
      this.deps.auth.setAddresses(result.addresses);
      runInAction(() => {
        this.loaded = true;
        this.loadFailed = false;
      });
    } catch (error) {
      report(this.deps, error, 'Unable to fetch customer addresses');
      runInAction(() => (this.loadFailed = true));
    }
  }

  /** Adds (id null) or changes an address. */
  async save(id: number | null, form: AddressForm): Promise<AddressSave> {
    try {
      const cases = await this.deps.useCases();
      const result = id === null ? await cases.addAddress.execute(form) : await cases.updateAddress.execute({ id, change: form });
      switch (result.kind) {
        case 'added':
        case 'updated':
          this.deps.auth.setAddresses(result.addresses);
          runInAction(() => (this.notice = null));
          return { ok: true, address: result.address };
        case 'invalid':
          return invalid(result.key, result.problems);
        case 'not-found':
          return failed(accountMessage('address-not-found'));
        case 'signed-out':
          this.deps.auth.sessionExpired();
          return failed(accountMessage('session-expired'));
        default:
          return failed(serverMessage(result.message));
      }
    } catch (error) {
      report(this.deps, error, 'Unable to save the address');
      return failed(accountMessage('address-save-failed'));
    }
  }

  /** SPEC §8: the last address cannot go (the shop answers 'impossible de supprimer la dernière adresse'). */
  async remove(id: number): Promise<boolean> {
    return this.change(id, async (cases) => {
      const result = await cases.removeAddress.execute(id);
      if (result.kind === 'removed') this.deps.auth.setAddresses(result.addresses);
      else if (result.kind === 'last-address') this.setMessage(LAST_ADDRESS);
      else if (result.kind === 'not-found') this.setMessage(accountMessage('address-not-found'));
      else this.deps.auth.sessionExpired();
      return result.kind === 'removed';
    });
  }

  async setDefault(id: number): Promise<boolean> {
    return this.change(id, async (cases) => {
      const result = await cases.setDefaultAddress.execute(id);
      if (result.kind === 'updated') this.deps.auth.setAddresses(result.addresses);
      else if (result.kind === 'not-found') this.setMessage(accountMessage('address-not-found'));
      else this.deps.auth.sessionExpired();
      return result.kind === 'updated';
    });
  }

  dismissMessage(): void {
    this.notice = null;
  }

  private setMessage(message: UiMessage): void {
    this.notice = message;
  }

  private async change(id: number, run: (cases: Awaited<ReturnType<AccountStoreDeps['useCases']>>) => Promise<boolean>): Promise<boolean> {
    if (this.busyId !== null) return false;
    this.busyId = id;
    this.notice = null;
    try {
      return await run(await this.deps.useCases());
    } catch (error) {
      report(this.deps, error, 'Unable to change the address book');
      this.setMessage(DEFAULT_FAILURE);
      return false;
    } finally {
      runInAction(() => (this.busyId = null));
    }
  }
}

/** The form for an address (an empty one for a new address, with the customer's names). */
export function addressForm(address: Address | undefined, defaults: { firstName: string; lastName: string; civility: number | null; country: string }): AddressForm {
  return {
    label: address?.label ?? '',
    civility: address?.civility ?? defaults.civility,
    firstName: address?.firstName ?? defaults.firstName,
    lastName: address?.lastName ?? defaults.lastName,
    company: address?.company ?? '',
    street: address?.street ?? '',
    streetDetails: address?.streetDetails ?? '',
    zipCode: address?.zipCode ?? '',
    city: address?.city ?? '',
    countryIsoCode2: address?.countryIsoCode2 ?? defaults.country,
    phoneNumber: address?.phoneNumber ?? '',
    default: address?.default ?? false,
  };
}
