/**
 * Size guides (issue 38, docs/catalogue-format.md "size-guides.csv"): per category, and per brand
 * within a category, a table of body and garment measurements per size, in millimetres here (the
 * bundle writes centimetres, `88` or a range `88-92`). A product's guide is the most specific one:
 * its brand's in its category, else its category's, then the same up the category tree (a guide
 * of "Men › Clothing" serves every type below it). The English store shows inches beside the cm.
 */
import type { LocaleCode, Localized } from '../store/locales';

export const SIZE_GUIDE_KINDS = ['body', 'garment'] as const;
export type SizeGuideKind = (typeof SIZE_GUIDE_KINDS)[number];

/** The measurements a guide may give (a fixed list, so every store names them in its language). */
export const SIZE_GUIDE_MEASURES = ['chest', 'waist', 'hips', 'inside_leg', 'foot_length', 'length', 'width', 'sleeve', 'shoulders'] as const;
export type SizeGuideMeasure = (typeof SIZE_GUIDE_MEASURES)[number];

export const MEASURE_NAMES: Record<SizeGuideMeasure, Localized> = {
  chest: { fr: 'Tour de poitrine', es: 'Contorno de pecho', it: 'Circonferenza petto', nl: 'Borstomvang', de: 'Brustumfang', en: 'Chest' },
  waist: { fr: 'Tour de taille', es: 'Contorno de cintura', it: 'Circonferenza vita', nl: 'Taille', de: 'Taillenumfang', en: 'Waist' },
  hips: { fr: 'Tour de hanches', es: 'Contorno de cadera', it: 'Circonferenza fianchi', nl: 'Heupomvang', de: 'Hüftumfang', en: 'Hips' },
  inside_leg: { fr: 'Entrejambe', es: 'Entrepierna', it: 'Cavallo', nl: 'Binnenbeenlengte', de: 'Innenbeinlänge', en: 'Inside leg' },
  foot_length: { fr: 'Longueur du pied', es: 'Largo del pie', it: 'Lunghezza del piede', nl: 'Voetlengte', de: 'Fußlänge', en: 'Foot length' },
  length: { fr: 'Longueur', es: 'Largo', it: 'Lunghezza', nl: 'Lengte', de: 'Länge', en: 'Length' },
  width: { fr: 'Largeur', es: 'Ancho', it: 'Larghezza', nl: 'Breedte', de: 'Breite', en: 'Width' },
  sleeve: { fr: 'Longueur de manche', es: 'Largo de manga', it: 'Lunghezza manica', nl: 'Mouwlengte', de: 'Ärmellänge', en: 'Sleeve' },
  shoulders: { fr: 'Largeur d’épaules', es: 'Ancho de hombros', it: 'Larghezza spalle', nl: 'Schouderbreedte', de: 'Schulterbreite', en: 'Shoulders' },
};

export const isSizeGuideKind = (value: string): value is SizeGuideKind => (SIZE_GUIDE_KINDS as readonly string[]).includes(value);
export const isSizeGuideMeasure = (value: string): value is SizeGuideMeasure => (SIZE_GUIDE_MEASURES as readonly string[]).includes(value);

/** A measurement in millimetres: one value (min = max) or a range. */
export interface MeasureRange {
  minMm: number;
  maxMm: number;
}

/** One cell of a guide as a bundle gives it: a row of size-guides.csv. */
export interface BundleSizeGuideRow {
  category: string;
  /** A brand key; null: the category's guide for every brand. */
  brand: string | null;
  /** A key of sizes.json. */
  size: string;
  kind: SizeGuideKind;
  measure: SizeGuideMeasure;
  minMm: number;
  maxMm: number;
}

/** A product's guide as the product detail answers it. */
export interface SizeGuide {
  /** The brand's own guide (its name), or null: the category's. */
  brand: string | null;
  /** The table's columns, body measurements first. */
  columns: { kind: SizeGuideKind; measure: SizeGuideMeasure; name: string }[];
  /** One row per size, in the sizes' order; a cell is null where the guide gives nothing. */
  rows: { size: string; name: string; cells: (MeasureRange | null)[] }[];
}

/** A cell read (catalogue-bundle's CellReading, kept apart so the two files do not import each other). */
export type MeasureReading = { ok: true; value: MeasureRange } | { ok: false; problem: string };

/** Centimetres as a bundle writes them: `88`, `88.5`, or a range `88-92`, 1 to 400 cm, at most one decimal. */
export function readCentimetres(column: string, cell: string): MeasureReading {
  const match = /^(\d{1,3}(?:\.\d)?)(?:\s*-\s*(\d{1,3}(?:\.\d)?))?$/.exec(cell.trim());
  const problem = (words: string): MeasureReading => ({ ok: false, problem: `${column} ${JSON.stringify(cell.slice(0, 40))} ${words}` });
  if (!match) return problem('is not centimetres (88, 88.5 or a range 88-92, a point for decimals)');
  const minMm = Math.round(Number(match[1]) * 10);
  const maxMm = match[2] === undefined ? minMm : Math.round(Number(match[2]) * 10);
  if (minMm < 10 || maxMm > 4000) return problem('is not between 1 and 400 cm');
  if (maxMm < minMm) return problem('is a range whose end is below its start');
  return { ok: true, value: { minMm, maxMm } };
}

/** `88` or `88-92` (centimetres, a point), as an export writes a cell. */
export function centimetresCell(range: MeasureRange): string {
  const cm = (mm: number) => String(mm / 10);
  return range.minMm === range.maxMm ? cm(range.minMm) : `${cm(range.minMm)}-${cm(range.maxMm)}`;
}

const MM_PER_INCH = 25.4;

/** "88–92 cm", and for the English store "88–92 cm (34.6–36.2 in)". Decimals in the store's way. */
export function measureText(range: MeasureRange, locale: LocaleCode): string {
  const number = (value: number) => value.toLocaleString(locale === 'en' ? 'en-IE' : locale, { maximumFractionDigits: 1 });
  const span = (from: number, to: number) => (from === to ? number(from) : `${number(from)}–${number(to)}`);
  const cm = `${span(range.minMm / 10, range.maxMm / 10)} cm`;
  if (locale !== 'en') return cm;
  const inches = (mm: number) => Math.round((mm / MM_PER_INCH) * 10) / 10;
  return `${cm} (${span(inches(range.minMm), inches(range.maxMm))} in)`;
}

/** Where a guide is kept: a category, and a brand or none. */
export const sizeGuideScope = (category: string, brand: string | null): string => `${category}\n${brand ?? ''}`;

/**
 * The scope of a product's guide among `scopes` (those that have one): up its category chain
 * (`categories`, the product's own first), the brand's guide before the category's at each level.
 */
export function pickSizeGuideScope(scopes: ReadonlySet<string>, categories: readonly string[], brand: string): string | null {
  for (const category of categories) {
    for (const scope of [sizeGuideScope(category, brand), sizeGuideScope(category, null)]) if (scopes.has(scope)) return scope;
  }
  return null;
}

/** Column order of a guide: body measurements, then the garment's, each in SIZE_GUIDE_MEASURES order. */
export function sizeGuideColumns(rows: readonly Pick<BundleSizeGuideRow, 'kind' | 'measure'>[]): { kind: SizeGuideKind; measure: SizeGuideMeasure }[] {
  const present = new Set(rows.map((row) => `${row.kind}:${row.measure}`));
  return SIZE_GUIDE_KINDS.flatMap((kind) => SIZE_GUIDE_MEASURES.filter((measure) => present.has(`${kind}:${measure}`)).map((measure) => ({ kind, measure })));
}
