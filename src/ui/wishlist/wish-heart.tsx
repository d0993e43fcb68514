import { observer } from 'mobx-react-lite';
import { useRootStore } from '../app/root-context';
import { useT } from '../i18n/use-t';

/**
 * The favourites heart (SPEC §4): empty for everyone in the server's HTML, filled in the browser
 * for the signed-in customer's favourites; a click adds, removes, or (signed out) asks to connect.
 * Its picture is the stylesheet's (wishlist.css: the header's heart icon, drawn by a mask in the
 * button's colour): a listing's 48 hearts wrote the same SVG 48 times (issue 40).
 */
/** The heart's side in CSS pixels, as wishlist.css draws it. */
const DEFAULT_SIZE = 20;

export const WishHeart = observer(function WishHeart({ productId, name, className = '', size = DEFAULT_SIZE }: { productId: number; name: string; className?: string; size?: number }) {
  const t = useT();
  const { wishlist } = useRootStore();
  const active = wishlist.has(productId);
  const busy = wishlist.isBusy(productId);
  return (
    <button
      type="button"
      className={`wish-heart ${className}${active ? ' is-active' : ''}${busy ? ' is-busy' : ''}`.trim()}
      aria-pressed={active}
      aria-busy={busy || undefined}
      aria-label={t(active ? 'wishlist.heart.remove' : 'listing.favourite', { name })}
      onClick={() => void wishlist.toggle(productId)}
      data-testid="wish-heart"
      data-product-id={productId}
    >
      <span className="wish-heart__icon" aria-hidden="true" style={size === DEFAULT_SIZE ? undefined : { width: size, height: size }} />
    </button>
  );
});
