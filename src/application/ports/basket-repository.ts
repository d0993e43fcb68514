import type { Basket } from '../../domain/basket/basket';
import { token } from './token';

/** Where the shopper's basket is kept between pages and visits (browser storage, the CLI profile). */
export interface BasketRepository {
  load(): Basket;
  save(basket: Basket): void;
}

export const BASKET_REPOSITORY = token<BasketRepository>('BasketRepository');
