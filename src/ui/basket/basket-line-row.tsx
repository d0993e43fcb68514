import { observer } from 'mobx-react-lite';
import { MAX_LINE_QUANTITY } from '../../domain/basket/basket';
import type { BasketLine } from '../../domain/basket/basket-types';
import { useRootStore } from '../app/root-context';
import { useT } from '../i18n/use-t';
import { CloseIcon } from '../icons/icons';
import { formatPrice } from '../product/format-price';
import { LINE_PICTURE_SIZE } from './basket-format';
import { LinePicture } from './line-picture';
import { LOW_STOCK_THRESHOLD } from '../../domain/catalogue/product-display';

/** One line of the basket page: picture, name, size, quantity control, remove, unit and line prices. */
export const BasketLineRow = observer(function BasketLineRow({ line }: { line: BasketLine }) {
  const t = useT();
  const { basket, site } = useRootStore();
  const iso = site.locale.iso;
  const { id } = line.info;
  const sizeId = line.size.id;
  // Stock caps the choice; a line already above it (before the server answered) keeps its own quantity.
  const most = Math.max(line.quantity, Math.min(MAX_LINE_QUANTITY, line.size.quantity > 0 ? line.size.quantity : MAX_LINE_QUANTITY));
  const options = Array.from({ length: most }, (_, index) => index + 1);
  const discounted = line.info.originPrice !== null && line.info.originPrice > line.info.price;
  return (
    <li className="basket-line" data-testid="basket-line" data-product-id={id} data-size-id={sizeId}>
      <LinePicture line={line} size={LINE_PICTURE_SIZE} />
      <div className="basket-line__info">
        <p className="basket-line__name">{line.info.name}</p>
        <p className="basket-line__size">{t('basket.line.size', { size: line.size.label ?? '' })}</p>
        {line.size.quantity > 0 && line.size.quantity <= LOW_STOCK_THRESHOLD && (
          <p className="basket-line__stock">{t('basket.line.stock', { count: line.size.quantity })}</p>
        )}
        <p className="basket-line__unit">
          {t('basket.line.unitPrice', { price: formatPrice(line.info.price, iso) })}
          {discounted && line.info.originPrice !== null && (
            <>
              {' '}
              <del>{formatPrice(line.info.originPrice, iso)}</del>
            </>
          )}
        </p>
      </div>
      <label className="basket-line__quantity">
        <span className="visually-hidden">{t('basket.line.quantityLabel')}</span>
        <select
          value={line.quantity}
          data-testid="basket-line-quantity"
          onChange={(event) => void basket.setQuantity(id, sizeId, Number(event.target.value))}
        >
          {options.map((quantity) => (
            <option key={quantity} value={quantity}>
              {quantity}
            </option>
          ))}
        </select>
      </label>
      <p className="basket-line__total" data-testid="basket-line-total">
        <strong>{formatPrice(line.info.price * line.quantity, iso)}</strong>
        {discounted && line.info.originPrice !== null && <del>{formatPrice(line.info.originPrice * line.quantity, iso)}</del>}
      </p>
      <button type="button" className="basket-line__remove" data-testid="basket-line-remove" onClick={() => void basket.remove(id, sizeId)}>
        <CloseIcon aria-hidden="true" />
        <span className="basket-line__remove-label">{t('basket.line.remove')}</span>
      </button>
    </li>
  );
});
