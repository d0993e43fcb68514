import { Option, type Command } from 'commander';
import { ADD_ADDRESS, LIST_ADDRESSES, REMOVE_ADDRESS, SET_DEFAULT_ADDRESS, UPDATE_ADDRESS } from '../../src/adapters/container/accounts-tokens';
import { resolve } from '../../src/adapters/container/bind';
import { CUSTOMER_SESSION_STORE } from '../../src/application/ports/customer-session-store';
import { STORES } from '../../src/domain/store/stores';
import { CliError, type CommandContext, answer } from '../cli-context';
import { addressDone, addressesText, invalid, parseCivility, refused, signedOut, wholeId } from './accounts-output';

interface AddressOptions {
  label?: string;
  civility?: number;
  firstName?: string;
  lastName?: string;
  street?: string;
  streetDetails?: string;
  zipCode?: string;
  city?: string;
  state?: string;
  country?: string;
  phone?: string;
  company?: string;
  default?: boolean;
}

/** The address fields as options (all optional: `add` fills blanks from the profile and the store). */
function addressOptions(command: Command): Command {
  return command
    .option('--label <label>', 'a name for the address ("Maison")')
    .addOption(new Option('--civility <civility>', 'mr, mrs or other').argParser(parseCivility))
    .option('--first-name <name>', 'first name')
    .option('--last-name <name>', 'last name')
    .option('--street <street>', 'number and street')
    .option('--street-details <details>', 'building, floor…')
    .option('--zip-code <code>', 'postal code')
    .option('--city <city>', 'city')
    .option('--state <state>', 'state or province')
    .option('--country <code>', 'ISO country code (FR, ES…)')
    .option('--phone <number>', 'phone number')
    .option('--company <name>', 'company')
    .option('--default', 'make it the default address');
}

function addressInput(options: AddressOptions): Record<string, unknown> {
  return {
    label: options.label, civility: options.civility, firstName: options.firstName, lastName: options.lastName, street: options.street,
    streetDetails: options.streetDetails, zipCode: options.zipCode, city: options.city, state: options.state, countryIsoCode2: options.country,
    phoneNumber: options.phone, company: options.company, default: options.default,
  };
}

/** `address list|add|update|remove|default`: the signed-in customer's address book (SPEC §3, §5). */
export function registerAddressCommand(program: Command, context: () => CommandContext): void {
  const address = program.command('address').description('the address book: list, add, update, remove, default');

  address
    .command('list')
    .description('the addresses, default first')
    .action(async () => {
      const ctx = context();
      const result = await resolve(ctx.container(), LIST_ADDRESSES).execute();
      if (result.kind === 'signed-out') return signedOut();
      answer(ctx, result.addresses, () => addressesText(result.addresses));
    });

  addressOptions(address.command('add').description('add an address (civility and names default to the profile’s, the country to the store’s)')).action(
    async (options: AddressOptions) => {
      const ctx = context();
      const customer = resolve(ctx.container(), CUSTOMER_SESSION_STORE).get()?.customer;
      const input = addressInput(options);
      const result = await resolve(ctx.container(), ADD_ADDRESS).execute({
        ...input,
        civility: options.civility ?? customer?.civility,
        firstName: options.firstName ?? customer?.firstName,
        lastName: options.lastName ?? customer?.lastName,
        countryIsoCode2: options.country ?? STORES[ctx.options.storeId].countryCode,
        default: options.default ?? false,
      });
      switch (result.kind) {
        case 'added':
          return answer(ctx, result.address, () => addressDone('added', result.address));
        case 'invalid':
          return invalid(result.key);
        case 'refused':
          return refused(result);
        case 'signed-out':
          return signedOut();
      }
    },
  );

  addressOptions(address.command('update').description('change some fields of an address').argument('<addressId>', 'address id', wholeId('an address id'))).action(
    async (addressId: number, options: AddressOptions) => {
      const ctx = context();
      const result = await resolve(ctx.container(), UPDATE_ADDRESS).execute({ id: addressId, change: addressInput(options) });
      switch (result.kind) {
        case 'updated':
          return answer(ctx, result.address, () => addressDone('updated', result.address));
        case 'not-found':
          throw new CliError(`Address ${addressId} not found (404)`);
        case 'invalid':
          return invalid(result.key);
        case 'refused':
          return refused(result);
        case 'signed-out':
          return signedOut();
      }
    },
  );

  address
    .command('remove')
    .description('delete an address (not the last one)')
    .argument('<addressId>', 'address id', wholeId('an address id'))
    .action(async (addressId: number) => {
      const ctx = context();
      const result = await resolve(ctx.container(), REMOVE_ADDRESS).execute(addressId);
      switch (result.kind) {
        case 'removed':
          return answer(ctx, { removed: addressId, addresses: result.addresses }, () => `Address #${addressId} removed`);
        case 'not-found':
          throw new CliError(`Address ${addressId} not found (404)`);
        case 'last-address':
          return refused({ message: result.message, code: 409 });
        case 'signed-out':
          return signedOut();
      }
    });

  address
    .command('default')
    .description('make an address the default one')
    .argument('<addressId>', 'address id', wholeId('an address id'))
    .action(async (addressId: number) => {
      const ctx = context();
      const result = await resolve(ctx.container(), SET_DEFAULT_ADDRESS).execute(addressId);
      switch (result.kind) {
        case 'updated':
          return answer(ctx, result.address, () => addressDone('is now the default', result.address));
        case 'not-found':
          throw new CliError(`Address ${addressId} not found (404)`);
        case 'signed-out':
          return signedOut();
      }
    });
}
