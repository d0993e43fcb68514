/**
 * `boutique admin promo …` (issue 34, role merchandiser or admin): list, show, create and disable
 * promotions. A new promotion is checked by the same rules as the shop's (euros with 2 decimals,
 * ISO dates, ascending tiers…) before it is sent, so a typo never reaches the shop.
 */
import type { AdminPromotion } from '../../domain/promotions/admin-promotion';
import { readPromotionInput, type PromotionInput } from '../../domain/promotions/promotion-input';
import { asSupport, type AdminOutcome } from '../orders/admin-orders';
import type { AuthTokenStore } from '../ports/auth-token-store';
import type { PromotionsApi } from '../ports/promotions-api';

export type PromotionResult = AdminOutcome<{ kind: 'done'; promotion: AdminPromotion }>;
export type PromotionListResult = AdminOutcome<{ kind: 'done'; promotions: AdminPromotion[] }>;
export type InvalidPromotion = { kind: 'invalid'; message: string };

abstract class PromotionUseCase {
  constructor(
    protected readonly promotions: PromotionsApi,
    protected readonly tokens: AuthTokenStore,
  ) {}

  protected one(call: () => Promise<AdminPromotion>): Promise<PromotionResult> {
    return asSupport(this.tokens, call, (promotion) => ({ kind: 'done' as const, promotion }));
  }
}

export class ListPromotions extends PromotionUseCase {
  execute(): Promise<PromotionListResult> {
    return asSupport(this.tokens, () => this.promotions.list(), (promotions) => ({ kind: 'done' as const, promotions }));
  }
}

export class ShowPromotion extends PromotionUseCase {
  execute(code: string): Promise<PromotionResult> {
    return this.one(() => this.promotions.show(code));
  }
}

export class CreatePromotion extends PromotionUseCase {
  async execute(input: PromotionInput): Promise<PromotionResult | InvalidPromotion> {
    const read = readPromotionInput(input);
    if (!read.ok) return { kind: 'invalid', message: read.message };
    return this.one(() => this.promotions.create(input));
  }
}

export class DisablePromotion extends PromotionUseCase {
  execute(code: string): Promise<PromotionResult> {
    return this.one(() => this.promotions.disable(code));
  }
}
