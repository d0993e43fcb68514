import { expect, test, type Locator, type Page } from '@playwright/test';
import { baseURL, hydrated, screenshot, watchProblems } from './support/shop';

/**
 * Issue 33 seen from the shopper's browser, at 1280 px on a desktop and 390 px on a phone: the
 * product pictures come from the derivatives (srcset, sizes, a box before they load), the first
 * row of a listing and the first picture of a product page are preloaded and eager, the rest
 * lazy; the gallery zooms on desktop and swipes on phones; and the pictures really load.
 */

const LISTING = '/homme/vetements';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
/** A derivative, negotiated (no extension), with or without the product's watermark. */
const DERIVATIVE = /^\/media\/p\/[0-9a-f]{64}\/(?:[0-9a-f]{64}-[dm]\/)?(?:sq)?\d{2,4}$/;

const attributes = (image: Locator) =>
  image.evaluate((img: HTMLImageElement) => ({
    src: new URL(img.currentSrc || img.src).pathname,
    srcset: img.getAttribute('srcset'),
    sizes: img.getAttribute('sizes'),
    width: img.getAttribute('width'),
    height: img.getAttribute('height'),
    loading: img.getAttribute('loading'),
    fetchpriority: img.getAttribute('fetchpriority'),
  }));

async function loaded(image: Locator): Promise<void> {
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
}

/** The head's image preloads, as the server wrote them. */
const preloads = (page: Page) =>
  page.locator('head link[rel="preload"][as="image"]').evaluateAll((links) =>
    links.map((link) => ({ srcset: link.getAttribute('imagesrcset'), sizes: link.getAttribute('imagesizes'), priority: link.getAttribute('fetchpriority') })),
  );

async function checkListing(page: Page, perRow: number): Promise<void> {
  const images = page.getByTestId('product-thumbnail').locator('img.product-card__image');
  expect(await images.count()).toBeGreaterThan(perRow);
  for (let index = 0; index <= perRow; index += 1) {
    const image = await attributes(images.nth(index));
    expect(image.srcset?.split(', ').every((entry) => DERIVATIVE.test(entry.split(' ')[0]))).toBe(true);
    expect(image.sizes).toBeTruthy();
    expect([image.width, image.height]).toEqual(['314', '314']);
    expect(image.loading).toBe(index < perRow ? 'eager' : 'lazy');
    expect(image.fetchpriority).toBe(index < perRow ? 'high' : null);
  }
  const first = await attributes(images.first());
  const links = await preloads(page);
  expect(links).toHaveLength(perRow);
  expect(links[0]).toEqual({ srcset: first.srcset, sizes: first.sizes, priority: 'high' });
  for (let index = 0; index < perRow; index += 1) await loaded(images.nth(index));
  expect(DERIVATIVE.test((await attributes(images.first())).src)).toBe(true);
}

/** A product of the listing with more than one picture (the gallery has something to swipe). */
async function openProductWithPictures(page: Page): Promise<void> {
  const links = await page.locator('article.product-card a.product-card__link').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')!));
  for (const href of links.slice(0, 8)) {
    await page.goto(`${baseURL()}${href}`);
    await hydrated(page);
    if ((await page.getByTestId('gallery-strip').locator('li').count()) > 1) return;
  }
  throw new Error('no product with several pictures among the first eight');
}

async function checkGallery(page: Page): Promise<void> {
  const images = page.getByTestId('gallery-strip').locator('img.gallery__image');
  const count = await images.count();
  for (let index = 0; index < count; index += 1) {
    const image = await attributes(images.nth(index));
    expect(image.srcset?.split(', ').map((entry) => entry.split(' ')[1])).toEqual(['120w', '210w', '360w', '450w', '720w', '900w', '1100w']);
    expect(image.sizes).toBe('(max-width: 767px) 100vw, 600px');
    expect([image.width, image.height]).toEqual(['600', '750']);
    expect(image.loading).toBe(index === 0 ? 'eager' : 'lazy');
    expect(image.fetchpriority).toBe(index === 0 ? 'high' : null);
  }
  const first = await attributes(images.first());
  expect(await preloads(page)).toEqual([{ srcset: first.srcset, sizes: first.sizes, priority: 'high' }]);
  await loaded(images.first());
  // No layout shift: the box is 4:5 before and after the photo arrives.
  const box = (await images.first().boundingBox())!;
  expect(box.height / box.width).toBeCloseTo(1.25, 1);
}

