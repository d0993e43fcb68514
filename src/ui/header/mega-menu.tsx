import { AppLink } from '../app/app-link';
import { useT } from '../i18n/use-t';
import type { MenuItem, MenuSubSection } from '../../domain/catalogue/site';
import { urlToPath } from '../app/hrefs';

/** SPEC §9: a brand list splits into two columns after 15 items. */
const ONE_COLUMN_MAX = 15;

/** Sub-sections of a menu entry as columns, with the entry's template tiles beside them. */
export function MegaMenu({ id, item, onNavigate }: { id: string; item: MenuItem; onNavigate: () => void }) {
  const t = useT();
  const tiles = item.template?.templateItems.slice(0, 2) ?? [];
  return (
    <div id={id} className="mega-menu">
      <div className="mega-menu__inner">
        <div className="mega-menu__sections">
          {item.menuSubSections.map((section) => (
            <MegaMenuSection key={`${section.name}-${section.url.path}`} section={section} onNavigate={onNavigate} />
          ))}
          <p className="mega-menu__all">
            <AppLink to={urlToPath(item.url)} onClick={onNavigate}>
              {t('header.menu.seeAll', { name: item.name })}
            </AppLink>
          </p>
        </div>
        {tiles.length > 0 && (
          <ul className="mega-menu__tiles">
            {tiles.map((tile) => (
              <li key={tile.slug}>
                <AppLink to={tile.link} className="mega-menu__tile" onClick={onNavigate}>
                  <img src={tile.image} alt="" width={220} height={150} loading="lazy" decoding="async" />
                  <span>{tile.title}</span>
                </AppLink>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

function MegaMenuSection({ section, onNavigate }: { section: MenuSubSection; onNavigate: () => void }) {
  const items = section.menuSubSectionItems;
  const twoColumns = items.length > ONE_COLUMN_MAX;
  return (
    <section className={`mega-menu__section${twoColumns ? ' mega-menu__section--wide' : ''}`}>
      <h2 className="mega-menu__heading">
        <AppLink to={urlToPath(section.url)} onClick={onNavigate}>
          {section.name}
        </AppLink>
      </h2>
      <ul className={`mega-menu__list${twoColumns ? ' mega-menu__list--two-columns' : ''}`}>
        {items.map((entry) => (
          <li key={`${entry.name}-${entry.url.path}`}>
            <AppLink to={urlToPath(entry.url)} onClick={onNavigate}>
              {entry.name}
            </AppLink>
            {entry.label && <span className="mega-menu__label">{entry.label}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
