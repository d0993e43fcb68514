import { describe, expect, it } from 'vitest';
import { demoCatalogue } from '../server/testing/catalogue-fixtures';
import { priceKey, STORES } from '../src/domain/store/stores';
import { splitListingPath, withFlags } from './commands/listing';
import { cliAgainstTestShop } from './testing/cli-harness';

const { run } = cliAgainstTestShop('boutique-cli-listing-');

interface ListingJson {
  store: string;
  path: string;
  page: { listingType: string };
  nbHits: number;
  nbPages: number;
  pageNumber: number;
  hitsPerPage: number;
  state: { sort: string; filters: Record<string, unknown> };
  products: { id: number; brand: string; price: number; discountPercent: number }[];
}

const json = async (...args: string[]) => {
  const answer = await run('--json', 'listing', ...args);
  expect(answer.stderr).toBe('');
  return JSON.parse(answer.stdout) as ListingJson;
};

const restricted = new Set(demoCatalogue().brands.filter((brand) => brand.restricted).map((brand) => brand.id));
/** What a store lists at all: shown in listings, priced there, brand allowed, outlet or not. */
const listed = (storeId: keyof typeof STORES, outlet = false) =>
  demoCatalogue().products.filter((p) => p.displayInListing && p.isOnlyOutlet === outlet && p.prices[priceKey(STORES[storeId])] && (storeId === 'laboutiqueofficielle' || !restricted.has(p.brandId)));

describe('boutique listing', () => {
  it('lists a sale section of another language: discounted products of its store', async () => {
    const listing = await json('/es/rebajas');
    const expected = listed('boutique_es').filter((p) => { const price = p.prices.es; return price.originalPrice !== null && price.originalPrice > price.price; });
    expect(listing).toMatchObject({ store: 'boutique_es', path: '/es/rebajas', page: { listingType: 'SALES' }, nbHits: expected.length, pageNumber: 1, hitsPerPage: 48 });
    expect(listing.products.every((product) => product.discountPercent > 0)).toBe(true);
  });

  it("lists a brand page's products, narrowed by the command's filters and sorted", async () => {
    const brand = demoCatalogue().brands.find((candidate) => !candidate.restricted && listed('laboutiqueofficielle').filter((p) => p.brandId === candidate.id).length > 3)!;
    const all = listed('laboutiqueofficielle').filter((p) => p.brandId === brand.id);
    expect((await json(`/${brand.slug}`)).nbHits).toBe(all.length);
    const listing = await json(`/${brand.slug}`, '--filter', 'price=~60', '--sort', 'price_asc');
    expect(listing.path).toBe(`/${brand.slug}?price=~60&sort=price_asc`);
    expect(listing.nbHits).toBe(all.filter((p) => p.prices.fr.price <= 6000).length);
    expect(new Set(listing.products.map((product) => product.brand))).toEqual(new Set([brand.name]));
    const prices = listing.products.map((product) => product.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('reads the state from the path and pages through', async () => {
    const first = await json('/nouveautes?per_page=8');
    const second = await json('/nouveautes?per_page=8', '--page', '2');
    expect(second).toMatchObject({ path: '/nouveautes?per_page=8&page=2', pageNumber: 2, nbPages: first.nbPages, state: { sort: 'novelty' } });
    expect(second.products.map((p) => p.id)).not.toContain(first.products[0].id);
  });

  it('prints the page, its sort and filters, then the products and facets', async () => {
    const { code, stdout } = await run('listing', '/en/search/sweat', '--filter', 'label=eco');
    expect(code).toBe(0);
    const lines = stdout.split('\n');
    expect(lines[0]).toMatch(/^.+ — search listing at \/en\/search\/sweat\?eco=1$/);
    expect(lines[1]).toBe('Sort: relevance · filtered on eco');
    expect(lines[2]).toMatch(/^\d+ products? for "sweat" in International \(boutique_com\)/);
  });

  it.each([
    [['/soldes?page=abc'], "error: Page not found (404): page 'abc' is not a whole number from 1"],
    [['/soldes?brands=%3Cb%3E'], "error: Page not found (404): invalid brands value '<b>': use letters, digits, spaces and ~ ' # . - / only"],
    [['/soldes?page=999'], 'error: Page /soldes not found (404)'],
    [['/es/no-such-page'], 'error: Page /es/no-such-page not found (404)'],
    [['/marques'], 'error: /marques is a brands page, not a listing'],
    [['--store', 'boutique_it', 'listing', '/es/rebajas'], 'error: /es/rebajas is a page of boutique_es, not of boutique_it: drop --store or the /es prefix'],
  ])('refuses %j', async (args, message) => {
    const answer = args[0] === '--store' ? await run(...args) : await run('listing', ...args);
    expect([answer.code, answer.stderr, answer.stdout]).toEqual([1, message, '']);
  });
});

describe('listing command helpers', () => {
  it('split paths and URLs into locale, store-relative path and query', () => {
    expect(splitListingPath('https://shop.example/es/rebajas?brands=a#x')).toMatchObject({ locale: 'es', prefixed: true, path: '/rebajas' });
    expect(splitListingPath('soldes')).toMatchObject({ locale: 'fr', prefixed: false, path: '/soldes' });
  });

  it('add the flags to the query: list facets add, single values replace', () => {
    const params = withFlags(new URLSearchParams('brands=a&page=3&price=1~2'), {
      filter: [{ facet: 'brand', values: ['b', 'c'] }, { facet: 'size', values: ['M', 'L'] }, { facet: 'price', values: ['10~20'] }, { facet: 'label', values: ['eco'] }],
      sort: 'price_desc',
      page: 1,
    });
    expect([...params]).toEqual([['brands', 'a'], ['price', '10~20'], ['brands', 'b~c'], ['sizes', 'M--L'], ['eco', '1'], ['sort', 'price_desc']]);
  });
});
