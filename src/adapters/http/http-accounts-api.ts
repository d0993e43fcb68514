import type { Address, NewAddress } from '../../domain/accounts/address';
import type { Card } from '../../domain/accounts/card';
import type { PasswordChange } from '../../domain/accounts/password-change';
import type { Profile, ProfileUpdate } from '../../domain/accounts/profile';
import type { AccountApi, AddressChange } from '../../application/ports/accounts-api';
import type { HttpApiClient } from './api-client';

/** `/secure/account/*` of docs/accounts-api.md, with the bearer token (refreshed once on a 401). */
export class HttpAccountApi implements AccountApi {
  constructor(private readonly client: HttpApiClient) {}

  profile(): Promise<Profile> {
    return this.client.get('secure/account/profile/v2');
  }

  updateProfile(update: ProfileUpdate): Promise<Profile> {
    return this.client.patch('secure/account/profile', update);
  }

  async changePassword(change: PasswordChange): Promise<void> {
    await this.client.patch('secure/account/password', change);
  }

  async addresses(): Promise<Address[]> {
    return (await this.client.get<Address[] | undefined>('secure/account/addresses')) ?? [];
  }

  addAddress(address: NewAddress): Promise<Address> {
    return this.client.post('secure/account/addresses', address);
  }

  updateAddress(change: AddressChange): Promise<Address> {
    return this.client.patch('secure/account/addresses', change);
  }

  async removeAddress(addressId: number): Promise<void> {
    await this.client.delete(`secure/account/addresses/${addressId}`);
  }

  async cards(): Promise<Card[]> {
    return (await this.client.get<Card[] | undefined>('secure/account/cards')) ?? [];
  }

  async removeCard(cardId: number): Promise<void> {
    await this.client.delete(`secure/account/cards/${cardId}`);
  }
}
