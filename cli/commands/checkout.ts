import { Option, type Command } from 'commander';
import { resolve } from '../../src/adapters/container/bind';
import { CHOOSE_CARRIER, CHOOSE_RELAY_POINT, CHOOSE_SHIPPING_ADDRESS, FIND_RELAY_POINTS, LIST_CARRIERS } from '../../src/adapters/container/checkout-tokens';
import { BASKET_REPOSITORY } from '../../src/application/ports/basket-repository';
import { KEY_VALUE_STORAGE } from '../../src/application/ports/key-value-storage';
import { carrierFits } from '../../src/domain/basket/order-request';
import { STORES } from '../../src/domain/store/stores';
import { CliError, answer, type CommandContext } from '../cli-context';
import { signedOut, wholeId } from './accounts-output';
import { carriersText, choicesText, relayPointsText } from './checkout-output';
import { registerPayCommand } from './checkout-pay';

/** The last `checkout relays` search, so `checkout shipping --relay ID` finds the point again. */
const RELAY_SEARCH_KEY = 'cli.checkout.relaySearch';

const country = (value: string): string => {
  if (!/^[A-Za-z]{2}$/.test(value)) throw new CliError(`${value} is not a country code (two letters, e.g. FR).`);
  return value.toUpperCase();
};

/**
 * `boutique checkout …`: steps 2 and 3 of the tunnel for the basket of the profile: carriers and
 * relay points of a destination, the delivery choice, and paying (`checkout pay`).
 */
export function registerCheckoutCommand(program: Command, context: () => CommandContext): void {
  const checkout = program.command('checkout').description('deliver and pay the basket: carriers, relays, shipping, pay');

  checkout
    .command('carriers')
    .description('carriers for the destination (the chosen address or relay point, else --country, else the store’s), priced for the basket')
    .addOption(new Option('--country <code>', 'destination country (ISO, two letters)').argParser(country))
    .action(async (options: { country?: string }) => {
      const ctx = context();
      const result = await resolve(ctx.container(), LIST_CARRIERS).execute({ country: options.country });
      if (result.kind === 'not-deliverable') throw new CliError(`${result.message} (${result.country})`);
      answer(ctx, result.carriers, () => carriersText(result.carriers, result.country, STORES[ctx.options.storeId]));
    });

  checkout
    .command('relays')
    .description('relay points near a postcode or a city, nearest first')
    .requiredOption('--zip <postcode>', 'postcode or city (2 characters at least)')
    .addOption(new Option('--country <code>', 'country (the destination by default)').argParser(country))
    .action(async (options: { zip: string; country?: string }) => {
      const ctx = context();
      const result = await resolve(ctx.container(), FIND_RELAY_POINTS).execute({ query: options.zip, country: options.country });
      if (result.kind === 'query-too-short') throw new CliError('Give a postcode or a city of 2 characters at least.');
      if (result.kind === 'failed') throw new CliError(result.message);
      resolve(ctx.container(), KEY_VALUE_STORAGE).setItem(RELAY_SEARCH_KEY, JSON.stringify({ query: result.query, country: result.country }));
      answer(ctx, result.points, () => relayPointsText(result.points, result.query, STORES[ctx.options.storeId]));
    });

  checkout
    .command('shipping')
    .description('deliver to one of your addresses or to a relay point, with a carrier (the first that fits by default)')
    .option('--address <id>', 'an address of your book (`boutique address list`)', wholeId('an address id'))
    .option('--relay <id>', 'a relay point id (`boutique checkout relays --zip Z`)')
    .option('--zip <postcode>', 'where to find the relay point (the last `checkout relays` search by default)')
    .addOption(new Option('--country <code>', 'the relay point’s country').argParser(country))
    .option('--carrier <id>', 'a carrier id (`boutique checkout carriers`)', wholeId('a carrier id'))
    .action(async (options: { address?: number; relay?: string; zip?: string; country?: string; carrier?: number }) => {
      const ctx = context();
      if ((options.address === undefined) === (options.relay === undefined)) throw new CliError('Give either --address ID or --relay ID.');
      if (options.address !== undefined) await chooseAddress(ctx, options.address);
      else await chooseRelay(ctx, options.relay!, options);
      await chooseCarrier(ctx, options.carrier);
      const basket = resolve(ctx.container(), BASKET_REPOSITORY).load();
      const { shippingAddress, relayPoint, carrier } = basket.state;
      answer(ctx, { shippingAddress, relayPoint, carrier, amounts: basket.amounts() }, () => choicesText(basket, STORES[ctx.options.storeId]));
    });

  registerPayCommand(checkout, context);
}

