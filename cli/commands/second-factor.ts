/**
 * `boutique account second-factor status|setup|confirm` (issue 36): a staff member enrols an
 * authenticator app — `setup` shows the secret and its otpauth URI, `confirm CODE` enables it and
 * prints the ten recovery codes, once. From then on `boutique login` asks for a code.
 */
import type { Command } from 'commander';
import { resolve } from '../../src/adapters/container/bind';
import { CONFIRM_TOTP_ENROLMENT, SHOW_SECOND_FACTOR, START_TOTP_ENROLMENT } from '../../src/adapters/container/merchandise-tokens';
import type { SecondFactorStatus } from '../../src/application/ports/second-factor-api';
import { answer, type CommandContext } from '../cli-context';
import { adminFailed } from './admin-output';

function statusText(status: SecondFactorStatus): string {
  if (!status.staff && !status.enrolled) return 'No second factor: only staff accounts have one';
  const account = status.enrolled ? `Authenticator app enrolled, ${status.recoveryCodesLeft} recovery code${status.recoveryCodesLeft === 1 ? '' : 's'} left` : status.pending ? 'Waiting for the first code: boutique account second-factor confirm CODE' : 'No second factor yet: boutique account second-factor setup';
  return `${account}\nThis session: ${status.session ?? 'password only (staff tools closed)'}`;
}

export function registerSecondFactorCommands(account: Command, context: () => CommandContext): void {
  const secondFactor = account.command('second-factor').description('staff: the authenticator app every staff role needs (status, setup, confirm)');

  secondFactor
    .command('status')
    .description('enrolled or not, recovery codes left, what this session proved')
    .action(async () => {
      const ctx = context();
      const result = await resolve(ctx.container(), SHOW_SECOND_FACTOR).execute();
      if (result.kind !== 'found') return adminFailed(result, 'The shop has no second factor: is it an older version?');
      answer(ctx, result.status, () => statusText(result.status));
    });

  secondFactor
    .command('setup')
    .description('a new secret for the authenticator app (scan the otpauth URI as a QR code, or type the secret)')
    .action(async () => {
      const ctx = context();
      const result = await resolve(ctx.container(), START_TOTP_ENROLMENT).execute();
      if (result.kind !== 'started') return adminFailed(result, 'The shop has no second factor: is it an older version?');
      const { enrolment } = result;
      answer(ctx, enrolment, () => [`Secret: ${enrolment.secret}`, `URI: ${enrolment.otpauthUri}`, 'Then: boutique account second-factor confirm CODE (the app’s current code)'].join('\n'));
    });

  secondFactor
    .command('confirm')
    .description('enable the authenticator with its current code; prints the 10 single-use recovery codes, once')
    .argument('<code>', 'the 6 digits the app shows')
    .action(async (code: string) => {
      const ctx = context();
      const result = await resolve(ctx.container(), CONFIRM_TOTP_ENROLMENT).execute(code);
      if (result.kind !== 'enrolled') return adminFailed(result, 'The shop has no second factor: is it an older version?');
      answer(ctx, { recoveryCodes: result.recoveryCodes }, () => ['Second factor enabled. Recovery codes (each works once; keep them safe, they are not shown again):', ...result.recoveryCodes].join('\n'));
    });
}
