import type { Address, AddressInput, NewAddress } from '../../domain/accounts/address';
import type { Card } from '../../domain/accounts/card';
import type { PasswordChange } from '../../domain/accounts/password-change';
import type { Profile, ProfileUpdate } from '../../domain/accounts/profile';
import { token } from './token';

/** A partial address change: its id and the fields that change. */
export type AddressChange = Partial<Omit<AddressInput, 'id'>> & { id: number };

/**
 * The signed-in customer's `/secure/account/*` calls (their stock alerts: ProductAlertApi). Every call
 * needs the bearer token: 401 without one. Another customer's address or card is a 404; other
 * refusals are 400/409 ApiErrors with the server's message.
 */
export interface AccountApi {
  profile(): Promise<Profile>;
  updateProfile(update: ProfileUpdate): Promise<Profile>;
  changePassword(change: PasswordChange): Promise<void>;
  /** Default first. */
  addresses(): Promise<Address[]>;
  addAddress(address: NewAddress): Promise<Address>;
  updateAddress(change: AddressChange): Promise<Address>;
  /** 409 'impossible de supprimer la dernière adresse'. */
  removeAddress(addressId: number): Promise<void>;
  cards(): Promise<Card[]>;
  removeCard(cardId: number): Promise<void>;
}

export const ACCOUNT_API = token<AccountApi>('AccountApi');
