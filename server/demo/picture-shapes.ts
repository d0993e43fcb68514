/**
 * Garment silhouettes drawn on a 600×600 canvas. Each kind has a body path and optional detail
 * paths (seams, pockets, laces) and the spot where the front logo goes.
 */
import type { GarmentKind } from './category-words';

export interface Silhouette {
  body: string[];
  /** Lines drawn over the body in the stroke colour (seams, zips, laces). */
  details: string[];
  /** Secondary parts drawn in the light accent (soles, cuffs). */
  accents: string[];
  /** Centre of the front logo, or null when there is none. */
  logo: { x: number; y: number; size: number } | null;
  /** Centre of the close-up view. */
  focus: { x: number; y: number };
}

const LONG_SLEEVES = 'M205 130 L262 112 Q300 140 338 112 L395 130 L448 200 L482 428 L442 440 L405 255 L405 482 L195 482 L195 255 L158 440 L118 428 L152 200 Z';

const SHAPES: Record<GarmentKind, Silhouette> = {
  tee: {
    body: ['M200 140 L255 118 Q300 150 345 118 L400 140 L472 212 L428 254 L400 228 L400 472 L200 472 L200 228 L172 254 L128 212 Z'],
    details: ['M255 118 Q300 165 345 118', 'M200 228 L200 250', 'M400 228 L400 250'],
    accents: [], logo: { x: 300, y: 220, size: 34 }, focus: { x: 300, y: 210 },
  },
  shirt: {
    body: [LONG_SLEEVES],
    details: ['M262 112 L300 170 L338 112', 'M300 170 L300 482', 'M230 210 L270 210 L270 250 L230 250 Z'],
    accents: ['M300 200 m-5 0 a5 5 0 1 0 10 0 a5 5 0 1 0 -10 0', 'M300 260 m-5 0 a5 5 0 1 0 10 0 a5 5 0 1 0 -10 0', 'M300 320 m-5 0 a5 5 0 1 0 10 0 a5 5 0 1 0 -10 0'],
    logo: null, focus: { x: 300, y: 190 },
  },
  sweat: {
    body: [LONG_SLEEVES],
    details: ['M262 112 Q300 160 338 112', 'M195 455 L405 455', 'M158 415 L120 405', 'M442 415 L480 405'],
    accents: [], logo: { x: 300, y: 230, size: 40 }, focus: { x: 300, y: 220 },
  },
  hoodie: {
    body: ['M245 132 Q252 58 300 58 Q348 58 355 132 Z', LONG_SLEEVES],
    details: ['M262 112 Q300 170 338 112', 'M290 150 L286 215', 'M310 150 L314 215', 'M235 340 L365 340 L385 420 L215 420 Z', 'M195 455 L405 455'],
    accents: [], logo: { x: 300, y: 260, size: 36 }, focus: { x: 300, y: 250 },
  },
  jacket: {
    body: [LONG_SLEEVES],
    details: ['M300 130 L300 482', 'M262 112 L250 90 L300 130 L350 90 L338 112', 'M215 360 L265 360', 'M335 360 L385 360', 'M195 462 L405 462'],
    accents: [], logo: { x: 350, y: 200, size: 22 }, focus: { x: 320, y: 200 },
  },
  trousers: {
    body: ['M212 110 L388 110 L404 488 L318 488 L300 222 L282 488 L196 488 Z'],
    details: ['M212 140 L388 140', 'M300 140 L300 222', 'M225 150 Q250 185 280 150', 'M320 150 Q350 185 375 150'],
    accents: [], logo: { x: 360, y: 125, size: 14 }, focus: { x: 300, y: 170 },
  },
  shorts: {
    body: ['M208 160 L392 160 L414 372 L316 372 L300 262 L284 372 L186 372 Z'],
    details: ['M208 190 L392 190', 'M300 190 L300 262'],
    accents: [], logo: { x: 360, y: 330, size: 18 }, focus: { x: 300, y: 220 },
  },
  dress: {
    body: ['M252 100 L270 100 Q300 140 330 100 L348 100 L352 215 L428 488 L172 488 L248 215 Z'],
    details: ['M248 215 Q300 235 352 215', 'M240 260 L230 480', 'M360 260 L370 480'],
    accents: [], logo: null, focus: { x: 300, y: 200 },
  },
  sneaker: {
    body: ['M122 382 Q126 300 196 292 L258 250 Q298 236 330 268 L420 330 Q482 338 492 382 Z'],
    details: ['M262 262 L300 300', 'M282 252 L318 288', 'M300 246 L332 280', 'M200 330 Q280 360 380 345'],
    accents: ['M110 382 L502 382 Q508 412 482 418 L122 418 Q104 412 110 382 Z'],
    logo: { x: 390, y: 355, size: 16 }, focus: { x: 300, y: 320 },
  },
  boot: {
    body: ['M150 382 L158 170 L282 170 L292 300 L420 330 Q482 338 492 382 Z'],
    details: ['M270 185 L250 195', 'M272 215 L250 225', 'M276 245 L252 255', 'M278 275 L254 285', 'M158 200 L282 200'],
    accents: ['M140 382 L502 382 Q508 416 482 422 L150 422 Q134 416 140 382 Z'],
    logo: { x: 210, y: 320, size: 16 }, focus: { x: 260, y: 250 },
  },
  slide: {
    body: ['M200 322 Q212 272 310 270 Q408 272 420 322 Z'],
    details: ['M230 300 L390 300'],
    accents: ['M120 350 Q120 320 170 318 L450 318 Q500 320 500 350 Q500 382 450 384 L170 384 Q120 382 120 350 Z'],
    logo: { x: 310, y: 294, size: 18 }, focus: { x: 310, y: 320 },
  },
  cap: {
    body: ['M172 330 Q176 182 318 180 Q440 186 452 330 Z'],
    details: ['M318 180 L300 330', 'M318 180 Q240 220 226 330', 'M318 180 Q396 220 404 330'],
    accents: ['M150 330 Q300 362 520 330 L532 352 Q300 392 140 352 Z', 'M318 180 m-9 0 a9 6 0 1 0 18 0 a9 6 0 1 0 -18 0'],
    logo: { x: 300, y: 265, size: 30 }, focus: { x: 300, y: 260 },
  },
  beanie: {
    body: ['M190 380 Q190 170 300 168 Q410 170 410 380 Z'],
    details: ['M240 185 L240 330', 'M300 168 L300 330', 'M360 185 L360 330'],
    accents: ['M178 330 L422 330 L422 405 L178 405 Z', 'M300 135 m-34 0 a34 34 0 1 0 68 0 a34 34 0 1 0 -68 0'],
    logo: { x: 300, y: 368, size: 22 }, focus: { x: 300, y: 360 },
  },
  bag: {
    body: ['M170 230 L430 230 L452 488 L148 488 Z'],
    details: ['M225 230 Q225 120 300 120 Q375 120 375 230', 'M245 230 Q245 145 300 145 Q355 145 355 230', 'M160 290 L440 290'],
    accents: [], logo: { x: 300, y: 380, size: 40 }, focus: { x: 300, y: 360 },
  },
  socks: {
    body: ['M250 110 L345 110 L345 350 Q345 412 402 430 L452 446 Q486 462 474 496 L454 508 L330 500 Q250 482 250 400 Z'],
    details: ['M250 140 L345 140', 'M250 160 L345 160'],
    accents: ['M250 110 L345 110 L345 130 L250 130 Z'],
    logo: { x: 298, y: 230, size: 20 }, focus: { x: 300, y: 200 },
  },
  generic: {
    body: ['M180 200 L420 200 L440 470 L160 470 Z'],
    details: ['M300 120 L300 200', 'M240 200 L300 150 L360 200'],
    accents: [], logo: { x: 300, y: 330, size: 40 }, focus: { x: 300, y: 320 },
  },
};

export function isGarmentKind(kind: string): kind is GarmentKind {
  return Object.hasOwn(SHAPES, kind);
}

export function silhouette(kind: GarmentKind): Silhouette {
  return SHAPES[kind] ?? SHAPES.generic;
}

/** Darkens (amount < 0) or lightens (amount > 0) a #rrggbb colour. */
export function shade(hex: string, amount: number): string {
  const value = parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = (value >> shift) & 0xff;
    const next = amount < 0 ? c * (1 + amount) : c + (255 - c) * amount;
    return Math.round(Math.min(255, Math.max(0, next))).toString(16).padStart(2, '0');
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

/** Relative luminance, 0 (black) to 1 (white). */
export function luminance(hex: string): number {
  const value = parseInt(hex.slice(1), 16);
  return (0.2126 * ((value >> 16) & 0xff) + 0.7152 * ((value >> 8) & 0xff) + 0.0722 * (value & 0xff)) / 255;
}

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}
