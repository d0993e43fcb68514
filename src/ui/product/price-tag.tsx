import { useT } from '../i18n/use-t';
import { formatPrice } from './format-price';

/** Current price, and the crossed-out original price when discounted, in EUR for the locale. */
export function PriceTag({ price, originalPrice, localeIso }: { price: number; originalPrice: number | null; localeIso: string }) {
  const t = useT();
  const discounted = originalPrice !== null && originalPrice > price;
  return (
    <p className={`price-tag${discounted ? ' price-tag--discounted' : ''}`}>
      <span className="visually-hidden">{t('product.price.current')}</span>
      <span className="price-tag__current" data-testid="price">
        {formatPrice(price, localeIso)}
      </span>
      {discounted && (
        <>
          {' '}
          <span className="visually-hidden">{t('product.price.original')}</span>
          <del className="price-tag__original">{formatPrice(originalPrice, localeIso)}</del>
        </>
      )}
    </p>
  );
}
