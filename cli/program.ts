import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import type { Container } from 'inversify';
import { isApiError } from '../src/application/ports/api-error';
import { findStore, unknownStoreMessage } from '../src/domain/store/store-directory';
import { DEFAULT_STORE_ID, type StoreId } from '../src/domain/store/stores';
import { CliError, type CliDeps, type CommandContext, type GlobalOptions } from './cli-context';
import { registerBasketCommand } from './commands/basket';
import { registerAccountCommands } from './commands/accounts';
import { registerAddressCommand } from './commands/address';
import { registerAdminCommand } from './commands/admin';
import { registerAlertCommand } from './commands/alerts';
import { registerNewsletterCommand } from './commands/newsletter';
import { registerOutletCommand } from './commands/outlet';
import { registerContactCommand } from './commands/contact';
import { registerRatingCommand } from './commands/ratings';
import { registerAuthCommands } from './commands/auth';
import { registerCheckoutCommand } from './commands/checkout';
import { registerOrdersCommand } from './commands/orders';
import { registerReturnsCommand } from './commands/returns';
import { registerGiftcardCommand } from './commands/giftcards';
import { registerOutboxCommand } from './commands/outbox';
import { registerListingCommand } from './commands/listing';
import { registerProductCommand } from './commands/product';
import { registerRunCommand, ScriptStopped } from './commands/run';
import { registerStoresCommand } from './commands/stores';
import { registerSearchCommand } from './commands/search';
import { registerWishlistCommand } from './commands/wishlist';
import { registerRecentlyCommand } from './commands/recently';

export const DEFAULT_API = 'http://localhost:3000';

function parseStore(value: string): StoreId {
  const store = findStore(value);
  if (!store) throw new InvalidArgumentError(unknownStoreMessage(value));
  return store.id;
}

function parseApi(value: string): string {
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('protocol');
    return value.replace(/\/+$/, '');
  } catch {
    throw new InvalidArgumentError('expected an http(s) URL such as http://localhost:3000.');
  }
}

/**
 * The `boutique` command, runnable in process (tests, Cucumber) as well as from `bin/`. Nothing
 * here touches `process`: output and the container come from `deps`.
 */
export function buildProgram(deps: CliDeps): Command {
  const { output } = deps;
  const program = new Command('boutique')
    .description('Boutique from a terminal: stores, products, basket, accounts and favourites of a running shop')
    .addOption(new Option('--api <url>', 'shop URL').env('BOUTIQUE_API').default(DEFAULT_API).argParser(parseApi))
    .addOption(new Option('--store <id>', 'store id (see `boutique stores`)').default(DEFAULT_STORE_ID).argParser(parseStore))
    .addOption(
      new Option('--profile <file>', 'profile file keeping tokens, cookies and basket')
        .env('BOUTIQUE_PROFILE')
        .default(`${deps.homeDir ?? '~'}/.boutique/profile.json`),
    )
    .option('--json', 'machine-readable output on stdout', false)
    .showSuggestionAfterError()
    .configureOutput({
      writeOut: (text) => output.out(text.replace(/\n$/, '')),
      writeErr: (text) => output.err(text.replace(/\n$/, '')),
    })
    .exitOverride();
  if (deps.version) program.version(deps.version);

  let container: Container | undefined;
  let stdin: Promise<string[]> | undefined;
  const context = (): CommandContext => {
    const raw = program.opts<{ api: string; store: StoreId; profile: string; json: boolean }>();
    const options: GlobalOptions = { api: raw.api, storeId: raw.store, profilePath: raw.profile, json: raw.json };
    return {
      options,
      output,
      container: () => (container ??= deps.createContainer({ api: options.api, storeId: options.storeId, profilePath: options.profilePath })),
      stdinLines: () => (stdin ??= (deps.readStdin?.() ?? Promise.resolve('')).then(stdinLines)),
      askLine: async (question) => (deps.askLine ? deps.askLine(question) : null),
    };
  };

  registerStoresCommand(program, context);
  registerProductCommand(program, context);
  registerSearchCommand(program, context);
  registerBasketCommand(program, context);
  registerAlertCommand(program, context);
  registerNewsletterCommand(program, context);
  registerOutletCommand(program, context);
  registerRatingCommand(program, context);
  registerContactCommand(program, context);
  registerAuthCommands(program, context);
  registerAccountCommands(program, context);
  registerAddressCommand(program, context);
  registerWishlistCommand(program, context);
  registerRecentlyCommand(program, context);
  registerCheckoutCommand(program, context);
  registerOrdersCommand(program, context);
  registerReturnsCommand(program, context);
  registerGiftcardCommand(program, context);
  registerAdminCommand(program, context, deps.createContainer);
  registerOutboxCommand(program, context);
  registerListingCommand(program, context, deps.createContainer);
  registerRunCommand(program, context, (args, lineDeps) => runCli(args, { ...deps, ...lineDeps, insideScript: true }), deps.insideScript ?? false);
  for (const command of program.commands) command.exitOverride().configureOutput(program.configureOutput());
  return program;
}

function stdinLines(text: string): string[] {
  if (text === '') return [];
  return text.replace(/\r?\n$/, '').split(/\r?\n/);
}

/** Runs one command line; returns the exit code. Failures give one line on stderr. */
export async function runCli(args: string[], deps: CliDeps): Promise<number> {
  const program = buildProgram(deps);
  try {
    await program.parseAsync(args, { from: 'user' });
    return 0;
  } catch (error) {
    // Commander already printed usage errors and help.
    if (error instanceof CommanderError) return error.exitCode;
    // `boutique run` stopped at a command that already printed why.
    if (error instanceof ScriptStopped) return error.exitCode;
    deps.output.err(`error: ${describeFailure(error, program.opts<{ api: string }>().api)}`);
    return error instanceof CliError ? error.exitCode : 1;
  }
}

function describeFailure(error: unknown, api: string): string {
  if (isApiError(error)) {
    if (error.isNetworkError) return `cannot reach the shop API at ${api} (${error.message}); is the shop running? Set --api or BOUTIQUE_API.`;
    return `${error.message} (${error.code})`;
  }
  if (error instanceof Error) return error.message.split('\n')[0];
  return String(error);
}
