import { describe, expect, it } from 'vitest';
import type { ProductHit } from '../../domain/catalogue/product';
import { createListingState } from '../../domain/listing/listing-state';
import { STORES } from '../../domain/store/stores';
import { serializeForScript } from '../app/serialize-state';
import { breadcrumbListJsonLd, homeJsonLd, itemListJsonLd, jsonLdGraph, listingItemListJsonLd, type UrlBase } from './structured-data';

const french: UrlBase = { locale: 'fr', baseUrls: {}, origin: 'https://shop.test' };
const spanish: UrlBase = { locale: 'es', baseUrls: { es: 'https://www.boutique.es/es' }, origin: 'https://shop.test' };

const breadcrumb = [
  { name: 'Accueil', url: { path: '/' } },
  { name: 'Homme', url: { path: '/homme' } },
  { name: 'Sweats', url: { path: '/homme/sweats', queryParams: { page: '2' } } },
];

const hit = (id: number): ProductHit => ({
  objectID: String(id),
  productID: id,
  slugs: { fr: `sweat-${id}`, es: `sudadera-${id}`, it: `felpa-${id}`, nl: `trui-${id}`, de: `pullover-${id}`, en: `sweatshirt-${id}` },
  names: { fr: `Sweat ${id}`, es: `Sudadera ${id}`, it: 'Felpa', nl: 'Trui', de: 'Pullover', en: 'Sweatshirt' },
  displayInformation: { title: 'Sweat' },
  brand: { id: 1, name: 'Nordic Thread', slug: 'nordic-thread' },
  pictures: [{ path: '/media/1.svg', default: true }],
  prices: { default: { price: 50, originalPrice: null } },
  label: null,
  promotion: null,
  marketLabels: {},
  sizes: [{ size: 'M' }],
  watermarkUrl: null,
});

describe('BreadcrumbList', () => {
  it('lists the visible breadcrumb: its names, its links made absolute in the store', () => {
    expect(breadcrumbListJsonLd(breadcrumb, french)).toEqual({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Accueil', item: 'https://shop.test/' },
        { '@type': 'ListItem', position: 2, name: 'Homme', item: 'https://shop.test/homme' },
        { '@type': 'ListItem', position: 3, name: 'Sweats', item: 'https://shop.test/homme/sweats?page=2' },
      ],
    });
  });

  it('points into the store’s own base URL, with its language prefix, as the canonical URL does', () => {
    expect(breadcrumbListJsonLd(breadcrumb.slice(0, 2), spanish)?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Accueil', item: 'https://www.boutique.es/es/' },
      { '@type': 'ListItem', position: 2, name: 'Homme', item: 'https://www.boutique.es/es/homme' },
    ]);
    expect((breadcrumbListJsonLd(breadcrumb.slice(0, 2), { ...spanish, baseUrls: {} })?.itemListElement as { item: string }[])[1].item).toBe('https://shop.test/es/homme');
  });

  it('is left out where the page shows no breadcrumb (one entry or none)', () => {
    expect(breadcrumbListJsonLd(breadcrumb.slice(0, 1), french)).toBeNull();
    expect(breadcrumbListJsonLd([], french)).toBeNull();
    expect(breadcrumbListJsonLd(undefined, french)).toBeNull();
  });
});

describe('ItemList', () => {
  it('numbers the products shown with their absolute page URL and name', () => {
    expect(itemListJsonLd([{ name: 'A', path: '/p/a' }, { name: 'B', path: '/p/b' }], french)).toEqual({
      '@type': 'ItemList',
      numberOfItems: 2,
      itemListElement: [
        { '@type': 'ListItem', position: 1, url: 'https://shop.test/p/a', name: 'A' },
        { '@type': 'ListItem', position: 2, url: 'https://shop.test/p/b', name: 'B' },
      ],
    });
    expect(itemListJsonLd([], french)).toBeNull();
  });

  it('of a listing: the store’s language, counted from the first page shown', () => {
    const state = { ...createListingState('CATEGORY'), page: 2, minPage: 2, maxPage: 2 };
    const list = listingItemListJsonLd({ hits: [hit(7), hit(8)], state }, STORES.boutique_es, spanish);
    expect(list?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 2 * state.hitsPerPage + 1, url: 'https://www.boutique.es/es/p/sudadera-7', name: 'Sudadera 7' },
      { '@type': 'ListItem', position: 2 * state.hitsPerPage + 2, url: 'https://www.boutique.es/es/p/sudadera-8', name: 'Sudadera 8' },
    ]);
  });
});

describe('home page: Organization and WebSite', () => {
  it('names the shop and searches through the store’s search results page', () => {
    const [organization, website] = homeJsonLd('Boutique', spanish);
    expect(organization).toEqual({ '@type': 'Organization', '@id': 'https://www.boutique.es/es/#organization', name: 'Boutique', url: 'https://www.boutique.es/es/' });
    expect(website).toMatchObject({
      '@type': 'WebSite',
      url: 'https://www.boutique.es/es/',
      inLanguage: 'es-ES',
      publisher: { '@id': 'https://www.boutique.es/es/#organization' },
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: 'https://www.boutique.es/es/search/{search_term_string}' },
        'query-input': 'required name=search_term_string',
      },
    });
    const frenchSite = homeJsonLd('La Boutique Officielle', french)[1] as { potentialAction: { target: { urlTemplate: string } } };
    expect(frenchSite.potentialAction.target.urlTemplate).toBe('https://shop.test/search/{search_term_string}');
  });
});

describe('one script per page', () => {
  it('holds one @context over a @graph of typed nodes, and cannot be closed by a name', () => {
    const graph = jsonLdGraph([{ '@context': 'https://schema.org', '@type': 'Product', name: '</script><b>x</b>' }, null, breadcrumbListJsonLd(breadcrumb, french)]);
    expect(graph?.['@context']).toBe('https://schema.org');
    const nodes = graph?.['@graph'] as Record<string, unknown>[];
    expect(nodes.map((node) => node['@type'])).toEqual(['Product', 'BreadcrumbList']);
    expect(nodes.every((node) => !('@context' in node))).toBe(true);
    const json = serializeForScript(graph);
    expect(json).not.toMatch(/[<>&]/);
    expect(JSON.parse(json)['@graph'][0].name).toBe('</script><b>x</b>');
    expect(jsonLdGraph([null])).toBeNull();
  });
});
