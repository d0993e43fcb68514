import type { Command } from 'commander';
import { resolve } from '../../src/adapters/container/bind';
import { LIST_PASSKEYS, REMOVE_PASSKEY } from '../../src/adapters/container/passkeys-tokens';
import type { Passkey } from '../../src/domain/auth/passkeys';
import { CliError, type CommandContext, answer } from '../cli-context';
import { table } from '../format/table';
import { signedOut, wholeId } from './accounts-output';

const day = (iso: string | null): string => (iso ? iso.slice(0, 10) : 'never');

export function passkeysText(passkeys: readonly Passkey[]): string {
  if (passkeys.length === 0) return 'No passkey (add one in the shop’s /account/modify-id, in a browser).';
  return table(['ID', 'NAME', 'ADDED', 'LAST USED'], passkeys.map((passkey) => [String(passkey.id), passkey.name, day(passkey.createdAt), day(passkey.lastUsedAt)]));
}

/** `account passkeys [remove ID]`: a terminal cannot make a passkey, it lists and removes them. */
export function registerPasskeyCommands(account: Command, context: () => CommandContext): void {
  const passkeys = account
    .command('passkeys')
    .description('the account’s passkeys (name, added, last used); `remove ID` to remove one')
    .action(async () => {
      const ctx = context();
      const result = await resolve(ctx.container(), LIST_PASSKEYS).execute();
      if (result.kind === 'signed-out') return signedOut();
      answer(ctx, result.passkeys, () => passkeysText(result.passkeys));
    });

  passkeys
    .command('remove')
    .description('remove one of the account’s passkeys: it signs in no more')
    .argument('<passkeyId>', 'passkey id', wholeId('a passkey id'))
    .action(async (passkeyId: number) => {
      const ctx = context();
      const result = await resolve(ctx.container(), REMOVE_PASSKEY).execute(passkeyId);
      if (result.kind === 'signed-out') return signedOut();
      if (result.kind === 'not-found') throw new CliError(`Passkey ${passkeyId} not found (404)`);
      answer(ctx, { removed: passkeyId }, () => `Passkey #${passkeyId} removed`);
    });
}
