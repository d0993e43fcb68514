import { useT } from '../i18n/use-t';
import type { Footer } from '../../domain/catalogue/site';

/**
 * Mobile app store badges (157x47, SPEC §1) with the QR code of the store's app link shown on hover
 * or focus (drawn by the server from the store's app link: server/media/media-qr-code.ts), for a visitor on a computer to scan.
 */
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
              <img
                className="app-badges__qr"
                src={app.qrCode}
                width={112}
                height={112}
                alt={t('footer.apps.qr', { platform: app.platform === 'ios' ? 'iOS' : 'Android' })}
                loading="lazy"
                decoding="async"
              />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
