import { AppLink } from '../app/app-link';
import { useT } from '../i18n/use-t';
import { observer } from 'mobx-react-lite';
import { urlToPath } from '../app/hrefs';
import { useRootStore } from '../app/root-context';
import { SocialLinks } from './social-links';
import { AppBadges } from './app-badges';
import { Credits } from '../layout/credits';
import { CookieSettingsLink } from './cookie-settings-link';

/** Footer of the default layout: sitemap, social networks, app links and copyright. */
export const SiteFooter = observer(function SiteFooter() {
  const t = useT();
  const root = useRootStore();
  const footer = root.site.footer;
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        {footer && footer.sitemap.length > 0 && (
          <nav className="footer-sitemap" aria-label={t('footer.sitemap.label')}>
            {footer.sitemap.map((column) => (
              <section key={column.title} className="footer-sitemap__column">
                <h2 className="footer-sitemap__title">{column.title}</h2>
                <ul>
                  {column.links.map((link) => {
                    const to = urlToPath(link.url);
                    return (
                      <li key={`${link.name}-${to}`}>
                        <AppLink to={to}>{link.name}</AppLink>
                      </li>
                    );
                  })}
                </ul>
              </section>
            ))}
          </nav>
        )}
        <div className="site-footer__aside">
          {footer && footer.socialNetworks.length > 0 && <SocialLinks networks={footer.socialNetworks} />}
          {footer && footer.apps.length > 0 && <AppBadges apps={footer.apps} />}
        </div>
      </div>
      <div className="site-footer__credits">
        <CookieSettingsLink />
        <Credits dark />
      </div>
    </footer>
  );
});
