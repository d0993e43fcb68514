import { Option, type Command } from 'commander';
import { resolve } from '../../src/adapters/container/bind';
import { COMPLETE_PAYMENT, FINISH_CHECKOUT, PLACE_ORDER } from '../../src/adapters/container/checkout-tokens';
import { CUSTOMER_SESSION_STORE } from '../../src/application/ports/customer-session-store';
import type { MissingChoice } from '../../src/domain/basket/order-request';
import { PAYMENT_METHODS, type Order, type PaymentMethod } from '../../src/domain/orders/order';
import { PAYMENT_FAILED } from '../../src/domain/payments/payment-codes';
import { STORES } from '../../src/domain/store/stores';
import { CliError, answer, type CommandContext } from '../cli-context';
import { signedOut, wholeId } from './accounts-output';
import { orderText } from './checkout-output';
import { parseExpiry, SandboxPayer, type NewCard, type PayerStep } from './sandbox-payer';

const MISSING: Record<MissingChoice, string> = {
  lines: 'The basket is empty (`boutique basket add`).',
  total: 'The basket has not been priced yet: `boutique basket show`, then pay.',
  delivery: 'Choose where to deliver first (`boutique checkout shipping --address ID | --relay ID`).',
  carrier: 'Choose a carrier first (`boutique checkout shipping … --carrier ID`).',
  'carrier-mismatch': 'The carrier does not fit the delivery (relay carriers go to relay points): choose another with `boutique checkout shipping`.',
  terms: 'Accept the terms of sale with --accept-terms.',
  'card-with-method': '--card goes with --method card or instalments4 only.',
};

interface PayOptions {
  method: PaymentMethod;
  card?: number;
  saveCard: boolean;
  expiry?: string;
  cvc?: string;
  holder?: string;
  '3dsCode'?: string;
  paypal: 'approve' | 'cancel';
  acceptTerms: boolean;
  useBalance: boolean;
}

/**
 * `checkout pay`: places the order, then does on the sandbox provider what a shopper does on its
 * pages (card, 3-D Secure code, PayPal) and asks the shop how the payment ended. A new card's
 * number is read from stdin, never from an argument (it would land in the shell's history).
 */
export function registerPayCommand(checkout: Command, context: () => CommandContext): void {
  checkout
    .command('pay')
    .description('place the order and pay it; a new card’s number is read from stdin')
    .addOption(new Option('--method <method>', 'how to pay').choices(PAYMENT_METHODS).makeOptionMandatory())
    .option('--card <id>', 'a saved card (`boutique card list`)', wholeId('a card id'))
    .option('--save-card', 'keep the new card for later', false)
    .option('--expiry <MM/YY>', 'a new card’s expiry')
    .option('--cvc <digits>', 'a new card’s security code')
    .option('--holder <name>', 'the name on a new card (yours by default)')
    .option('--3ds-code <code>', 'the 3-D Secure code, when the bank asks for one')
    .addOption(new Option('--paypal <answer>', 'what to answer on PayPal').choices(['approve', 'cancel']).default('approve'))
    .option('--accept-terms', 'accept the terms of sale (required)', false)
    .option('--use-balance', 'vouchers and credits pay what they can, the method the rest (`boutique vouchers`; when they cover everything use --method balance)', false)
    .action(async (options: PayOptions) => {
      const ctx = context();
      const withCard = options.method === 'card' || options.method === 'instalments4';
      // Everything a new card needs is checked before an order is placed.
      const card = withCard && options.card === undefined && options.acceptTerms ? await newCard(ctx, options) : undefined;
      const placed = await resolve(ctx.container(), PLACE_ORDER).execute({
        payment: {
          method: options.method,
          ...(options.card !== undefined ? { cardId: options.card } : {}),
          ...(card && options.saveCard ? { saveCard: true } : {}),
          ...(options.useBalance && options.method !== 'balance' ? { useBalance: true } : {}),
        },
        acceptTerms: options.acceptTerms,
      });
      switch (placed.kind) {
        case 'signed-out':
          return signedOut();
        case 'incomplete':
          throw new CliError(MISSING[placed.missing]);
        case 'refused':
          throw new CliError(placed.reason === 'invalid' ? placed.message : `${placed.message} (${placed.reason})`);
        case 'confirmed':
          return finish(ctx, placed.order);
        case 'redirect': {
          const step: PayerStep = options.method === 'paypal' ? { kind: 'paypal', approve: options.paypal === 'approve' } : { kind: 'card', card, challengeCode: options['3dsCode'] };
          const paid = await new SandboxPayer(ctx.options.api).pay(placed.url, step);
          if (paid.kind === 'challenge-needed') {
            throw new CliError(`3-D Secure: the bank asks for a code. Run the same command again with --3ds-code CODE (order ${placed.order.reference} awaits payment).`);
          }
          return complete(ctx, placed.order);
        }
      }
    });
}