async function chooseAddress(ctx: CommandContext, addressId: number): Promise<void> {
  const result = await resolve(ctx.container(), CHOOSE_SHIPPING_ADDRESS).execute(addressId);
  if (result.kind === 'signed-out') return signedOut();
  if (result.kind === 'not-found') throw new CliError(`Address ${addressId} is not in your address book (\`boutique address list\`).`);
}

async function chooseRelay(ctx: CommandContext, id: string, options: { zip?: string; country?: string }): Promise<void> {
  const storage = resolve(ctx.container(), KEY_VALUE_STORAGE);
  const remembered = readSearch(storage.getItem(RELAY_SEARCH_KEY));
  const query = options.zip ?? remembered?.query;
  if (!query) throw new CliError('Search relay points first (`boutique checkout relays --zip Z`), or give --zip.');
  const result = await resolve(ctx.container(), CHOOSE_RELAY_POINT).execute({ id, query, country: options.country ?? (options.zip ? undefined : remembered?.country) });
  if (result.kind === 'not-found') throw new CliError(`Relay point ${id} is not near ${query} (\`boutique checkout relays --zip ${query}\`).`);
  if (result.kind === 'query-too-short') throw new CliError('Give a postcode or a city of 2 characters at least.');
  if (result.kind === 'failed') throw new CliError(result.message);
}

/** The carrier asked for; else the one chosen before when it still fits; else the first offered that fits. */
async function chooseCarrier(ctx: CommandContext, carrierId: number | undefined): Promise<void> {
  const choose = resolve(ctx.container(), CHOOSE_CARRIER);
  if (carrierId !== undefined) {
    const result = await choose.execute({ carrierId });
    if (result.kind === 'chosen') return;
    if (result.kind === 'not-found') throw new CliError(`Carrier ${carrierId} does not deliver there (\`boutique checkout carriers\`).`);
    if (result.kind === 'wrong-delivery-mode') throw new CliError(`Carrier ${carrierId} does not deliver ${result.mode === 'relay' ? 'to relay points' : 'to an address'}.`);
    throw new CliError(result.message);
  }
  const basket = resolve(ctx.container(), BASKET_REPOSITORY).load();
  const mode = basket.deliveryMode;
  if (!mode || (basket.state.carrier && carrierFits(basket.state.carrier.type, mode))) return;
  const offered = await resolve(ctx.container(), LIST_CARRIERS).execute();
  if (offered.kind === 'not-deliverable') throw new CliError(`${offered.message} (${offered.country})`);
  const first = offered.carriers.find((carrier) => carrierFits(carrier.type, mode));
  if (!first) throw new CliError(`No carrier delivers ${mode === 'relay' ? 'to relay points' : 'to addresses'} in ${offered.country}.`);
  await choose.execute({ carrier: first });
}

function readSearch(text: string | null): { query: string; country?: string } | null {
  try {
    const value = text ? (JSON.parse(text) as { query?: unknown; country?: unknown }) : null;
    return value && typeof value.query === 'string' ? { query: value.query, country: typeof value.country === 'string' ? value.country : undefined } : null;
  } catch {
    return null;
  }
}
