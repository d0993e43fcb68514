import { AppLink } from '../app/app-link';
import type { TemplateItem } from '../../domain/catalogue/site';

/** Tiles of the `top_categorie_homepage` template: link, image, mobile image, title. */
export function CategoryTiles({ tiles, title }: { tiles: TemplateItem[]; title: string }) {
  return (
    <section className="category-tiles" aria-labelledby="category-tiles-title">
      <h2 id="category-tiles-title" className="section-title">
        {title}
      </h2>
      <ul className="category-tiles__list">
        {tiles.map((tile) => {
          const content = (
            <>
              <picture>
                {tile.imageMobile && <source media="(max-width: 640px)" srcSet={tile.imageMobile} />}
                <img
                  className="category-tile__image"
                  src={tile.image}
                  alt=""
                  width={600}
                  height={750}
                  loading="lazy"
                  decoding="async"
                />
              </picture>
              <span className="category-tile__title">{tile.title}</span>
            </>
          );
          return (
            <li key={tile.slug} className="category-tile">
              <AppLink to={tile.link} className="category-tile__link">
                {content}
              </AppLink>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
