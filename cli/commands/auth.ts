import { Option, type Command } from 'commander';
import { ADD_PENDING_WISH_AFTER_LOGIN, AUTOCONNECT, CHANGE_PASSWORD, FORGOT_PASSWORD, GET_PROFILE, LOGIN, LOGOUT, REGISTER } from '../../src/adapters/container/accounts-tokens';
import { resolve } from '../../src/adapters/container/bind';
import type { AddPendingWishResult } from '../../src/application/wishlist/add-pending-wish-after-login';
import type { CustomerSession } from '../../src/application/ports/customer-session-store';
import { CliError, type CommandContext, answer } from '../cli-context';
import { invalid, json, parseCivility, refused, signedOut, whoLine } from './accounts-output';

/** `boutique autoconnect` takes the token or the whole link of the mail (`…/autoconnect/TOKEN`). */
function linkToken(value: string): string {
  const match = /\/autoconnect\/([^/?#\s]+)/.exec(value);
  return match ? decodeURIComponent(match[1]) : value.trim();
}

/** What a sign-in prints, then the product hearted while signed out joins the favourites. */
async function signedIn(ctx: CommandContext, session: CustomerSession, verb: string): Promise<void> {
  const pending = await resolve(ctx.container(), ADD_PENDING_WISH_AFTER_LOGIN).execute();
  if (ctx.options.json) return ctx.output.out(json({ customer: session.customer, addresses: session.addresses, pendingWish: pending.kind === 'nothing-pending' ? null : pending }));
  const count = session.addresses.length;
  ctx.output.out(`${verb} ${whoLine(session.customer)}, ${count} address${count === 1 ? '' : 'es'}`);
  const line = pendingLine(pending);
  if (line) ctx.output.out(line);
}

function pendingLine(pending: AddPendingWishResult): string | null {
  switch (pending.kind) {
    case 'added':
      return `Product ${pending.wish.product} added to the favourites (hearted while signed out)`;
    case 'already-there':
      return `Product ${pending.productId} is already a favourite`;
    case 'product-not-found':
      return `Product ${pending.productId} could not be added to the favourites: ${pending.message}`;
    case 'failed':
      return `The product hearted while signed out is kept for later: ${pending.message}`;
    default:
      return null;
  }
}

async function firstLine(ctx: CommandContext, what: string): Promise<string> {
  const [line] = await ctx.stdinLines();
  // Nothing piped at all is a usage mistake; an empty line is an empty password, which the rules refuse.
  if (line === undefined) throw new CliError(`Pipe the ${what} on stdin, e.g. \`printf '%s\\n' "$PASSWORD" | boutique …\`.`);
  return line;
}

/**
 * Sign-in commands: `login`, `logout`, `whoami`, `register`, `password change|forgot`,
 * `autoconnect`. Passwords never appear as arguments (shell history, `ps`): they come on stdin.
 */
export function registerAuthCommands(program: Command, context: () => CommandContext): void {
  program
    .command('login')
    .description('sign in; the password comes on stdin (tokens are kept in the profile file); staff: then the code of their authenticator app')
    .argument('<email>', 'the customer’s e-mail address')
    .option('--password-stdin', 'read the password from the first line of stdin (a second line: the staff code)')
    .option('--code <code>', 'staff: the 6-digit code of the authenticator app, or a recovery code (else asked at the terminal)')
    .action(async (email: string, options: { passwordStdin?: boolean; code?: string }) => {
      const ctx = context();
      if (!options.passwordStdin) throw new CliError('Give the password on stdin with --password-stdin (never as an argument).');
      const password = await firstLine(ctx, 'password');
      const [, codeLine] = await ctx.stdinLines();
      const code = options.code ?? (codeLine?.trim() ? codeLine.trim() : undefined);
      const result = await resolve(ctx.container(), LOGIN).execute({ email, password, code, askCode: (message) => ctx.askLine(`${message} `) });
      switch (result.kind) {
        case 'signed-in':
          return signedIn(ctx, result.session, 'Signed in as');
        case 'invalid':
          return invalid(result.key);
        case 'throttled':
          return refused({ message: result.message, code: 429 });
        case 'second-factor-required':
          throw new CliError(`${result.message} Give it with --code CODE (or as the second line of stdin).`);
        case 'refused':
          return refused(result);
      }
    });

  program
    .command('logout')
    .description('sign out: tokens, customer and addresses leave the profile; the basket keeps its lines')
    .action(async () => {
      const ctx = context();
      const result = await resolve(ctx.container(), LOGOUT).execute();
      answer(ctx, { signedOut: true, wasSignedIn: result.wasSignedIn }, () => result.wasSignedIn ? 'Signed out' : 'Not signed in');
    });

  program
    .command('whoami')
    .description('the signed-in customer, as the shop knows them now')
    .action(async () => {
      const ctx = context();
      const result = await resolve(ctx.container(), GET_PROFILE).execute();
      if (result.kind === 'signed-out') return signedOut();
      answer(ctx, result.customer, () => whoLine(result.customer));
    });

  program
    .command('register')
    .description('create an account and sign in; the password comes on the first line of stdin')
    .addOption(new Option('--civility <civility>', 'mr, mrs or other').argParser(parseCivility))
    .option('--first-name <name>', 'first name')
    .option('--last-name <name>', 'last name')
    .option('--email <address>', 'e-mail address (the login)')
    .option('--birthday <date>', 'YYYY-MM-DD')
    .option('--newsletter', 'subscribe to the newsletter', false)
    .option('--password-stdin', 'read the password from stdin (the default)')
    .action(async (options: { civility?: number; firstName?: string; lastName?: string; email?: string; birthday?: string; newsletter: boolean }) => {
      const ctx = context();
      const [password = ''] = await ctx.stdinLines();
      const { civility, firstName, lastName, email, birthday, newsletter } = options;
      const result = await resolve(ctx.container(), REGISTER).execute({ civility, firstName, lastName, email, birthday, newsletter, password });
      switch (result.kind) {
        case 'registered':
          return signedIn(ctx, result.session, 'Registered and signed in as');
        case 'invalid':
          return invalid(result.key);
        case 'refused':
          return refused(result);
      }
    });

  const password = program.command('password').description('change the password (signed in), or ask for a sign-in link by mail');

  password
    .command('change')
    .description('stdin lines: old password, new password, confirmation (the new one again when left out)')
    .option('--after-reset', 'signed in by a forgotten-password link: stdin gives only the new password (and its confirmation)', false)
    .action(async (options: { afterReset: boolean }) => {
      const ctx = context();
      const lines = await ctx.stdinLines();
      const [oldPassword, newPassword, confirmation] = options.afterReset ? ['', ...lines] : lines;
      const change = { oldPassword: oldPassword ?? '', newPassword: newPassword ?? '', confirmation: confirmation ?? newPassword ?? '', afterReset: options.afterReset };
      const result = await resolve(ctx.container(), CHANGE_PASSWORD).execute(change);
      switch (result.kind) {
        case 'changed':
          return answer(ctx, { changed: true }, () => 'Password changed');
        case 'invalid':
          return invalid(result.key);
        case 'refused':
          return refused(result);
        case 'signed-out':
          return signedOut();
      }
    });

  password
    .command('forgot')
    .description('mail a single-use sign-in link (valid 1 hour) if the address has an account')
    .argument('<email>', 'e-mail address')
    .action(async (email: string) => {
      const ctx = context();
      const result = await resolve(ctx.container(), FORGOT_PASSWORD).execute(email);
      if (result.kind === 'invalid-email') return invalid('email-invalid');
      if (result.kind === 'refused') return refused(result);
      answer(ctx, { sent: true }, () => `If ${email.trim().toLowerCase()} has an account, a sign-in link is on its way (\`boutique outbox --to ${email.trim().toLowerCase()}\`)`);
    });

  program
    .command('autoconnect')
    .description('sign in with the link of a forgotten-password mail (the token or the whole link)')
    .argument('<token>', 'the token, or the link …/autoconnect/TOKEN')
    .action(async (token: string) => {
      const ctx = context();
      const result = await resolve(ctx.container(), AUTOCONNECT).execute(linkToken(token));
      switch (result.kind) {
        case 'signed-in':
          return signedIn(ctx, result.session, 'Signed in by link as');
        case 'invalid-link':
          return invalid('autoconnect-invalid');
        case 'refused':
          return refused(result);
      }
    });
}
