/**
 * The accounts module's public face: the signed-in customer's profile (`/secure/account/profile`),
 * address book and saved cards, the customer record other modules use (the auth module signs in
 * to it, the outlet asks about it) and the accounts' words in every shop language.
 *
 * Only civility, names, birthday and newsletter change through the profile (anything else in the
 * body — id, roles, status, password, email — is dropped by the domain's reader).
 */
import { readProfileUpdate, todayIso, type Profile } from '../../src/domain/accounts/profile';
import type { CustomerContext } from '../core/customer-context';
import type { ModuleDeps } from '../core/module-deps';
import { succeed, type Outcome } from '../core/outcome';
import { transaction } from '../db/transaction';
import { setSubscription } from '../newsletter/newsletter-service';
import { openAccountById, profileOf } from './accounts-customers';
import { updateOpenCustomer } from './accounts-repository';
import { refusal } from './accounts-texts';

export { listAddresses, createAddress, updateAddress, deleteAddress, cachedAddressCountries, MAX_ADDRESSES, type AddressCountry } from './accounts-addresses';
export { listCards, deleteCard, rememberCard, cardFromRow } from './accounts-cards';
export { addressFromRow } from './accounts-addresses';
export {
  CUSTOMER_ROLE,
  openAccount,
  openAccountSubscribing,
  openAccountByEmail,
  openAccountById,
  profileFromRow,
  profileOf,
  rolesOf,
  type NewAccount,
} from './accounts-customers';
export {
  ACTIVE,
  closeCustomerRow,
  customerAddresses,
  customerCards,
  customerCardTokens,
  deleteCustomerBook,
  lockCustomerRow,
  findCustomerByEmail,
  findCustomerById,
  findCustomerBySocialId,
  linkSocialId,
  setPasswordHash,
  type AddressRow,
  type CustomerRow,
} from './accounts-repository';
export { accountTexts, refusal, staffText, type AccountTextKey, type TranslateAccountText } from './accounts-texts';
export { grantRole, listStaff, revokeRole, type StaffDeps } from './accounts-staff';

export type AccountsDeps = Pick<ModuleDeps, 'db' | 'cache' | 'now' | 'payments'>;

export async function getProfile(deps: AccountsDeps, context: CustomerContext): Promise<Outcome<Profile>> {
  const row = await openAccountById(deps.db, context.customer.id);
  if (!row) return refusal(deps, context, 'not-signed-in', 'session-expired');
  return succeed(await profileOf(deps.db, row));
}

export async function updateProfile(deps: AccountsDeps, context: CustomerContext, input: unknown): Promise<Outcome<Profile>> {
  const read = readProfileUpdate(input, todayIso(deps.now()));
  if (!read.ok) return refusal(deps, context, 'invalid-input', read.key);
  const { update } = read;
  const changes = {
    ...(update.civility !== undefined ? { civility: update.civility } : {}),
    ...(update.firstName !== undefined ? { first_name: update.firstName } : {}),
    ...(update.lastName !== undefined ? { last_name: update.lastName } : {}),
    ...(update.birthday !== undefined ? { birthday: update.birthday } : {}),
  };
  const now = deps.now();
  const row = await transaction(deps.db, async ({ trx }) => {
    const updated = await updateOpenCustomer(trx, context.customer.id, { ...changes, updated_at: now });
    // The profile's newsletter flag is the subscription to the account's own store (server/newsletter).
    if (updated && update.newsletter !== undefined) {
      await setSubscription(trx, { storeId: updated.store_id, email: updated.email, locale: updated.locale, customerId: updated.id, status: update.newsletter ? 'subscribed' : 'unsubscribed', now });
    }
    return updated;
  });
  if (!row) return refusal(deps, context, 'not-signed-in', 'session-expired');
  return succeed(await profileOf(deps.db, row));
}
