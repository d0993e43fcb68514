/** The forgotten-basket reminder from the terminal and the shop's side: a basket filled while signed in, the sweep, the outbox, support's list. */
import { TtlCache } from '../../../server/cache/ttl-cache';
import { sweepForgottenBaskets } from '../../../server/reminders/reminders-service';
import type { OutboxMail } from '../../../src/domain/mail/outbox-mail';
import type { SentReminder } from '../../../src/domain/basket/sent-reminder';
import type { Question, Task } from '../../support/actor';
import { shopApp, shopNow, shopUrl } from '../../support/shop-server';
import { TheLastCommand } from '../../support/tasks/cli-tasks';
import { UseTheCli } from '../../support/use-the-cli';
import type { Article } from './basket-oracle';

const inProcessShop = () => {
  const app = shopApp();
  if (!app) throw new Error('The reminder scenarios run against an in-process shop (@fresh-shop)');
  return app;
};

const lastJson = <T>(actor: Parameters<Question<T>>[0]): T => {
  const run = TheLastCommand(actor);
  if (run.exitCode !== 0) throw new Error(`${run.args.join(' ')} failed: ${run.stderr}`);
  return JSON.parse(run.stdout) as T;
};

/** In the actor's own profile, where their session is: the shop keeps the basket on their account. */
export const PutInTheBasket = (quantity: number, article: Article): Task => async (actor) => {
  await actor.abilityTo(UseTheCli).run('basket', 'add', String(article.product.id), String(article.size.id), '--qty', String(quantity));
};

export async function sellOut(article: Article): Promise<void> {
  await inProcessShop().db.updateTable('product_sizes').set({ stock: 0 }).where('id', '=', article.size.id).execute();
}

/** `processes` sweeps at the same moment on the shop's database, as that many shop processes would. */
export async function lookForForgottenBaskets(processes: number): Promise<number[]> {
  const app = inProcessShop();
  const deps = () => ({
    db: app.db, cache: new TtlCache(60_000), now: shopNow, mailer: app.mailer, urls: { publicUrl: shopUrl(), storeBaseUrls: {} }, secret: app.secret, afterHours: 24, origin: shopUrl(),
  });
  return Promise.all(Array.from({ length: processes }, () => sweepForgottenBaskets(deps())));
}

export const ReadTheReminders = (email: string): Task => async (actor) => {
  await actor.abilityTo(UseTheCli).run('--json', 'outbox', '--to', email, '--dir', inProcessShop().mailer.outboxDir!);
};
export const TheReminderMails: Question<OutboxMail[]> = (actor) => lastJson<OutboxMail[]>(actor).filter((mail) => mail.kind === 'basket-reminder');

export const ListTheReminders = (email: string): Task => async (actor) => {
  await actor.abilityTo(UseTheCli).run('--json', 'admin', 'reminders', 'list', '--customer', email);
};
export const TheRemindersListed: Question<SentReminder[]> = (actor) => lastJson<{ reminders: SentReminder[] }>(actor).reminders;
