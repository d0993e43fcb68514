import { makeAutoObservable, observableRef } from 'mobx';
import type { HighlightedProducts, HomePage } from '../../application/home/get-home-page';
import type { TemplateItem } from '../../domain/catalogue/site';

export interface HomeSnapshot {
  slides: TemplateItem[];
  categoryTilesTitle: string | null;
  categoryTiles: TemplateItem[];
  highlights: HighlightedProducts[];
}

/** The home page's own content: hero slides, category tiles and highlighted-product grids. */
export class HomeStore {
  slides: TemplateItem[] = [];
  categoryTilesTitle: string | null = null;
  categoryTiles: TemplateItem[] = [];
  highlights: HighlightedProducts[] = [];
  loaded = false;

  constructor(snapshot: HomeSnapshot | null = null) {
    if (snapshot) this.restore(snapshot);
    makeAutoObservable(this, { slides: observableRef, categoryTiles: observableRef, highlights: observableRef }, { autoBind: true });
  }

  apply(page: HomePage): void {
    this.restore({
      slides: page.slides,
      categoryTilesTitle: page.categoryTilesTitle,
      categoryTiles: page.categoryTiles,
      highlights: page.highlights,
    });
  }

  snapshot(): HomeSnapshot | null {
    if (!this.loaded) return null;
    const { slides, categoryTilesTitle, categoryTiles, highlights } = this;
    return { slides, categoryTilesTitle, categoryTiles, highlights };
  }

  private restore(snapshot: HomeSnapshot): void {
    this.slides = snapshot.slides;
    this.categoryTilesTitle = snapshot.categoryTilesTitle;
    this.categoryTiles = snapshot.categoryTiles;
    this.highlights = snapshot.highlights;
    this.loaded = true;
  }
}
