import type { ColourSwatch, ListingColours } from '../../domain/catalogue/colour-family';
import { AppLink } from '../app/app-link';
import { useT } from '../i18n/use-t';

/**
 * The colours of a product's model on its page (issue 38): one link per colour, named by the
 * colour (and "sold out" when no size is left), the current one marked. A click is a client-side
 * navigation (AppLink): the colour's own page, its photos, sizes and price, without a reload.
 */
export function ColourSwatches({ family }: { family: readonly ColourSwatch[] }) {
  const t = useT();
  if (family.length < 2) return null;
  return (
    <nav className="colour-swatches" aria-label={t('product.colours.label')} data-testid="colour-swatches">
      <ul className="colour-swatches__list">
        {family.map((swatch) => {
          const name = swatch.soldOut ? `${swatch.name}, ${t('product.stock.sold-out')}` : swatch.name;
          const className = `colour-swatch${swatch.current ? ' colour-swatch--current' : ''}${swatch.soldOut ? ' colour-swatch--sold-out' : ''}`;
          return (
            <li key={swatch.productId}>
              <AppLink to={swatch.path} className={className} aria-label={name} title={name} aria-current={swatch.current ? 'page' : undefined} data-testid="colour-swatch">
                <span className="colour-swatch__dot" style={{ background: swatch.hex }} aria-hidden="true" />
              </AppLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** Under a listing card: at most five colours of its model, its own first, and "+N" for the others. */
export function ListingSwatches({ colours }: { colours: ListingColours }) {
  const t = useT();
  return (
    <div className="listing-swatches" data-testid="listing-swatches">
      <ul className="listing-swatches__list" aria-label={t('product.colours.label')}>
        {colours.swatches.map((swatch) => (
          <li key={swatch.productId}>
            <AppLink to={swatch.path} className="listing-swatch" aria-label={swatch.name} title={swatch.name}>
              <span className="colour-swatch__dot" style={{ background: swatch.hex }} aria-hidden="true" />
            </AppLink>
          </li>
        ))}
      </ul>
      {colours.more > 0 && (
        <span className="listing-swatches__more" data-testid="listing-swatches-more">
          <span aria-hidden="true">+{colours.more}</span>
          <span className="visually-hidden">{t('product.colours.more', { count: colours.more })}</span>
        </span>
      )}
    </div>
  );
}
