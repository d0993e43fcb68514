import { observer } from 'mobx-react-lite';
import { AppLink } from '../app/app-link';
import { useRootStore } from '../app/root-context';

/** The init answer's header banner (free delivery strip) above the header. */
export const HeaderBanner = observer(function HeaderBanner() {
  const banner = useRootStore().site.init?.headerBanner;
  if (!banner) return null;
  return (
    <AppLink to={banner.link} className="header-banner">
      <picture>
        {banner.imageMobile && <source media="(max-width: 640px)" srcSet={banner.imageMobile} width={750} height={100} />}
        <img src={banner.image} alt={banner.title} width={1600} height={80} decoding="async" />
      </picture>
    </AppLink>
  );
});
