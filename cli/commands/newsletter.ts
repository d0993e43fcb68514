import { InvalidArgumentError, Option, type Command } from 'commander';
import { resolve } from '../../src/adapters/container/bind';
import { GET_NEWSLETTER_STATUS, SUBSCRIBE_NEWSLETTER, UNSUBSCRIBE_NEWSLETTER } from '../../src/adapters/container/newsletter-tokens';
import { unsubscribeLinkOf, type NewsletterEmailProblem, type UnsubscribeLink } from '../../src/domain/newsletter/newsletter';
import { STORES, shopName } from '../../src/domain/store/stores';
import { CliError, type CommandContext } from '../cli-context';

const PROBLEMS: Record<NewsletterEmailProblem, string> = {
  'email-required': 'An e-mail address is required.',
  'email-invalid': 'is not a valid e-mail address.',
};

export const problemText = (email: string, problem: NewsletterEmailProblem): string =>
  problem === 'email-required' ? PROBLEMS[problem] : `'${email}' ${PROBLEMS[problem]}`;

function parseLink(value: string): UnsubscribeLink {
  let query: Record<string, string> = {};
  try {
    query = Object.fromEntries(new URL(value).searchParams);
  } catch {
    // Not a URL: refused below.
  }
  const link = unsubscribeLinkOf(query);
  if (!link) throw new InvalidArgumentError('expected the unsubscribe link of a newsletter mail (…/unsubscribe?email=…&expires=…&signature=…).');
  return link;
}

interface LinkOptions {
  link?: UnsubscribeLink;
  expires?: string;
  signature?: string;
}

function withLinkOptions(command: Command): Command {
  return command
    .addOption(new Option('--link <url>', 'the unsubscribe link of a newsletter mail (meta.unsubscribeUrl in `boutique outbox`)').argParser(parseLink))
    .addOption(new Option('--expires <seconds>', "the link's expiry (with --signature)").conflicts('link'))
    .addOption(new Option('--signature <signature>', "the link's signature (with --expires)").conflicts('link'));
}

function linkFrom(email: string, options: LinkOptions): UnsubscribeLink | undefined {
  if (options.link) {
    if (options.link.email.trim().toLowerCase() !== email.trim().toLowerCase()) throw new CliError(`The link is for ${options.link.email}, not ${email}.`);
    return options.link;
  }
  if (options.expires === undefined && options.signature === undefined) return undefined;
  const link = unsubscribeLinkOf({ email, expires: options.expires, signature: options.signature });
  if (!link) throw new CliError('A signed link needs both --expires SECONDS and --signature SIGNATURE, as in the mail.');
  return link;
}

/**
 * `boutique newsletter subscribe|unsubscribe|status EMAIL` in the chosen store (SPEC §7): one line
 * each; a refusal (invalid address, forged link, an address the caller may not see, throttling)
 * prints the shop's message with its status and exits 1.
 */
export function registerNewsletterCommand(program: Command, context: () => CommandContext): void {
  const newsletter = program.command('newsletter').description("the store's newsletter: subscribe, unsubscribe, status of an address");

  newsletter
    .command('subscribe')
    .description("subscribe an address to the store's newsletter (a welcome mail carries its one-click unsubscribe link)")
    .argument('<email>', 'the address')
    .action(async (email: string) => {
      const { container, options: global, output } = context();
      const result = await resolve(container(), SUBSCRIBE_NEWSLETTER).execute(email);
      if (result.kind === 'invalid') throw new CliError(problemText(email, result.problem));
      if (result.kind === 'refused') throw new CliError(`${result.message} (${result.code})`);
      const store = shopName(STORES[global.storeId]);
      output.out(global.json ? JSON.stringify({ email: result.email, store: global.storeId, subscribed: true }) : `Subscribed ${result.email} to the ${store} newsletter (${global.storeId}); changes take up to 48 h`);
    });

  withLinkOptions(
    newsletter
      .command('unsubscribe')
      .description('unsubscribe an address: at once with the mail\'s link (--link) or as its signed-in owner; otherwise the shop mails it a confirmation link')
      .argument('<email>', 'the address'),
  ).action(async (email: string, options: LinkOptions) => {
    const { container, options: global, output } = context();
    const result = await resolve(container(), UNSUBSCRIBE_NEWSLETTER).execute(email, linkFrom(email, options));
    switch (result.kind) {
      case 'invalid':
        throw new CliError(problemText(email, result.problem));
      case 'refused':
        throw new CliError(`${result.message} (${result.code})`);
      case 'unsubscribed':
        return output.out(global.json ? JSON.stringify({ email: result.email, store: global.storeId, subscribed: false }) : `Unsubscribed ${result.email} from the ${global.storeId} newsletter; changes take up to 48 h`);
      case 'confirmation-sent':
        return output.out(global.json ? JSON.stringify({ email: result.email, store: global.storeId, confirmationSent: true }) : `No proof of the address: if ${result.email} is subscribed, it was mailed a link to confirm`);
    }
  });

  withLinkOptions(
    newsletter
      .command('status')
      .description("whether an address receives the store's newsletter (its signed-in owner, a mail's link, or support staff)")
      .argument('<email>', 'the address'),
  ).action(async (email: string, options: LinkOptions) => {
    const { container, options: global, output } = context();
    const result = await resolve(container(), GET_NEWSLETTER_STATUS).execute(email, linkFrom(email, options));
    if (result.kind === 'refused') throw new CliError(result.code === 422 ? problemText(email, result.message as NewsletterEmailProblem) : `${result.message} (${result.code})`);
    output.out(global.json ? JSON.stringify({ email: result.email, store: global.storeId, subscribed: result.subscribed }) : `${result.email}: ${result.subscribed ? 'subscribed' : 'not subscribed'} (${global.storeId})`);
  });
}
