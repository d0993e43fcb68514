/** Draws a garment silhouette as an SVG group, tinted by a colour. */
import type { GarmentKind } from './category-words';
import { escapeXml, luminance, shade, silhouette } from './picture-shapes';

export type PictureView = 'front' | 'back' | 'detail' | 'side';

export interface GarmentOptions {
  hex: string;
  view?: PictureView;
  /** Letters on the front logo (brand initials). */
  mark?: string;
}

export function drawGarment(kind: GarmentKind, { hex, view = 'front', mark = '' }: GarmentOptions): string {
  const shape = silhouette(kind);
  const light = luminance(hex) > 0.75;
  const stroke = light ? '#9a9a9a' : shade(hex, -0.4);
  const accent = light ? '#e4e1da' : '#f4f2ee';
  const contrast = luminance(hex) > 0.55 ? '#1c1c1e' : '#ffffff';
  const parts = [
    ...shape.accents.map((d) => `<path d="${d}" fill="${accent}" stroke="${stroke}" stroke-width="3"/>`),
    ...shape.body.map((d) => `<path d="${d}" fill="${hex}" stroke="${stroke}" stroke-width="4" stroke-linejoin="round"/>`),
    ...shape.details.map((d) => `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="3" stroke-linecap="round"/>`),
  ];
  // Accents such as soles sit under the body, but cuffs and pompoms belong on top.
  if (kind === 'beanie' || kind === 'socks' || kind === 'shirt') {
    parts.push(...shape.accents.map((d) => `<path d="${d}" fill="${kind === 'shirt' ? contrast : shade(hex, -0.15)}" stroke="${stroke}" stroke-width="3"/>`));
  }
  if (shape.logo && view !== 'back') {
    const { x, y, size } = shape.logo;
    parts.push(
      `<circle cx="${x}" cy="${y}" r="${size}" fill="none" stroke="${contrast}" stroke-width="3"/>`,
      mark ? `<text x="${x}" y="${y + size * 0.35}" font-family="Helvetica, Arial, sans-serif" font-size="${size}" font-weight="700" fill="${contrast}" text-anchor="middle">${escapeXml(mark)}</text>` : '',
    );
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

/** Initials of a brand name for the logo ("Urban Tide" → "UT"). */
export function brandMark(name: string): string {
  const words = name.replace(/&/g, ' ').split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? words.slice(0, 2).map((word) => word[0]) : [name[0]];
  return letters.join('').toUpperCase();
}
