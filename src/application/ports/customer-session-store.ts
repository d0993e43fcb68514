import type { Address } from '../../domain/accounts/address';
import type { Profile } from '../../domain/accounts/profile';
import { token } from './token';

/** SPEC §3 "Auth" besides the tokens: who is signed in and their addresses. */
export interface CustomerSession {
  customer: Profile;
  addresses: Address[];
}

/** Where the signed-in customer is remembered between pages (browser storage, the CLI profile). */
export interface CustomerSessionStore {
  get(): CustomerSession | null;
  save(session: CustomerSession): void;
  clear(): void;
}

export const CUSTOMER_SESSION_STORE = token<CustomerSessionStore>('CustomerSessionStore');
