import type { BasketDetail, BasketDetailRequest } from '../../domain/basket/basket-detail';
import { token } from './token';

/**
 * SPEC §7 `POST /basket/detail`: the server prices the basket. The answer is checked (SPEC §5)
 * before it is returned; transport failures throw ApiError, a broken answer BasketDetailError.
 */
export interface BasketApi {
  detail(request: BasketDetailRequest): Promise<BasketDetail>;
}

export const BASKET_API = token<BasketApi>('BasketApi');
