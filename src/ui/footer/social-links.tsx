import { useT } from '../i18n/use-t';
import type { Footer } from '../../domain/catalogue/site';
import { SocialIcon } from '../icons/icons';

const NETWORK_NAMES: Record<string, string> = {
  instagram: 'Instagram',
  tiktok: 'TikTok',
  facebook: 'Facebook',
  youtube: 'YouTube',
};

export function SocialLinks({ networks }: { networks: Footer['socialNetworks'] }) {
  const t = useT();
  return (
    <section className="social-links" aria-labelledby="social-links-title">
      <h2 id="social-links-title" className="site-footer__heading">
        {t('footer.social.title')}
      </h2>
      <ul className="social-links__list">
        {networks.map((network) => {
          const name = NETWORK_NAMES[network.name] ?? network.name;
          return (
            <li key={network.name}>
              <a
                className="social-links__link"
                href={network.url}
                rel="noopener noreferrer"
                target="_blank"
                aria-label={t('footer.social.follow', { network: name })}
              >
                <SocialIcon network={network.name} size={22} />
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
