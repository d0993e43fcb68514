import { observer } from 'mobx-react-lite';
import { useRootStore } from '../app/root-context';
import { useT } from '../i18n/use-t';
import { HeartIcon } from '../icons/icons';

/**
 * The favourites heart (SPEC §4): empty for everyone in the server's HTML, filled in the browser
 * for the signed-in customer's favourites; a click adds, removes, or (signed out) asks to connect.
 */
export const WishHeart = observer(function WishHeart({ productId, name, className = '', size = 20 }: { productId: number; name: string; className?: string; size?: number }) {
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
      <HeartIcon size={size} fill={active ? 'currentColor' : 'none'} />
    </button>
  );
});
