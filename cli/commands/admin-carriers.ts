/**
 * `boutique admin carriers list|show|price|delay|enable|disable|cutoff|history` and `boutique admin
 * delivery threshold <store> <euros>` (issue 34, role merchandiser or admin): the delivery terms.
 * Every change is live on the shop's next basket answer.
 */
import type { Command } from 'commander';
import { resolve } from '../../src/adapters/container/bind';
import {
  CHANGE_CARRIER_OFFER, LIST_DELIVERY_HISTORY, LIST_DELIVERY_TERMS, SET_CARRIER_CUTOFF, SET_FREE_SHIPPING_THRESHOLD, SHOW_CARRIER,
} from '../../src/adapters/container/delivery-tokens';
import type { CarrierResult, Invalid, OfferVerb } from '../../src/application/merchandise/delivery-terms';
import { STORE_IDS } from '../../src/domain/store/stores';
import { CliError, answer, type CommandContext } from '../cli-context';
import { wholeId } from './accounts-output';
import { adminFailed } from './admin-output';
import { carrierText, carriersText, historyText, thresholdsText } from './delivery-output';

function shown(ctx: CommandContext, result: CarrierResult | Invalid, key: string, said: string): void {
  if (result.kind === 'invalid') throw new CliError(result.message);
  if (result.kind !== 'done') return adminFailed(result, `No carrier ${key}`, 'merchandiser');
  answer(ctx, result.carrier, () => `${said}\n\n${carrierText(result.carrier)}`);
}

export function registerAdminCarriersCommands(admin: Command, context: () => CommandContext): void {
  const carriers = admin.command('carriers').description('delivery terms: carriers per country with prices, delays, cut-off (role merchandiser)');

  carriers
    .command('list')
    .description('every carrier with its countries and prices, and every store’s free-shipping threshold')
    .action(async () => {
      const ctx = context();
      const result = await resolve(ctx.container(), LIST_DELIVERY_TERMS).execute();
      if (result.kind !== 'found') return adminFailed(result, 'The shop has no delivery terms route: is it an older version?', 'merchandiser');
      answer(ctx, result.terms, () => carriersText(result.terms));
    });

  carriers
    .command('show')
    .description('one carrier: price, delay, own threshold, state and relay network per country')
    .argument('<carrier>', 'carrier code (colipost_home…) or id')
    .action(async (key: string) => {
      const ctx = context();
      const result = await resolve(ctx.container(), SHOW_CARRIER).execute(key);
      if (result.kind !== 'done') return adminFailed(result, `No carrier ${key}`, 'merchandiser');
      answer(ctx, result.carrier, () => carrierText(result.carrier));
    });

  const offer = (verb: OfferVerb, ctx: CommandContext, input: { carrier: string; country: string; value?: string; days?: string; freeFrom?: string }, said: string) =>
    resolve(ctx.container(), CHANGE_CARRIER_OFFER).execute({ ...input, verb }).then((result) => shown(ctx, result, input.carrier, said));

  carriers
    .command('price')
    .description('a carrier’s price in a country (euros, with duty); a new country needs --days')
    .argument('<carrier>', 'carrier code or id')
    .argument('<country>', 'country code (FR, ES…)')
    .argument('<euros>', 'price, like 4.90')
    .option('--days <n>', 'delivery delay in working days')
    .option('--free-from <euros>', 'the carrier’s own free-shipping threshold there (wins over the store’s), or `store` for the store’s')
    .action(async (carrier: string, country: string, value: string, options: { days?: string; freeFrom?: string }) => {
      const ctx = context();
      await offer('price', ctx, { carrier, country, value, days: options.days, freeFrom: options.freeFrom }, `Price of ${carrier} in ${country.toUpperCase()}: ${value}`);
    });

  carriers
    .command('delay')
    .description('a carrier’s delivery delay in a country (working days)')
    .argument('<carrier>', 'carrier code or id')
    .argument('<country>', 'country code')
    .argument('<days>', 'working days')
    .action(async (carrier: string, country: string, value: string) => {
      const ctx = context();
      await offer('delay', ctx, { carrier, country, value }, `Delay of ${carrier} in ${country.toUpperCase()}: ${value} working days`);
    });

  for (const verb of ['enable', 'disable'] as const) {
    carriers
      .command(verb)
      .description(verb === 'enable' ? 'offer a carrier in a country again' : 'stop offering a carrier in a country (never a store’s last one)')
      .argument('<carrier>', 'carrier code or id')
      .argument('<country>', 'country code')
      .action(async (carrier: string, country: string) => {
        const ctx = context();
        await offer(verb, ctx, { carrier, country }, `${carrier} ${verb === 'enable' ? 'enabled' : 'disabled'} in ${country.toUpperCase()}`);
      });
  }

  carriers
    .command('cutoff')
    .description('a carrier’s cut-off: orders before it on a working day leave the same day')
    .argument('<carrier>', 'carrier code or id')
    .argument('<time>', 'HH:MM, like 14:00')
    .option('--zone <timeZone>', 'the time zone it is read in (the carrier’s, Europe/Paris at first)')
    .action(async (carrier: string, time: string, options: { zone?: string }) => {
      const ctx = context();
      const result = await resolve(ctx.container(), SET_CARRIER_CUTOFF).execute({ carrier, time, timeZone: options.zone });
      shown(ctx, result, carrier, `Cut-off of ${carrier}: ${time}${options.zone ? ` ${options.zone}` : ''}`);
    });

  carriers
    .command('history')
    .description('who changed the delivery terms, what and when, newest first')
    .option('--limit <n>', 'how many changes (50)', wholeId('a number of changes'))
    .action(async (options: { limit?: number }) => {
      const ctx = context();
      const result = await resolve(ctx.container(), LIST_DELIVERY_HISTORY).execute(options.limit);
      if (result.kind !== 'found') return adminFailed(result, 'No history', 'merchandiser');
      answer(ctx, result.changes, () => historyText(result.changes));
    });

  const delivery = admin.command('delivery').description('delivery terms of a store: the free-shipping threshold (role merchandiser)');
  delivery
    .command('threshold')
    .description('the amount from which shipping is free in a store (euros; a carrier’s own threshold in a country still wins)')
    .argument('<store>', STORE_IDS.join(', '))
    .argument('<euros>', 'amount, like 60 or 59.90')
    .action(async (store: string, euros: string) => {
      const ctx = context();
      const result = await resolve(ctx.container(), SET_FREE_SHIPPING_THRESHOLD).execute({ store, euros });
      if (result.kind === 'invalid') throw new CliError(result.message);
      if (result.kind !== 'done') return adminFailed(result, `No store ${store}`, 'merchandiser');
      answer(ctx, result.store, () => `Free shipping in ${result.store.storeId} from ${(result.store.freeShippingThreshold / 100).toFixed(2)}\n\n${thresholdsText([result.store])}`);
    });
}
