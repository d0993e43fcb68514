import type { SubscribedAlert } from '../../../src/domain/alerts/alert-link';
import type { ProductAlert } from '../../../src/domain/alerts/product-alert';
import type { OutboxMail } from '../../../src/domain/mail/outbox-mail';
import type { StoreId } from '../../../src/domain/store/stores';
import type { Question, Task } from '../actor';
import { UseTheCli } from '../use-the-cli';
import { TheLastCommand } from './cli-tasks';

/** `boutique alert add` in a store (signed in: an alert of the account); the answer carries the alert's link. */
export const AskForAStockAlert = {
  on: (productId: number, sizeId: number) => ({
    as: (email: string, storeId: StoreId): Task => async (actor) => {
      await actor.abilityTo(UseTheCli).run('--store', storeId, '--json', 'alert', 'add', String(productId), String(sizeId), '--email', email);
    },
  }),
};

/** `boutique alert list`: the signed-in customer's own alerts. */
export const ListMyStockAlerts = {
  in: (storeId: StoreId): Task => async (actor) => {
    await actor.abilityTo(UseTheCli).run('--store', storeId, '--json', 'alert', 'list');
  },
};

/** `boutique alert list --link URL`: the alerts a link of the shop opens (a mail's, a subscription's). */
export const ListTheStockAlerts = {
  openedBy: (link: string) => ({
    in: (storeId: StoreId): Task => async (actor) => {
      await actor.abilityTo(UseTheCli).run('--store', storeId, '--json', 'alert', 'list', '--link', link);
    },
  }),
};

/** `boutique alert list --email --expires --signature`: a link typed part by part. */
export const ListTheStockAlertsWithTheParts = {
  of: (link: { email: string; expires: number; signature: string }) => ({
    in: (storeId: StoreId): Task => async (actor) => {
      await actor.abilityTo(UseTheCli).run('--store', storeId, '--json', 'alert', 'list', '--email', link.email, '--expires', String(link.expires), '--signature', link.signature);
    },
  }),
};

/** `boutique alert remove ID`, signed in or with a link of the shop (`--link URL`). */
export const RemoveTheStockAlert = {
  numbered: (alertId: number) => ({
    in: (storeId: StoreId, link?: string): Task => async (actor) => {
      await actor.abilityTo(UseTheCli).run('--store', storeId, 'alert', 'remove', String(alertId), ...(link ? ['--link', link] : []));
    },
  }),
};

/** `boutique outbox --to`: the outbox of the shop under test (its directory), or MAIL_OUTBOX_DIR. */
export const ReadTheOutbox = {
  for: (email: string, directory: string | undefined): Task => async (actor) => {
    await actor.abilityTo(UseTheCli).run('--json', 'outbox', '--to', email, ...(directory ? ['--dir', directory] : []));
  },
};

export const TheAlertAdded: Question<SubscribedAlert> = (actor) => JSON.parse(TheLastCommand(actor).stdout) as SubscribedAlert;

export const TheAlertsListed: Question<ProductAlert[]> = (actor) => JSON.parse(TheLastCommand(actor).stdout) as ProductAlert[];

export const TheMailsRead: Question<OutboxMail[]> = (actor) => JSON.parse(TheLastCommand(actor).stdout) as OutboxMail[];
