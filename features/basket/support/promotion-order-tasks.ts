/** What a signed-in shopper does to order with a promo code in her store, at the command line (`--store` on every call). */
import type { Address } from '../../../src/domain/accounts/address';
import type { Order } from '../../../src/domain/orders/order';
import type { StoreId } from '../../../src/domain/store/stores';
import type { Actor, Question, Task } from '../../support/actor';
import { TheLastCommand } from '../../support/tasks/cli-tasks';
import { UseTheCli, type CliRun } from '../../support/use-the-cli';
import type { Article } from './basket-oracle';

/** The sandbox's card that is paid at once (any future expiry and any 3 digits do). */
const PAID_CARD = '4242 4242 4242 4242';

const inStore = (actor: Actor, storeId: StoreId, ...args: string[]) => actor.abilityTo(UseTheCli).run('--store', storeId, '--json', ...args);

const ok = (run: CliRun) => {
  if (run.exitCode !== 0) throw new Error(`boutique ${run.args.join(' ')} failed: ${run.stderr}`);
  return run;
};

/** What the shopper was told when she typed the code (null: the code applied), and the order she then placed. */
export interface CodeOrder {
  refusal: string | null;
  order: Order;
}

const orders = new WeakMap<Actor, CodeOrder>();

/** Puts the article in the basket, types the code, has it delivered to her first address and pays by card. */
export const OrderWithTheCode = (quantity: number, article: Article, storeId: StoreId, code: string): Task => async (actor) => {
  ok(await inStore(actor, storeId, 'basket', 'add', String(article.product.id), String(article.size.id), '--qty', String(quantity)));
  const typed = await inStore(actor, storeId, 'basket', 'promo', code);
  const refusal = typed.exitCode === 0 ? null : typed.stderr.trim().replace(/^error: /, '');
  const [first] = JSON.parse(ok(await inStore(actor, storeId, 'address', 'list')).stdout) as Address[];
  if (!first) throw new Error(`${actor.name} has no address`);
  ok(await inStore(actor, storeId, 'checkout', 'shipping', '--address', String(first.id)));
  const paid = ok(await actor.abilityTo(UseTheCli).runPiping(`${PAID_CARD}\n`, '--store', storeId, '--json', 'checkout', 'pay', '--method', 'card', '--expiry', '12/30', '--cvc', '123', '--accept-terms'));
  const { status, order } = JSON.parse(paid.stdout) as { status: string; order: Order };
  if (status !== 'paid') throw new Error(`${actor.name}'s order is ${status}: ${TheLastCommand(actor).stdout}`);
  orders.set(actor, { refusal, order });
};

/** The last order placed with `OrderWithTheCode`, and what the code's answer was. */
export const TheCodeOrder: Question<CodeOrder> = (actor) => {
  const found = orders.get(actor);
  if (!found) throw new Error(`${actor.name} has placed no order with a code`);
  return found;
};
