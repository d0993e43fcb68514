import type { OutboxMail } from '../../../src/domain/mail/outbox-mail';
import type { StoreId } from '../../../src/domain/store/stores';
import type { Question, Task } from '../../support/actor';
import { TheLastCommand } from '../../support/tasks/cli-tasks';
import { UseTheCli } from '../../support/use-the-cli';

/** `boutique newsletter subscribe EMAIL` in a store. */
export const SubscribeToTheNewsletter = {
  with: (email: string, storeId: StoreId): Task => async (actor) => {
    await actor.abilityTo(UseTheCli).run('--store', storeId, 'newsletter', 'subscribe', email);
  },
};

/** `boutique newsletter unsubscribe EMAIL [--link URL]`. */
export const UnsubscribeFromTheNewsletter = {
  with: (email: string, storeId: StoreId, link?: string): Task => async (actor) => {
    await actor.abilityTo(UseTheCli).run('--store', storeId, 'newsletter', 'unsubscribe', email, ...(link ? ['--link', link] : []));
  },
};

/** `boutique newsletter status EMAIL` (the answer depends on who asks). */
export const LookUpTheSubscription = {
  of: (email: string, storeId: StoreId): Task => async (actor) => {
    await actor.abilityTo(UseTheCli).run('--store', storeId, 'newsletter', 'status', email);
  },
};

/** `boutique outlet access EMAIL`. */
export const AskForTheOutlet = {
  with: (email: string, storeId: StoreId): Task => async (actor) => {
    await actor.abilityTo(UseTheCli).run('--store', storeId, 'outlet', 'access', email);
  },
};

/** `boutique outbox --to EMAIL --dir DIR`: the mails of the shop under test. */
export const ReadTheMailsOf = {
  address: (email: string, directory: string): Task => async (actor) => {
    await actor.abilityTo(UseTheCli).run('--json', 'outbox', '--to', email, '--dir', directory);
  },
};

export const TheMails: Question<OutboxMail[]> = (actor) => JSON.parse(TheLastCommand(actor).stdout) as OutboxMail[];