async function newCard(ctx: CommandContext, options: PayOptions): Promise<NewCard> {
  const [line = ''] = await ctx.stdinLines();
  const number = line.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number)) throw new CliError('Give the new card’s number on stdin (e.g. `echo 4242424242424242 | boutique checkout pay …`), never as an argument; or pay with a saved card (--card ID).');
  const expiry = parseExpiry(options.expiry ?? '');
  if (!expiry) throw new CliError('Give the card’s expiry with --expiry MM/YY.');
  if (!/^\d{3,4}$/.test(options.cvc ?? '')) throw new CliError('Give the card’s security code with --cvc (3 or 4 digits).');
  const customer = resolve(ctx.container(), CUSTOMER_SESSION_STORE).get()?.customer;
  const holder = options.holder?.trim() || (customer ? `${customer.firstName} ${customer.lastName}` : '');
  if (!holder) throw new CliError('Give the name on the card with --holder NAME.');
  return { number, expiryMonth: expiry.month, expiryYear: expiry.year, cvc: options.cvc!, holder };
}

/** The bank return: the shop asks the provider how the payment ended. */
async function complete(ctx: CommandContext, order: Order): Promise<void> {
  const result = await resolve(ctx.container(), COMPLETE_PAYMENT).execute(order.id);
  switch (result.kind) {
    case 'signed-out':
      return signedOut();
    case 'not-found':
      throw new CliError(`Order ${order.reference} not found (404)`);
    case 'pending':
      throw new CliError(`The provider has not settled the payment of order ${order.reference} yet: run \`boutique orders show ${order.id}\` later.`);
    case 'failed': {
      const message = result.message ?? PAYMENT_FAILED;
      answer(ctx, { status: 'failed', code: result.code, message, order: result.order }, () => `Order ${result.order.reference} ${result.order.status}; the basket is kept.`);
      throw new CliError(`${message}${result.code ? ` (code ${result.code})` : ''}`);
    }
    case 'paid':
      return finish(ctx, result.order);
  }
}

/** Step 4: the basket is cleaned once the order is placed; the order is shown. */
async function finish(ctx: CommandContext, order: Order): Promise<void> {
  const finished = await resolve(ctx.container(), FINISH_CHECKOUT).execute(order.id);
  if (finished.kind === 'signed-out') return signedOut();
  const shown = finished.kind === 'not-found' ? order : finished.order;
  const headline =
    shown.status === 'awaiting_payment'
      ? `Order ${shown.reference} placed: it awaits your ${shown.paymentMethod === 'cheque' ? 'cheque' : 'bank transfer'}.`
      : `Order ${shown.reference} ${shown.status === 'paid' ? 'paid' : shown.statusLabel}. Its confirmation may take up to 48 h to show.`;
  answer(ctx, { status: shown.status, order: shown }, () => `${headline}\n\n${orderText(shown, STORES[ctx.options.storeId])}`);
}
