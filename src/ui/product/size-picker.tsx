import { observer } from 'mobx-react-lite';
import { useT } from '../i18n/use-t';
import type { ProductStore } from './product-store';

/** Sizes with their availability; the chosen one is the page's `selectedSize` (SPEC §3). */
export const SizePicker = observer(function SizePicker({ store }: { store: ProductStore }) {
  const t = useT();
  if (store.sizes.length === 0) return <p className="sizes__unique">{t('product.sizes.unique')}</p>;
  return (
    <fieldset className="sizes" data-testid="sizes">
      <legend className="sizes__title">{t('product.sizes.choose')}</legend>
      <div className="sizes__list">
        {store.sizes.map((size) => (
          <label key={size.productSizeId} className={`sizes__option sizes__option--${size.stock}${store.selectedSizeId === size.productSizeId ? ' sizes__option--selected' : ''}`}>
            <input
              type="radio"
              name="product-size"
              value={size.productSizeId}
              checked={store.selectedSizeId === size.productSizeId}
              onChange={() => store.selectSize(size.productSizeId)}
            />
            <span className="sizes__label">{size.size}</span>
            {size.stock !== 'available' && <span className="sizes__stock">{t(`product.stock.${size.stock}`)}</span>}
          </label>
        ))}
      </div>
    </fieldset>
  );
});
