import type { OutboxMail } from '../../../src/domain/mail/outbox-mail';
import type { ProductAlert } from '../../../src/domain/catalogue/product-alert';
import type { StoreId } from '../../../src/domain/store/stores';
import type { Question, Task } from '../actor';
import { UseTheCli } from '../use-the-cli';
import { TheLastCommand } from './cli-tasks';

/** `boutique alert add` in a store. */
export const AskForAStockAlert = {
  on: (productId: number, sizeId: number) => ({
    as: (email: string, storeId: StoreId): Task => async (actor) => {
      await actor.abilityTo(UseTheCli).run('--store', storeId, '--json', 'alert', 'add', String(productId), String(sizeId), '--email', email);
    },
  }),
};

export const ListTheStockAlerts = {
  of: (email: string, storeId: StoreId): Task => async (actor) => {
    await actor.abilityTo(UseTheCli).run('--store', storeId, '--json', 'alert', 'list', '--email', email);
  },
};

/** `boutique outbox --to`: the outbox of the shop under test (its directory), or MAIL_OUTBOX_DIR. */
export const ReadTheOutbox = {
  for: (email: string, directory: string | undefined): Task => async (actor) => {
    await actor.abilityTo(UseTheCli).run('--json', 'outbox', '--to', email, ...(directory ? ['--dir', directory] : []));
  },
};

export const TheAlertsListed: Question<ProductAlert[]> = (actor) => JSON.parse(TheLastCommand(actor).stdout) as ProductAlert[];

export const TheMailsRead: Question<OutboxMail[]> = (actor) => JSON.parse(TheLastCommand(actor).stdout) as OutboxMail[];
