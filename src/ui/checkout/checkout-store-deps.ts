import type { Basket } from '../../domain/basket/basket';
import type { Card } from '../../domain/accounts/card';
import type { CheckoutUseCases, OrdersUseCases } from './checkout-services';

/** What the tunnel's stores need from the page: the use cases, the basket, the session. */
export interface CheckoutStoreDeps {
  useCases: () => Promise<CheckoutUseCases & OrdersUseCases>;
  /** The page's basket (BasketStore): the use cases answer with the basket they stored. */
  basket: { readonly basket: Basket; adopt(basket: Basket): void };
  auth: { readonly loggedIn: boolean; sessionExpired(): void };
  /** The store's own country: the destination before the shopper chose one. */
  storeCountry: () => string;
  /** The card book's saved cards (the account's use case); signed out: none. */
  listCards: () => Promise<Card[]>;
  /** The stored basket priced again (after the shop refused an order for stock, prices or promotion). */
  refreshBasket: () => Promise<void>;
  report: (error: unknown, context: string) => void;
  now: () => Date;
}

/** Failures the shopper cannot fix are logged for the error reporter, and the page offers a retry. */
export function consoleReport(error: unknown, context: string): void {
  console.error(context, error);
}
