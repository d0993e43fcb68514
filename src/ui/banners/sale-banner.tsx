import { observer } from 'mobx-react-lite';
import { AppLink } from '../app/app-link';
import { useRootStore } from '../app/root-context';

/**
 * The back office's sale banner (SPEC §3): desktop and mobile creatives, each with its link and
 * alt text. A large picture: it closes the page, above the reassurance block, and loads lazily
 * so it never competes with the page's own first paint.
 */
export const SaleBanner = observer(function SaleBanner() {
  const banner = useRootStore().site.settings?.saleBanner;
  if (!banner) return null;
  return (
    <aside className="sale-banner" aria-label={banner.altText}>
      <AppLink to={banner.link} className="sale-banner__link sale-banner__link--desktop">
        <img src={banner.image} alt={banner.altText} width={1600} height={300} loading="lazy" decoding="async" />
      </AppLink>
      <AppLink to={banner.linkMobile} className="sale-banner__link sale-banner__link--mobile">
        <img src={banner.imageMobile} alt={banner.altTextMobile} width={750} height={500} loading="lazy" decoding="async" />
      </AppLink>
    </aside>
  );
});
