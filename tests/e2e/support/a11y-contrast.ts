import type { Locator, Page } from '@playwright/test';

/**
 * Contrast of text laid over pictures, which axe-core leaves "to review" (a gradient or an image
 * behind the text): the text is made transparent, the box of its words captured, and each
 * pixel of that capture compared with the text's colour (WCAG relative luminance). The lowest
 * ratio is returned: the text must stay readable over every point of the picture.
 */
export async function lowestContrastBehind(page: Page, text: Locator): Promise<number> {
  const { box, colour } = await text.evaluate((element) => {
    // Centred: clear of the sticky header and of the phone's app banner at the bottom.
    element.scrollIntoView({ block: 'center', inline: 'center' });
    const range = document.createRange();
    range.selectNodeContents(element);
    const { x, y, width, height } = range.getBoundingClientRect();
    const colour = getComputedStyle(element).color;
    (element as HTMLElement).style.setProperty('color', 'transparent', 'important');
    return { box: { x, y, width, height }, colour };
  });
  const capture = (await page.screenshot({ clip: box })).toString('base64');
  await text.evaluate((element) => (element as HTMLElement).style.removeProperty('color'));
  // Decoded in a blank page of its own: the shop's Content-Security-Policy may refuse data: URLs.
  const blank = await page.context().newPage();
  try {
    return await blank.evaluate(lowestRatio, { capture, colour });
  } finally {
    await blank.close();
  }
}

/** In the browser: the lowest contrast between `colour` and the pixels of a PNG (base64). */
async function lowestRatio({ capture, colour }: { capture: string; colour: string }): Promise<number> {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = (r: number, g: number, b: number) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  const [r, g, b] = colour.match(/\d+(\.\d+)?/g)!.map(Number);
  const text = luminance(r, g, b);
  const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${capture}`)).blob());
  const context = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d')!;
  context.drawImage(bitmap, 0, 0);
  const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
  let lowest = 21;
  for (let index = 0; index < data.length; index += 4) {
    const behind = luminance(data[index], data[index + 1], data[index + 2]);
    lowest = Math.min(lowest, (Math.max(behind, text) + 0.05) / (Math.min(behind, text) + 0.05));
  }
  return lowest;
}
