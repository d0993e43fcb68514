import type { Basket } from '../../domain/basket/basket';
import type { BasketPromotion } from '../../domain/basket/basket-detail';
import type { BasketNotice } from '../../domain/basket/basket-types';
import { parsePromoCode } from '../../domain/basket/promo-code';
import type { BasketRepository } from '../ports/basket-repository';
import { changeBasket, type RecalculateBasket, type RecalculationResult } from './recalculate-basket';

export type ApplyPromotionResult =
  | { kind: 'promotion-applied'; basket: Basket; promotion: BasketPromotion; notices: BasketNotice[] }
  /** The server refused the code: its message, in the shopper's language, says why. */
  | { kind: 'promotion-refused'; basket: Basket; code: string; message: string; notices: BasketNotice[] }
  /** SPEC §5: the code is empty ('Veuillez renseigner un code promo'); nothing was sent. */
  | { kind: 'promo-code-required' }
  /** No lines: the server cannot check a code against an empty basket. */
  | { kind: 'empty-basket' }
  | Exclude<RecalculationResult, { kind: 'updated' }>;

export class ApplyPromotion {
  constructor(
    private readonly repository: BasketRepository,
    private readonly recalculate: RecalculateBasket,
  ) {}

  async execute(input: string): Promise<ApplyPromotionResult> {
    const parsed = parsePromoCode(input);
    if (!parsed.ok) return { kind: parsed.kind };
    if (this.repository.load().isEmpty) return { kind: 'empty-basket' };
    const result = await changeBasket(this.repository, this.recalculate, (basket) => basket.applyPromotionCode(parsed.code));
    if (result.kind !== 'updated') return result;
    const { basket, notices } = result;
    if (basket.promotion?.status === 'valid') return { kind: 'promotion-applied', basket, promotion: basket.promotion.detail, notices };
    return { kind: 'promotion-refused', basket, code: parsed.code, message: basket.refusedPromotion?.message ?? '', notices };
  }
}
