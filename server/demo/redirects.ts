/** Legacy URL redirects (301 permanent, 302 temporary) and affiliate referers. */
import type { CatProduct, CatRedirect, CatReferer } from '../catalogue/catalogue-service';
import { listingPath, productPath } from '../../src/domain/routing/listing-slugs';

/** Needs the first two products only. */
export function buildRedirects(products: Pick<CatProduct, 'id' | 'slugs'>[]): CatRedirect[] {
  const [first, second] = products;
  return [
    { storeId: 'laboutiqueofficielle', fromPath: '/ancienne-collection', toPath: listingPath('fr', 'novelties'), code: 301 },
    { storeId: 'laboutiqueofficielle', fromPath: `/produit/${first.id}.html`, toPath: productPath(first.slugs.fr), code: 301 },
    { storeId: 'laboutiqueofficielle', fromPath: '/soldes-ete', toPath: listingPath('fr', 'sale'), code: 302 },
    { storeId: 'boutique_es', fromPath: '/coleccion-antigua', toPath: listingPath('es', 'novelties'), code: 301 },
    { storeId: 'boutique_es', fromPath: `/producto/${second.id}.html`, toPath: productPath(second.slugs.es), code: 301 },
    { storeId: 'boutique_de', fromPath: '/winterschlussverkauf', toPath: listingPath('de', 'sale'), code: 302 },
    { storeId: 'boutique_com', fromPath: '/old-collection', toPath: listingPath('en', 'novelties'), code: 301 },
    { storeId: null, fromPath: '/destockage', toPath: listingPath('fr', 'outlet'), code: 301 },
  ];
}

export function buildReferers(): CatReferer[] {
  return [
    { name: 'partner-blog', code: 'BLOG10' },
    { name: 'cashback-plus', code: 'CASHBACK5' },
    { name: 'influence-media', code: 'INFLU15' },
    { name: 'student-deals', code: 'STUDENT10' },
    { name: 'newsletter-partner', code: 'NLPART' },
  ];
}
