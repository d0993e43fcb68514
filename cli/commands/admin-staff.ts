/** `boutique admin staff list|grant|revoke|reset-second-factor` (issues 32, 36; role admin): who holds which staff role, and a lost authenticator. */
import type { Command } from 'commander';
import { resolve } from '../../src/adapters/container/bind';
import { CHANGE_STAFF_ROLE, LIST_STAFF, RESET_STAFF_SECOND_FACTOR } from '../../src/adapters/container/merchandise-tokens';
import { STAFF_ROLES } from '../../src/domain/auth/roles';
import { CliError, answer, type CommandContext } from '../cli-context';
import { adminFailed } from './admin-output';
import { staffText } from './merchandise-output';

export function registerAdminStaffCommand(admin: Command, context: () => CommandContext): void {
  const staff = admin.command('staff').description(`who holds which staff role (${STAFF_ROLES.join(', ')}): list, grant, revoke, reset-second-factor (role admin)`);

  staff
    .command('reset-second-factor')
    .description('a lost authenticator: the account’s second factor and every session end; it enrols again at its next sign-in')
    .argument('<email>', 'the account’s e-mail address')
    .action(async (email: string) => {
      const ctx = context();
      const result = await resolve(ctx.container(), RESET_STAFF_SECOND_FACTOR).execute(email);
      if (result.kind !== 'done') return adminFailed(result, `No open account for ${email}`, 'admin');
      answer(ctx, { email: result.email, hadSecondFactor: result.hadSecondFactor }, () => `${result.email}: ${result.hadSecondFactor ? 'second factor reset' : 'had no second factor'}; its sessions ended`);
    });

  staff
    .command('list')
    .description('accounts holding a staff role, with all their roles')
    .action(async () => {
      const ctx = context();
      const result = await resolve(ctx.container(), LIST_STAFF).execute();
      if (result.kind !== 'found') return adminFailed(result, 'The shop has no staff route: is it an older version?', 'admin');
      answer(ctx, result.staff, () => staffText(result.staff));
    });

  for (const [verb, grant] of [['grant', true], ['revoke', false]] as const) {
    staff
      .command(verb)
      .description(grant ? 'give an account a staff role (from its next call)' : 'take a staff role back, at once (never the last admin’s)')
      .argument('<email>', 'the account’s e-mail address')
      .argument('<role>', STAFF_ROLES.join(', '))
      .action(async (email: string, role: string) => {
        const ctx = context();
        const result = await resolve(ctx.container(), CHANGE_STAFF_ROLE).execute({ email, role, grant });
        if (result.kind === 'invalid') throw new CliError(result.message);
        if (result.kind !== 'done') return adminFailed(result, `No open account for ${email}`, 'admin');
        const { member, changed } = result.change;
        const said = changed ? `${grant ? 'Granted' : 'Revoked'} ${role} ${grant ? 'to' : 'from'} ${member.email}` : `${member.email} ${grant ? 'already holds' : 'does not hold'} ${role}`;
        answer(ctx, result.change, () => `${said}: ${member.roles.join(', ')}`);
      });
  }
}
