import { useT } from '../i18n/use-t';
import { observer } from 'mobx-react-lite';
import { useRootStore } from '../app/root-context';
import { HomeSlider } from './home-slider';
import { CategoryTiles } from './category-tiles';
import { HighlightedProducts } from './highlighted-products';
import { JsonLd, useUrlBase } from '../page/json-ld';
import { homeJsonLd } from '../page/structured-data';

export const HomePage = observer(function HomePage() {
  const t = useT();
  const { home, site } = useRootStore();
  const urlBase = useUrlBase();
  return (
    <div className="home-page">
      <h1 className="visually-hidden">{t('home.title', { brand: site.brandName })}</h1>
      {home.slides.length > 0 && <HomeSlider slides={home.slides} />}
      {home.categoryTiles.length > 0 && <CategoryTiles tiles={home.categoryTiles} title={home.categoryTilesTitle || t('home.tiles.title')} />}
      {home.highlights.map((highlight) => (
        <HighlightedProducts key={highlight.key} highlight={highlight} localeIso={site.locale.iso} />
      ))}
      <JsonLd nodes={homeJsonLd(site.brandName, urlBase)} />
    </div>
  );
});
