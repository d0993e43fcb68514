import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import type { ProductDetail } from '../../domain/catalogue/product';
import { useRootStore } from '../app/root-context';
import { useT } from '../i18n/use-t';
import { BagIcon } from '../icons/icons';
import type { AddOutcome } from './basket-store';

export interface AddToBasketProps {
  product: ProductDetail;
  /** The size chosen on the product page (`productSizeId`); null until the shopper picks one. */
  selectedSizeId: number | null;
  /** Called when the shopper clicks without a size: the page opens or highlights its size picker. */
  onSizeRequired?: () => void;
}

const MESSAGES: Partial<Record<AddOutcome, string>> = {
  'size-required': 'basket.add.chooseSize',
  'size-unavailable': 'basket.add.sizeUnavailable',
  failed: 'basket.error',
};

/**
 * The product page's add-to-basket button (SPEC §4): a size is required; on success the header
 * shows itself and the basket dropdown opens for 3 s.
 */
export const AddToBasket = observer(function AddToBasket({ product, selectedSizeId, onSizeRequired }: AddToBasketProps) {
  const t = useT();
  const { basket } = useRootStore();
  const [message, setMessage] = useState<string | null>(null);
  const soldOut = product.productSizes.length > 0 && product.productSizes.every((size) => size.quantity <= 0);

  const add = async () => {
    setMessage(null);
    const outcome = await basket.add(product, selectedSizeId);
    if (outcome === 'size-required') onSizeRequired?.();
    setMessage(MESSAGES[outcome] ?? null);
  };

  return (
    <div className="add-to-basket">
      <button
        type="button"
        className="button button--primary add-to-basket__button"
        data-testid="add-to-basket"
        disabled={basket.adding || soldOut}
        aria-busy={basket.adding}
        onClick={() => void add()}
      >
        <BagIcon />
        <span>{soldOut ? t('basket.add.soldOut') : basket.adding ? t('basket.add.adding') : t('basket.add.button')}</span>
      </button>
      <p className="add-to-basket__message" role="status" aria-live="polite" data-testid="add-to-basket-message">
        {message ? t(message) : null}
      </p>
    </div>
  );
});
