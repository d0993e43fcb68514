import { InvalidArgumentError } from 'commander';
import { accountMessageFr, type AccountMessageKey } from '../../src/domain/accounts/account-messages';
import { addressLine, type Address } from '../../src/domain/accounts/address';
import { cardLabel, type Card } from '../../src/domain/accounts/card';
import { fullName, type Civility, type Profile } from '../../src/domain/accounts/profile';
import { CliError } from '../cli-context';
import { table } from '../format/table';

export const NOT_SIGNED_IN = 'Not signed in: run `boutique login EMAIL --password-stdin` first.';

const CIVILITY_NAMES: Record<Civility, string> = { 1: 'Mr', 2: 'Mrs', 3: 'other' };

/** `mr`, `mrs`, `ms`, `other` or the SPEC §3 codes 1, 2, 3. */
export function parseCivility(value: string): Civility {
  const civility = ({ mr: 1, m: 1, '1': 1, mrs: 2, ms: 2, mme: 2, '2': 2, other: 3, '3': 3 } as Record<string, Civility>)[value.trim().toLowerCase()];
  if (!civility) throw new InvalidArgumentError('expected mr, mrs, other (or 1, 2, 3).');
  return civility;
}

export const wholeId = (what: string) => (value: string): number => {
  const number = Number(value);
  if (!/^\d+$/.test(value) || number < 1 || number > 2_147_483_647) throw new InvalidArgumentError(`${what} is a whole number from 1.`);
  return number;
};

/** Ends the command with the shop's own words and status, as the other commands do. */
export function refused(result: { message: string; code: number }): never {
  throw new CliError(`${result.message} (${result.code})`);
}

/** Ends the command with a rule the client checked itself (the French text the shop would give). */
export function invalid(key: AccountMessageKey): never {
  throw new CliError(accountMessageFr(key));
}

export function signedOut(): never {
  throw new CliError(NOT_SIGNED_IN);
}

export function json(value: unknown): string {
  return JSON.stringify(value, null, 2);
}

export function whoLine(customer: Profile): string {
  return `${fullName(customer)} <${customer.email}> (customer #${customer.id})`;
}

export function profileText(customer: Profile): string {
  return table(['FIELD', 'VALUE'], [
    ['id', String(customer.id)],
    ['email', customer.email],
    ['civility', CIVILITY_NAMES[customer.civility] ?? String(customer.civility)],
    ['firstName', customer.firstName],
    ['lastName', customer.lastName],
    ['birthday', customer.birthday ?? '-'],
    ['newsletter', customer.newsletter ? 'yes' : 'no'],
    ['roles', customer.roles.join(', ')],
  ]);
}

export function addressesText(addresses: readonly Address[]): string {
  if (addresses.length === 0) return 'No address yet (`boutique address add`).';
  return table(
    ['ID', 'DEFAULT', 'LABEL', 'NAME', 'ADDRESS', 'PHONE'],
    addresses.map((address) => [
      String(address.id), address.default ? 'yes' : '', address.label ?? '', `${address.firstName} ${address.lastName}`,
      `${address.street}${address.streetDetails ? `, ${address.streetDetails}` : ''}, ${address.zipCode} ${address.city}, ${address.countryIsoCode2}`,
      address.phoneNumber,
    ]),
  );
}

export function addressDone(verb: string, address: Address): string {
  return `Address #${address.id} ${verb}: ${addressLine(address)}${address.default ? ' (default)' : ''}`;
}

export function cardsText(cards: readonly Card[]): string {
  if (cards.length === 0) return 'No saved card.';
  return table(['ID', 'CARD', 'HOLDER'], cards.map((card) => [String(card.id), cardLabel(card), card.holder]));
}
