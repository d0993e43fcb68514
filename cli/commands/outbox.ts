import { Option, type Command } from 'commander';
import { resolve } from '../../src/adapters/container/bind';
import { READ_OUTBOX } from '../../src/adapters/container/outbox-tokens';
import type { OutboxMail } from '../../src/domain/mail/outbox-mail';
import type { CommandContext } from '../cli-context';

export const DEFAULT_OUTBOX_DIR = 'data/outbox';

export function mailText(mail: OutboxMail): string {
  return [
    `── ${mail.createdAt}  to ${mail.to}  [${mail.kind}, ${mail.locale}]`,
    `Subject: ${mail.subject}`,
    '',
    mail.text.trimEnd(),
  ].join('\n');
}

/**
 * `boutique outbox`: the mails the shop filed in its outbox (DESIGN decision 9), oldest first.
 * The outbox is a directory beside the shop's data (MAIL_OUTBOX_DIR, else DATA_DIR/outbox): this
 * reads it on the machine the shop runs on.
 */
export function registerOutboxCommand(program: Command, context: () => CommandContext): void {
  program
    .command('outbox')
    .description('read the mails the shop sent (its file outbox), oldest first')
    .option('--to <address>', 'only the mails to this address')
    .option('--last <n>', 'only the last n mails', (value) => Math.max(1, Number.parseInt(value, 10) || 1))
    .addOption(new Option('--dir <directory>', 'the outbox directory (the shop\'s MAIL_OUTBOX_DIR or DATA_DIR/outbox)').env('MAIL_OUTBOX_DIR').default(DEFAULT_OUTBOX_DIR))
    .action(async (options: { to?: string; last?: number; dir: string }) => {
      const { container, options: global, output } = context();
      const all = await resolve(container(), READ_OUTBOX).execute({ location: options.dir, to: options.to });
      const mails = options.last ? all.slice(-options.last) : all;
      if (global.json) return output.out(JSON.stringify(mails, null, 2));
      if (mails.length === 0) return output.out(options.to ? `No mail to ${options.to} in ${options.dir}` : `No mail in ${options.dir}`);
      output.out(mails.map(mailText).join('\n\n'));
    });
}
