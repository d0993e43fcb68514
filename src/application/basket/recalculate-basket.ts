import type { Basket } from '../../domain/basket/basket';
import { STORES } from '../../domain/store/stores';
import type { BasketApi } from '../ports/basket-api';
import type { BasketRepository } from '../ports/basket-repository';
import type { ErrorReporter } from '../ports/error-reporter';
import type { RequestContext } from '../ports/request-context';
import type { BasketUpdate } from './basket-update';

export type RecalculationResult = BasketUpdate | { kind: 'superseded'; basket: Basket };

/**
 * SPEC §4 recalculation: no lines empties the totals without a call; otherwise the server prices
 * the basket and its answer is applied. A failure sets the error flag and is reported (SPEC §8).
 * A 401 is refreshed and retried once by the HTTP client (HttpApiClient), not here. When a newer
 * change started its own recalculation meanwhile, this answer is dropped ('superseded').
 */
export class RecalculateBasket {
  private generation = 0;

  constructor(
    private readonly api: BasketApi,
    private readonly repository: BasketRepository,
    private readonly context: RequestContext,
    private readonly errors: ErrorReporter,
  ) {}

  async execute(): Promise<RecalculationResult> {
    const basket = this.repository.load();
    const generation = ++this.generation;
    if (basket.isEmpty) {
      const emptied = basket.withoutTotals();
      this.repository.save(emptied);
      return { kind: 'updated', basket: emptied, notices: [] };
    }
    const request = basket.recalculationRequest(this.context.device, STORES[this.context.storeId].countryCode);
    try {
      const detail = await this.api.detail(request);
      if (generation !== this.generation) return { kind: 'superseded', basket: this.repository.load() };
      const { basket: priced, notices } = this.repository.load().applyReply(detail);
      this.repository.save(priced);
      return { kind: 'updated', basket: priced, notices };
    } catch (error) {
      if (generation !== this.generation) return { kind: 'superseded', basket: this.repository.load() };
      const failed = this.repository.load().recalculationFailed();
      this.repository.save(failed);
      this.errors.report(error, 'Unable to recalculate the basket');
      return { kind: 'recalculation-failed', basket: failed, error };
    }
  }
}

/** Saves a changed basket (loading until the server answered) and recalculates it. */
export async function changeBasket(repository: BasketRepository, recalculate: RecalculateBasket, change: (basket: Basket) => Basket): Promise<RecalculationResult> {
  repository.save(change(repository.load()));
  return recalculate.execute();
}
