import { expect, test, type APIRequestContext } from '@playwright/test';
import type { ProductDetailResponse } from '../../src/domain/catalogue/product';
import { planCatalogue } from '../../server/demo/generate-catalogue';
import { baseURL, hydrated, screenshot, watchProblems } from './support/shop';

/** The demo's men's hoodie in seven colours (server/demo/product-families.ts): black first, then green…, khaki sold out. */
function hoodieFamily(): number[] {
  const members = new Map<number, number[]>();
  for (const summary of planCatalogue().products.summaries) {
    if (summary.modelId !== null) members.set(summary.modelId, [...(members.get(summary.modelId) ?? []), summary.id]);
  }
  return [...members.values()].find((ids) => ids.length === 7)!;
}

const detail = async (request: APIRequestContext, id: number): Promise<ProductDetailResponse> =>
  (await (await request.get(`${baseURL()}/api/v5/products/${id}`)).json()) as ProductDetailResponse;

test.describe('colour variants', () => {
  test('a shopper switches a hoodie from black to green on its page, without a reload', async ({ page, request }) => {
    const problems = watchProblems(page);
    const [blackId, greenId] = hoodieFamily();
    const [black, green] = [await detail(request, blackId), await detail(request, greenId)];
    expect(black.product.family?.map((swatch) => swatch.name)).toEqual(['Noir', 'Vert', 'Gris', 'Bleu marine', 'Kaki', 'Bordeaux', 'Écru']);
    await page.goto(`${baseURL()}/p/${black.product.slug}`);
    await hydrated(page);
    const swatches = page.getByTestId('colour-swatches');
    await expect(swatches.getByRole('link')).toHaveCount(7);
    await expect(swatches.getByRole('link', { name: 'Noir', exact: true })).toHaveAttribute('aria-current', 'page');
    // Sold out: said in the colour's name, and crossed out.
    await expect(swatches.getByRole('link', { name: 'Kaki, Épuisé' })).toHaveClass(/colour-swatch--sold-out/);
    await page.evaluate(() => Object.assign(window, { colourMarker: 'same document' }));
    await screenshot(page, 'colour-variants-product-1280', 1280);

    await swatches.getByRole('link', { name: 'Vert', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/p/${green.product.slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(green.product.name);
    expect(await page.evaluate(() => (window as unknown as { colourMarker?: string }).colourMarker)).toBe('same document');
    await expect(page.getByTestId('colour-swatches').getByRole('link', { name: 'Vert', exact: true })).toHaveAttribute('aria-current', 'page');
    // The green photos and sizes.
    const gallery = page.locator('img.gallery__image').first();
    await expect(gallery).toHaveAttribute('src', new RegExp(green.product.pictures[0].url.split('/').pop()!.replace(/\.\w+$/, '')));
    for (const size of green.product.productSizes) await expect(page.locator('.sizes')).toContainText(size.size);
    expect(problems).toEqual([]);
  });

  test('a listing shows up to five swatches under a card, with +N', async ({ page, request }) => {
    const [blackId] = hoodieFamily();
    const black = await detail(request, blackId);
    await page.goto(`${baseURL()}/homme/vetements/${black.product.category.slug}`);
    await hydrated(page);
    const card = page.getByTestId('product-thumbnail').filter({ has: page.locator(`a.product-card__link[href="/p/${black.product.slug}"]`) }).first();
    const row = card.getByTestId('listing-swatches');
    await expect(row.getByRole('link')).toHaveCount(5);
    await expect(row.getByRole('link').first()).toHaveAccessibleName('Noir');
    const more = row.getByTestId('listing-swatches-more');
    await expect(more.locator('[aria-hidden="true"]')).toHaveText('+2');
    await expect(more.locator('.visually-hidden')).toHaveText('2 autres coloris');
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, 'colour-variants-listing-390', 390);
  });
});
