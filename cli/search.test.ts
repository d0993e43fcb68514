import { describe, expect, it } from 'vitest';
import { ApiError } from '../src/application/ports/api-error';
import { createCliContainer } from '../src/adapters/container/cli';
import { InMemorySearchIndex } from '../src/adapters/in-memory/in-memory-search-index';
import { anIndexedProduct } from '../src/adapters/in-memory/search-fixtures';
import { STORES } from '../src/domain/store/stores';
import { temporaryHome } from './testing/cli-harness';
import { runCaptured } from './testing/run-captured';

const dir = temporaryHome('boutique-cli-search-');

const products = [
  anIndexedProduct({ productID: 11, salesRank: 2, name: 'Nordvik - Sweat à capuche Noir', price: 59.99 }),
  anIndexedProduct({ productID: 12, salesRank: 1, name: 'Atelier Sud - Sweat Logo Écru', price: 41.39, promotionPercent: 40, colorCode: 'ecru', brand: { id: 2, name: 'Atelier Sud', slug: 'atelier-sud' } }),
  anIndexedProduct({ productID: 13, salesRank: 3, name: 'Nordvik - Veste Coupe-vent', price: 89, category: { lvl2: 'Homme > Vêtements > Vestes' }, categorySlugs: ['homme', 'vetements', 'vestes'], isEcoFriendly: true }),
];

function run(args: string[], failWith?: ApiError) {
  return runCaptured(args, {
    homeDir: dir,
    createContainer: (options) =>
      createCliContainer({ ...options, searchIndex: new InMemorySearchIndex({ locale: STORES[options.storeId].locale, products, failWith }) }),
  });
}

describe('boutique search', () => {
  it('prints the count, one line per product with its price here, and the facets', async () => {
    const { code, stdout, stderr } = await run(['search', 'sweat']);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const lines = stdout.split('\n');
    expect(lines[0]).toBe('2 products for "sweat" in France (laboutiqueofficielle), page 1 of 1');
    expect(lines[1]).toMatch(/^ID\s+PRODUCT\s+BRAND\s+PRICE$/);
    expect(lines[2]).toMatch(/^12\s+Atelier Sud - Sweat Logo Écru\s+Atelier Sud\s+41,39 € \(was 68,98 €, -40%\)$/);
    expect(lines[3]).toMatch(/^11\s+Nordvik - Sweat à capuche Noir\s+Nordvik\s+59,99 €$/);
    expect(stdout).toMatch(/^ {2}Brand\s+atelier-sud \(1\), nordvik \(1\)$/m);
    expect(stdout).toMatch(/^ {2}Price\s+41,39 € to 59,99 €$/m);
  });

  it('lists every listed product without words, filtered, sorted and paged', async () => {
    const { stdout } = await run(['search', '--filter', 'brand=nordvik', '--sort', 'price_desc', '--per-page', '1', '--page', '2']);
    expect(stdout.split('\n')[0]).toBe('2 products in listings in France (laboutiqueofficielle), page 2 of 2');
    expect(stdout.split('\n')[2]).toMatch(/^11\s/);
  });

  it('combines filters: values of one facet are alternatives, facets add up', async () => {
    const { stdout } = await run(['--json', 'search', '--filter', 'color=black,ecru', '--filter', 'price=40~60', '--filter', 'label=eco']);
    expect(JSON.parse(stdout).nbHits).toBe(0);
    const alternatives = JSON.parse((await run(['--json', 'search', '--filter', 'color=black', '--filter', 'color=ecru', '--filter', 'price=40~60'])).stdout);
    expect(alternatives.products.map((product: { id: number }) => product.id)).toEqual([12, 11]);
  });

  it('formats prices for the store language and gives JSON for scripts', async () => {
    const { stdout } = await run(['--store', 'boutique_com', 'search', 'sweat', '--json']);
    const answer = JSON.parse(stdout);
    expect(answer).toMatchObject({ store: 'boutique_com', nbHits: 2, page: 1, nbPages: 1, hitsPerPage: 48 });
    expect(answer.products[0]).toMatchObject({ id: 12, name: 'Hoodie 12', price: 41.39, priceText: '€41.39 (was €68.98, -40%)' });
    expect(answer.facets.brand).toEqual([{ value: 'atelier-sud', count: 1 }, { value: 'nordvik', count: 1 }]);
  });

  it.each([
    [['search', 'x', '--filter', 'colour2=red'], "unknown filter 'colour2'"],
    [['search', 'x', '--filter', 'brand'], 'expected FACET=VALUE'],
    [['search', 'x', '--filter', 'price=cheap'], 'price is a range MIN~MAX'],
    [['search', 'x', '--filter', 'gender=robots'], "unknown gender 'robots'"],
    [['search', 'x', '--filter', 'label=vegan'], "unknown label 'vegan'"],
    [['search', 'x', '--filter', 'brand=<b>'], "error: invalid brand value '<b>'"],
    [['search', 'x', '--filter', 'price=80~20'], 'error: invalid price range'],
    [['search', 'x', '--sort', 'cheapest'], 'Allowed choices are relevance, price_asc, price_desc, novelty'],
    [['search', 'x', '--page', '0'], 'a page is a whole number from 1'],
    [['search', 'x', '--per-page', '50'], 'allowed page sizes: 1, 4, 8, 15, 16, 24, 32, 48'],
  ])('refuses %j with one line on stderr', async (args, message) => {
    const { code, stdout, stderr } = await run(args);
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr.split('\n')).toHaveLength(1);
    expect(stderr).toContain(message);
  });

  it('says when the search service cannot be reached', async () => {
    const { code, stderr } = await run(['--api', 'http://127.0.0.1:9', 'search', 'sweat'], new ApiError(0, 'Network Error'));
    expect(code).toBe(1);
    expect(stderr).toContain('cannot reach the shop API at http://127.0.0.1:9');
  });
});
