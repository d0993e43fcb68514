/** What shoppers and customer service do with the tunnel and the orders from the terminal, and what it shows. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Balance } from '../../../src/application/ports/orders-api';
import type { Address } from '../../../src/domain/accounts/address';
import type { Card } from '../../../src/domain/accounts/card';
import type { Order, OrderSummary } from '../../../src/domain/orders/order';
import type { RelayPoint } from '../../../src/domain/orders/relay-point';
import type { Question, Task } from '../../support/actor';
import { TheLastCommand } from '../../support/tasks/cli-tasks';
import { UseTheCli } from '../../support/use-the-cli';
import type { Article } from '../../basket/support/basket-oracle';

const cli = (actor: Parameters<Task>[0]) => actor.abilityTo(UseTheCli);

/** Any future expiry and any 3 digits do for the sandbox's test cards. */
const EXPIRY = '12/30';
const CVC = '123';

export const PutInTheBasket = (quantity: number, article: Article): Task => async (actor) => {
  await cli(actor).run('--json', 'basket', 'add', String(article.product.id), String(article.size.id), '--qty', String(quantity));
};

export const LookAtTheBasket: Task = async (actor) => {
  await cli(actor).run('--json', 'basket', 'show');
};

/** Home delivery to the first address of the book (the default one), with the first carrier that fits. */
export const DeliverToTheFirstAddress: Task = async (actor) => {
  await cli(actor).run('--json', 'address', 'list');
  const [first] = JSON.parse(TheLastCommand(actor).stdout) as Address[];
  if (!first) throw new Error(`${actor.name} has no address`);
  await cli(actor).run('--json', 'checkout', 'shipping', '--address', String(first.id));
};

export const LookForRelayPoints = (postcode: string): Task => async (actor) => {
  await cli(actor).run('--json', 'checkout', 'relays', '--zip', postcode);
};

export const DeliverToTheRelayPoint = (relayPointId: string): Task => async (actor) => {
  await cli(actor).run('--json', 'checkout', 'shipping', '--relay', relayPointId);
};

/** A new card: its number on stdin, as a careful agent types it (never in the shell's history). */
export const PayWithTheCard = (number: string, challengeCode?: string): Task => async (actor) => {
  const code = challengeCode === undefined ? [] : ['--3ds-code', challengeCode];
  await cli(actor).runPiping(`${number}\n`, '--json', 'checkout', 'pay', '--method', 'card', '--expiry', EXPIRY, '--cvc', CVC, ...code, '--accept-terms');
};

export const PayWithTheCardKept = (number: string): Task => async (actor) => {
  await cli(actor).runPiping(`${number}\n`, '--json', 'checkout', 'pay', '--method', 'card', '--expiry', EXPIRY, '--cvc', CVC, '--save-card', '--accept-terms');
};

export const PayWithTheSavedCard = (cardId: number): Task => async (actor) => {
  await cli(actor).run('--json', 'checkout', 'pay', '--method', 'card', '--card', String(cardId), '--accept-terms');
};

export const PayWithPaypal = (answer: 'approve' | 'cancel'): Task => async (actor) => {
  await cli(actor).run('--json', 'checkout', 'pay', '--method', 'paypal', '--paypal', answer, '--accept-terms');
};

export const ListTheCards: Task = async (actor) => {
  await cli(actor).run('--json', 'card', 'list');
};

export const PayBy = (method: 'transfer' | 'cheque' | 'balance'): Task => async (actor) => {
  await cli(actor).run('--json', 'checkout', 'pay', '--method', method, '--accept-terms');
};

export const ShowTheOrder = (orderId: number): Task => async (actor) => {
  await cli(actor).run('--json', 'orders', 'show', String(orderId));
};

export const LookAtTheVouchers: Task = async (actor) => {
  await cli(actor).run('--json', 'vouchers');
};

export const ListTheOrders: Task = async (actor) => {
  await cli(actor).run('--json', 'orders', 'list');
};

/** `orders bill|purchase-order ID --out F` into a fresh directory; the file's path is in the output. */
export const DownloadThe = (document: 'bill' | 'purchase-order', orderId: number): Task => async (actor) => {
  const out = join(mkdtempSync(join(tmpdir(), 'boutique-documents-')), `${document}.pdf`);
  await cli(actor).run('--json', 'orders', document, String(orderId), '--out', out);
};

export const OnTheOrder = (action: 'ship' | 'deliver' | 'mark-paid' | 'cancel', orderId: number, ...options: string[]): Task => async (actor) => {
  await cli(actor).run('--json', 'admin', 'order', action, String(orderId), ...options);
};

const output = <T>(actor: Parameters<Question<T>>[0]): T => {
  const last = TheLastCommand(actor);
  if (last.stdout.trim() === '') throw new Error(`boutique ${last.args.join(' ')} printed nothing (exit ${last.exitCode}): ${last.stderr}`);
  return JSON.parse(last.stdout) as T;
};

/** `checkout pay --json`: the order and where it stands (`paid`, `awaiting_payment`, `failed`…). */
export const ThePayment: Question<{ status: string; order: Order; code?: string; message?: string }> = output;
export const TheOrderShown: Question<Order> = output;
export const TheOrdersListed: Question<{ inProgress: OrderSummary[]; finished: OrderSummary[] }> = output;
export const TheRelayPointsFound: Question<RelayPoint[]> = output;
export const TheBasketShown: Question<{ lines: { info: { id: number }; size: { id: number }; quantity: number }[] }> = output;
export const TheCardsListed: Question<Card[]> = output;
export const TheBalanceShown: Question<Balance> = output;
export const TheDocumentSaved: Question<{ file: string; fileName: string; bytes: number }> = output;
