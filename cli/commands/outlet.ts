import type { Command } from 'commander';
import { resolve } from '../../src/adapters/container/bind';
import { REQUEST_OUTLET_ACCESS } from '../../src/adapters/container/newsletter-tokens';
import { CliError, type CommandContext } from '../cli-context';
import { problemText } from './newsletter';

/**
 * `boutique outlet access EMAIL`: does the address open the store's outlet (customers and the
 * store's newsletter subscribers do)? Granted: one line, and the signed pass is kept in the
 * profile's cookies like a browser's. Refused: the shop's message, exit 1.
 */
export function registerOutletCommand(program: Command, context: () => CommandContext): void {
  const outlet = program.command('outlet').description("the store's outlet: who may enter");
  outlet
    .command('access')
    .description('check an address against the outlet rule (customers and newsletter subscribers of the store); keeps the outlet cookie on success')
    .argument('<email>', 'the address')
    .action(async (email: string) => {
      const { container, options: global, output } = context();
      const result = await resolve(container(), REQUEST_OUTLET_ACCESS).execute(email);
      if (result.kind === 'refused') {
        const problem = result.code === 422 && (result.message === 'email-required' || result.message === 'email-invalid') ? result.message : null;
        throw new CliError(problem ? problemText(email, problem) : `Outlet refused for ${email.trim().toLowerCase()}: ${result.message} (${result.code})`);
      }
      output.out(global.json ? JSON.stringify({ email: result.email, store: global.storeId, access: true }) : `Outlet open for ${result.email} (${global.storeId})`);
    });
}