test.describe('pictures on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a listing and a product page ask for the derivatives, preload the first ones, and the gallery zooms', async ({ page }) => {
    const problems = watchProblems(page);
    await page.goto(`${baseURL()}${LISTING}`);
    await hydrated(page);
    await checkListing(page, 4);
    await screenshot(page, 'pictures-listing-desktop', 1280);

    await openProductWithPictures(page);
    await checkGallery(page);
    const main = page.getByTestId('gallery-main');
    await main.click({ position: { x: 100, y: 120 } });
    const zoom = page.getByTestId('gallery-zoom');
    await expect(zoom).toBeVisible();
    const zoomed = zoom.locator('img');
    expect(new URL((await zoomed.getAttribute('src'))!, baseURL()).pathname).toMatch(/\/1100$/);
    await loaded(zoomed);
    const before = await zoomed.evaluate((img) => img.style.transform);
    const area = (await zoom.boundingBox())!;
    await page.mouse.move(area.x + area.width * 0.8, area.y + area.height * 0.9);
    await expect.poll(() => zoomed.evaluate((img) => img.style.transform)).not.toBe(before);
    await page.screenshot({ path: 'tests/screenshots/pictures-product-zoom-desktop.png' });
    await page.keyboard.press('Escape');
    await expect(zoom).toHaveCount(0);

    // From the keyboard: Enter zooms at the middle, the arrows pan, Escape leaves; the thumbnails still move the picture.
    await main.focus();
    await page.keyboard.press('Enter');
    await expect(zoom).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => zoomed.evaluate((img) => img.style.transform)).toBe('translate(-30%, -25%)');
    await page.keyboard.press('Escape');
    await expect(zoom).toHaveCount(0);
    const thumbs = page.getByTestId('gallery').locator('.gallery__thumb');
    await thumbs.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(thumbs.nth(1)).toHaveAttribute('aria-pressed', 'true');
    await loaded(page.getByTestId('gallery-main').locator('img'));
    // The viewport only: a full-page capture paints the moving strip (a composited layer) where it was.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: 'tests/screenshots/pictures-product-desktop.png' });
    expect(problems).toEqual([]);
  });
});

test.describe('pictures on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, userAgent: IPHONE, hasTouch: true });

  test('a listing and a product page ask for the derivatives, preload the first ones, and the gallery swipes', async ({ page }) => {
    const problems = watchProblems(page);
    await page.goto(`${baseURL()}${LISTING}`);
    await hydrated(page);
    await checkListing(page, 2);
    await screenshot(page, 'pictures-listing-mobile', 390);

    await openProductWithPictures(page);
    await checkGallery(page);
    await expect(page.getByTestId('gallery').locator('.gallery__thumbs')).toBeHidden();
    const counter = page.getByTestId('gallery-counter');
    await expect(counter).toContainText(/1 \/ \d+/);
    const strip = page.getByTestId('gallery-strip');
    await strip.evaluate((node) => node.scrollBy({ left: node.clientWidth, behavior: 'instant' }));
    await expect(counter).toContainText(/2 \/ \d+/);
    await expect(page.locator('.gallery__dot--current')).toHaveCount(1);
    await loaded(page.getByTestId('gallery-main').locator('img'));
    // A tap does not zoom on a phone: the strip is for swiping.
    await page.getByTestId('gallery-main').tap();
    await expect(page.getByTestId('gallery-zoom')).toHaveCount(0);
    await page.screenshot({ path: 'tests/screenshots/pictures-product-mobile.png' });
    expect(problems).toEqual([]);
  });
});
