/**
 * Draws a garment silhouette as an SVG group, tinted by a colour: the site's tiles and banners, and
 * the scene of the demo's product photos (photo-scene.ts). It carries no brand: a photo is the
 * same for every product of its kind and colour.
 */
import type { GarmentKind } from './category-words';
import type { PictureView } from './photo-names';
import { luminance, shade, silhouette } from './picture-shapes';

const BAG_STRAP = 'M235 230 Q235 132 300 132 Q365 132 365 230';

export interface GarmentOptions {
  hex: string;
  view?: PictureView;
  /** Seams as a photo shows them (thin, half-seen), not a drawing's outlines. */
  fine?: boolean;
}

export function drawGarment(kind: GarmentKind, { hex, view = 'front', fine = false }: GarmentOptions): string {
  const shape = silhouette(kind);
  const light = luminance(hex) > 0.75;
  const stroke = fine ? shade(hex, light ? -0.3 : -0.45) : light ? '#9a9a9a' : shade(hex, -0.4);
  const accent = light ? '#e4e1da' : '#f4f2ee';
  const contrast = luminance(hex) > 0.55 ? '#1c1c1e' : '#ffffff';
  const [outline, seam, seamOpacity] = fine ? [1.5, 2.2, 0.55] : [4, 3, 1];
  const parts = [
    // A photo's bag has a strap of cloth where the drawing has its two edges.
    fine && kind === 'bag' ? `<path d="${BAG_STRAP}" fill="none" stroke="${shade(hex, -0.2)}" stroke-width="16"/>` : '',
    ...shape.accents.map((d) => `<path d="${d}" fill="${accent}" stroke="${stroke}" stroke-width="${Math.min(outline, 3)}"/>`),
    ...shape.body.map((d) => `<path d="${d}" fill="${hex}" stroke="${stroke}" stroke-width="${outline}" stroke-linejoin="round"/>`),
    ...shape.details.map((d) => `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${seam}" stroke-linecap="round" stroke-opacity="${seamOpacity}"/>`),
  ];
  // Accents such as soles sit under the body, but cuffs and pompoms belong on top.
  if (kind === 'beanie' || kind === 'socks' || kind === 'shirt') {
    parts.push(...shape.accents.map((d) => `<path d="${d}" fill="${kind === 'shirt' ? contrast : shade(hex, -0.15)}" stroke="${stroke}" stroke-width="${Math.min(outline, 3)}"/>`));
  }
  if (shape.logo && view !== 'back') {
    const { x, y, size } = shape.logo;
    parts.push(fine
      // An embroidered badge: a ring and its dot, no letters.
      ? `<circle cx="${x}" cy="${y}" r="${size * 0.8}" fill="none" stroke="${contrast}" stroke-width="2.5" stroke-opacity="0.85"/><circle cx="${x}" cy="${y}" r="${size * 0.28}" fill="${contrast}" fill-opacity="0.85"/>`
      : `<circle cx="${x}" cy="${y}" r="${size}" fill="none" stroke="${contrast}" stroke-width="3"/>`);
  }
  if (view === 'back' && (kind === 'tee' || kind === 'sweat' || kind === 'hoodie' || kind === 'jacket' || kind === 'shirt')) {
    parts.push(`<rect x="285" y="122" width="30" height="16" rx="2" fill="${contrast}" opacity="0.8"/>`);
  }
  const body = parts.filter(Boolean).join('');
  switch (view) {
    case 'back':
      return `<g transform="translate(600 0) scale(-1 1)">${body}</g>`;
    case 'detail': {
      const { x, y } = shape.focus;
      return `<g transform="translate(300 300) scale(2.2) translate(${-x} ${-y})">${body}</g>`;
    }
    case 'side':
      return `<g transform="rotate(-8 300 300) translate(20 10) scale(0.92)">${body}</g>`;
    default:
      return `<g>${body}</g>`;
  }
}
