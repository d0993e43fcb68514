/**
 * The reminder mail's link (issue 38): the lines of the customer's reminded basket are put back in
 * the basket they have now, once signed in (the link carries no session: nobody else can open
 * the account through it). A line already there keeps its quantity; each added line is priced
 * again by the shop (stock and today's prices).
 */
import type { Basket } from '../../domain/basket/basket';
import { isApiError } from '../ports/api-error';
import type { AuthTokenStore } from '../ports/auth-token-store';
import type { RemindersApi } from '../ports/reminders-api';
import type { AddToBasket } from '../basket/add-to-basket';
import type { LoadBasket } from '../basket/load-basket';
import { asCustomer, isSignedOut, type SignedOut } from '../auth/signed-in';

export type RestoreRemindedBasketResult = { kind: 'restored'; basket: Basket; added: number } | { kind: 'not-found' } | SignedOut;

export class RestoreRemindedBasket {
  constructor(
    private readonly api: RemindersApi,
    private readonly tokens: AuthTokenStore,
    private readonly add: AddToBasket,
    private readonly load: LoadBasket,
  ) {}

  async execute(basketId: number): Promise<RestoreRemindedBasketResult> {
    if (!Number.isSafeInteger(basketId) || basketId <= 0) return { kind: 'not-found' };
    let lines;
    try {
      lines = await asCustomer(this.tokens, () => this.api.remindedLines(basketId));
    } catch (error) {
      if (isApiError(error) && error.isNotFound) return { kind: 'not-found' };
      throw error;
    }
    if (isSignedOut(lines)) return lines;
    let basket = (await this.load.execute()).basket!;
    let added = 0;
    for (const line of lines) {
      if (basket.line(line.productId, line.productSizeId)) continue;
      const result = await this.add.execute({ productId: line.productId, sizeId: line.productSizeId, quantity: line.quantity });
      if ('basket' in result && result.basket) {
        basket = result.basket;
        added += 1;
      }
    }
    return { kind: 'restored', basket, added };
  }
}
