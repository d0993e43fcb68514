/**
 * What a demo photo is made of, as SVG the renderer rasterises (demo-photos.ts): the garment drawing
 * (garment-drawing.ts) set in a portrait frame, and the studio around it, the same for every photo
 * (so drawn once per process): the light falling on the cloth from the top left, the soft folds of
 * the cloth, and the backdrop's light falling off to the corners.
 */
import { drawGarment } from './garment-drawing';
import type { PhotoSubject } from './photo-names';
import { luminance, shade } from './picture-shapes';

/** Portrait 4:5, as fashion photos are; the largest width the shop serves is the original's. */
export const PHOTO_WIDTH = 900;
export const PHOTO_HEIGHT = 1125;

/** Where the garment's shadow falls (light from the top left). */
export const SHADOW_OFFSET = { left: 18, top: 30 };

/** The drawings' 600×600 square, scaled to the photo's width and set a little below its middle. */
const SCALE = PHOTO_WIDTH / 600;
const TOP = (PHOTO_HEIGHT - PHOTO_WIDTH) / 2 + 20;

const svg = (content: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${PHOTO_WIDTH} ${PHOTO_HEIGHT}" width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}">${content}</svg>`;
const whole = (fill: string): string => `<rect width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}" fill="${fill}"/>`;

/** Low, wide things drawn small in the square come closer, to fill a portrait frame as a garment does. */
const CLOSER: Partial<Record<PhotoSubject['kind'], number>> = { sneaker: 1.3, slide: 1.35, boot: 1.2, cap: 1.2, beanie: 1.1 };

/** The garment alone, on nothing. */
export function garmentScene(subject: PhotoSubject): string {
  const closer = CLOSER[subject.kind] ?? 1;
  const drawing = drawGarment(subject.kind, { hex: subject.hex, view: subject.view, fine: true });
  const framed = closer === 1 ? drawing : `<g transform="translate(300 330) scale(${closer}) translate(-300 -330)">${drawing}</g>`;
  return svg(`<g transform="translate(0 ${TOP}) scale(${SCALE})">${framed}</g>`);
}

const BACKDROPS: Record<PhotoSubject['view'], string> = { front: '#efebe4', back: '#ebebe8', detail: '#f1ede6', side: '' };

/** A warm paper backdrop; the side view's is a pale shade of the garment, as a styled shot (a pale garment's stands on grey). */
export function backdropColour(subject: PhotoSubject): string {
  if (subject.view !== 'side') return BACKDROPS[subject.view];
  return luminance(subject.hex) > 0.75 ? '#dedcd8' : shade(subject.hex, 0.84);
}

/** Over the cloth: light from the top left, shade to the bottom right. */
export const LIGHT = svg('<defs><linearGradient id="l" x1="0.1" y1="0" x2="0.9" y2="1">'
  + '<stop offset="0" stop-color="#fff" stop-opacity="0.34"/><stop offset="0.42" stop-color="#fff" stop-opacity="0.04"/>'
  + '<stop offset="0.58" stop-color="#000" stop-opacity="0.02"/><stop offset="1" stop-color="#000" stop-opacity="0.36"/></linearGradient></defs>'
  + whole('url(#l)'));

/** Over everything, blended soft-light: mid grey changes nothing, lighter lights, darker darkens. */
export const VIGNETTE = svg('<defs><radialGradient id="v" cx="0.5" cy="0.42" r="0.78">'
  + '<stop offset="0" stop-color="#b4b4b4"/><stop offset="0.45" stop-color="#8c8c8c"/><stop offset="0.8" stop-color="#6a6a6a"/><stop offset="1" stop-color="#4c4c4c"/></radialGradient></defs>'
  + whole('url(#v)'));

/** Long soft ridges and hollows, blurred by the renderer, laid over the cloth. */
export const FOLDS = svg([
  ['M120 260 C300 330 520 220 800 300', '#fff', 0.16, 46],
  ['M90 520 C320 470 560 600 840 540', '#000', 0.14, 60],
  ['M160 760 C360 700 520 820 780 760', '#fff', 0.12, 40],
  ['M300 120 C340 420 260 700 330 1000', '#000', 0.1, 54],
  ['M600 140 C560 460 660 760 600 1020', '#fff', 0.12, 38],
  ['M100 940 C360 900 560 980 860 920', '#000', 0.12, 50],
].map(([d, colour, opacity, width]) => `<path d="${d}" fill="none" stroke="${colour}" stroke-opacity="${opacity}" stroke-width="${width}" stroke-linecap="round"/>`).join(''));
