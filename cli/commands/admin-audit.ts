/**
 * `boutique admin audit` (role admin): the staff audit log, newest first; `boutique admin act-as`
 * (role support): a customer's session for one of their orders, kept in a profile of its own so
 * the agent runs customer commands with `--profile`; `boutique account access-log`: the
 * customer's list of those sessions (issue 36).
 */
import path from 'node:path';
import type { Command } from 'commander';
import { AUTH_TOKEN_STORE } from '../../src/application/ports/auth-token-store';
import { resolve } from '../../src/adapters/container/bind';
import { ACT_AS_CUSTOMER, LIST_SUPPORT_ACCESSES, READ_AUDIT_LOG } from '../../src/adapters/container/audit-tokens';
import type { AuditEntry, SupportAccess } from '../../src/domain/audit/audit-log';
import { CliError, answer, type CommandContext, type CreateContainer } from '../cli-context';
import { signedOut, wholeId } from './accounts-output';
import { adminFailed } from './admin-output';

const moment = (iso: string) => iso.replace('T', ' ').replace(/\.\d+Z$/, 'Z');

const compact = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

export function auditText(entries: readonly AuditEntry[]): string {
  if (entries.length === 0) return 'No audit entry matches.';
  return entries
    .map((entry) => {
      const who = entry.actingFor === null ? entry.actor.email : `${entry.actor.email} as customer #${entry.actingFor}`;
      const target = Object.entries(entry.target).map(([name, value]) => `${name}=${value}`).join(' ');
      const changes = [entry.before !== null ? `before ${compact(entry.before)}` : '', entry.after !== null ? `after ${compact(entry.after)}` : ''].filter(Boolean).join('  ');
      return [`#${entry.id}  ${moment(entry.at)}  ${who}  from ${entry.ip}`, `  ${entry.action} ${target}`.trimEnd() + `  → ${entry.status}`, changes ? `  ${changes}` : ''].filter(Boolean).join('\n');
    })
    .join('\n');
}

export function accessLogText(accesses: readonly SupportAccess[]): string {
  if (accesses.length === 0) return 'Customer support never opened your account.';
  return accesses.map((access) => `${moment(access.openedAt)}  customer support opened your account for order ${access.orderId}: ${access.reason}`).join('\n');
}

export function registerAdminAuditCommands(admin: Command, context: () => CommandContext, createContainer: CreateContainer): void {
  admin
    .command('audit')
    .description('the staff audit log, newest first: who did what, when, from where (role admin)')
    .option('--actor <email>', 'only this staff member’s (part of the e-mail address)')
    .option('--action <text>', 'only actions containing this text (e.g. promotions, "POST /api/v5/admin/staff")')
    .option('--since <date>', 'from this day (YYYY-MM-DD) or moment (ISO 8601)')
    .option('--until <date>', 'to this day included (YYYY-MM-DD) or this moment')
    .option('--max <n>', 'at most this many entries (default 200)', wholeId('a count'))
    .action(async (options: { actor?: string; action?: string; since?: string; until?: string; max?: number }) => {
      const ctx = context();
      const result = await resolve(ctx.container(), READ_AUDIT_LOG).execute(options);
      if (result.kind === 'invalid') throw new CliError(result.message);
      if (result.kind !== 'found') return adminFailed(result, 'The shop has no audit log: is it an older version?', 'admin');
      answer(ctx, { entries: result.entries, nextCursor: result.nextCursor }, () => auditText(result.entries));
    });

  admin
    .command('act-as')
    .description('open a customer’s session for one of their orders, with a reason (role support): 15 minutes, audited, shown to the customer')
    .argument('<email>', 'the customer’s e-mail address')
    .requiredOption('--order <id>', 'the customer’s order the session is for', wholeId('an order id'))
    .requiredOption('--reason <text>', 'why: the customer reads it in their account')
    .option('--into <file>', 'the profile file the customer’s session is kept in (default: act-as.json beside the current profile)')
    .action(async (email: string, options: { order: number; reason: string; into?: string }) => {
      const ctx = context();
      const result = await resolve(ctx.container(), ACT_AS_CUSTOMER).execute({ customer: email, orderId: options.order, reason: options.reason });
      if (result.kind === 'invalid') throw new CliError(result.message);
      if (result.kind !== 'opened') return adminFailed(result, `No open customer account for ${email}`);
      const { session } = result;
      const into = options.into ?? path.join(path.dirname(ctx.options.profilePath), 'act-as.json');
      if (path.resolve(into) === path.resolve(ctx.options.profilePath)) throw new CliError('--into: choose another profile file than your own.');
      const customer = createContainer({ api: ctx.options.api, storeId: ctx.options.storeId, profilePath: into });
      resolve(customer, AUTH_TOKEN_STORE).save({ accessToken: session.token, refreshToken: null, strategy: 'customLocal' });
      answer(ctx, { ...session, token: undefined, profile: into }, () =>
        `Session opened as ${session.customer.firstName} ${session.customer.lastName} <${session.customer.email}> for order ${session.orderId}, until ${moment(session.expiresAt)}.\n`
        + `Everything done in it is audited; the password, e-mail, second factor and cards stay out of reach.\n`
        + `Run customer commands with: --profile ${into}`);
    });
}

export function registerAccountAccessLogCommand(account: Command, context: () => CommandContext): void {
  account
    .command('access-log')
    .description('when customer support opened your account, for which order and why')
    .action(async () => {
      const ctx = context();
      const result = await resolve(ctx.container(), LIST_SUPPORT_ACCESSES).execute();
      if (result.kind === 'signed-out') return signedOut();
      answer(ctx, result.accesses, () => accessLogText(result.accesses));
    });
}
