import { useT } from '../i18n/use-t';
import type { Footer } from '../../domain/catalogue/site';

/** Mobile app store badges (157x47, SPEC §1) with the QR code shown on hover or focus. */
export function AppBadges({ apps }: { apps: Footer['apps'] }) {
  const t = useT();
  return (
    <section className="app-badges" aria-labelledby="app-badges-title">
      <h2 id="app-badges-title" className="site-footer__heading">
        {t('footer.apps.title')}
      </h2>
      <ul className="app-badges__list">
        {apps.map((app) => (
          <li key={app.platform} className="app-badges__item">
            <a href={app.url} className="app-badges__link" rel="noopener noreferrer" target="_blank">
              <img src={app.badge} width={157} height={47} alt={t(`footer.apps.${app.platform}`)} loading="lazy" decoding="async" />
            </a>
            {app.qrCode && (
              <img className="app-badges__qr" src={app.qrCode} width={96} height={96} alt="" loading="lazy" decoding="async" />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
