/**
 * Generated site images: flags, banners (/media/banners/{name}.svg), category tiles
 * (/media/tiles/{slug}.svg), app badges, QR codes and carrier logos. Unknown names give null.
 * The QR codes are a decorative pattern, not a scannable code.
 */
import { isLocaleCode, type LocaleCode } from '../../src/domain/store/locales';
import { STORES, isStoreId } from '../../src/domain/store/stores';
import { CARRIERS } from './carriers';
import { GENDER_TYPES, typeWords, type GarmentKind, type GenderKey } from './category-words';
import { drawGarment } from './garment-drawing';
import { escapeXml } from './picture-shapes';
import { BANNER_WORDS } from './site-words';
import { DEFAULT_FREE_SHIPPING_CENTS } from '../../src/domain/catalogue/carrier';
import { amountWords, fillTerms } from '../content/content-terms';

/** The drawn header banner is a picture: it keeps the shop's default amount (a merchant uploads their own image). */
const headerWords = (locale: LocaleCode): string => fillTerms(BANNER_WORDS.freeShipping[locale], amountWords(DEFAULT_FREE_SHIPPING_CENTS, locale));

const FONT = 'font-family="Helvetica, Arial, sans-serif"';

const svg = (width: number, height: number, content: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${content}</svg>`;

const text = (x: number, y: number, size: number, fill: string, value: string, weight = 700): string =>
  `<text x="${x}" y="${y}" ${FONT} font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="middle">${escapeXml(value)}</text>`;

type Stripes = { direction: 'vertical' | 'horizontal'; colours: string[] };

const FLAGS: Record<string, Stripes> = {
  fr: { direction: 'vertical', colours: ['#002654', '#ffffff', '#ce1126'] },
  it: { direction: 'vertical', colours: ['#009246', '#ffffff', '#ce2b37'] },
  be: { direction: 'vertical', colours: ['#000000', '#fdda24', '#ef3340'] },
  ie: { direction: 'vertical', colours: ['#169b62', '#ffffff', '#ff883e'] },
  de: { direction: 'horizontal', colours: ['#000000', '#dd0000', '#ffce00'] },
  es: { direction: 'horizontal', colours: ['#aa151b', '#f1bf00', '#f1bf00', '#aa151b'] },
  lu: { direction: 'horizontal', colours: ['#ed2939', '#ffffff', '#00a1de'] },
  nl: { direction: 'horizontal', colours: ['#ae1c28', '#ffffff', '#21468b'] },
  at: { direction: 'horizontal', colours: ['#c8102e', '#ffffff', '#c8102e'] },
};

/** A 30×20 flag, or null for a country without one. */
export function renderFlag(countryCode: string): string | null {
  const flag = FLAGS[countryCode.toLowerCase()];
  if (!flag) return null;
  const count = flag.colours.length;
  const stripes = flag.colours.map((colour, i) => (flag.direction === 'vertical'
    ? `<rect x="${(30 / count) * i}" y="0" width="${30 / count + 0.01}" height="20" fill="${colour}"/>`
    : `<rect x="0" y="${(20 / count) * i}" width="30" height="${20 / count + 0.01}" fill="${colour}"/>`)).join('');
  return svg(30, 20, stripes);
}

const BANNER_GARMENTS: GarmentKind[] = ['hoodie', 'sneaker', 'bag'];

/** Gradient banner; the title sits left of the garment (desktop) or under it (tall formats). */
function banner(id: string, width: number, height: number, from: string, to: string, title: string, kind: GarmentKind | null): string {
  const gradient = `<defs><linearGradient id="bg-${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`;
  const background = `<rect width="${width}" height="${height}" fill="url(#bg-${id})"/>`;
  const fit = (share: number, cap: number) => Math.round(Math.min(cap, (share * width) / (0.56 * Math.max(title.length, 1))));
  if (!kind) return svg(width, height, `${gradient}${background}${text(width / 2, height / 2 + fit(0.9, height * 0.4) / 3, fit(0.9, height * 0.4), '#ffffff', title)}`);
  const tall = height / width > 0.6;
  const box = tall ? Math.min(width * 0.7, height * 0.6) : height * 0.85;
  const x = tall ? (width - box) / 2 : width - box - width * 0.05;
  const y = tall ? height * 0.06 : (height - box) / 2;
  const garment = `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${(box / 600).toFixed(3)})">${drawGarment(kind, { hex: '#ffffff' })}</g>`;
  const size = tall ? fit(0.9, height * 0.09) : fit(0.62, height * 0.2);
  const label = tall
    ? text(width / 2, y + box + (height - y - box) / 2 + size / 3, size, '#ffffff', title)
    : `<text x="${Math.round(width * 0.06)}" y="${Math.round(height / 2 + size / 3)}" ${FONT} font-size="${size}" font-weight="700" fill="#ffffff">${escapeXml(title)}</text>`;
  return svg(width, height, `${gradient}${background}${garment}${label}`);
}

/** Banner names: header-{storeId}, sale-{locale}, slide-{1..3}-{locale}, tp-gifts-{locale}, highlights-{locale}, tp-lookbook; each with an optional -mobile suffix. */
export function renderBannerImage(name: string): string | null {
  const mobile = name.endsWith('-mobile');
  const base = mobile ? name.slice(0, -'-mobile'.length) : name;
  const [w, h] = mobile ? [750, 500] : [1600, 500];
  if (base === 'tp-lookbook') return banner(name, w, h, '#1f2a44', '#3a6ea5', BANNER_WORDS.lookbook.en, 'jacket');
  let match = /^header-([a-z_]+)$/.exec(base);
  if (match && isStoreId(match[1])) {
    return banner(name, mobile ? 750 : 1600, mobile ? 100 : 80, '#1c1c1e', '#3a3a3c', headerWords(STORES[match[1]].locale), null);
  }
  match = /^(sale|tp-gifts|highlights)-([a-z]{2})$/.exec(base);
  if (match && isLocaleCode(match[2])) {
    const locale: LocaleCode = match[2];
    if (match[1] === 'sale') return banner(name, w, mobile ? 500 : 300, '#c0392b', '#7b2234', BANNER_WORDS.saleTitle[locale], 'tee');
    if (match[1] === 'tp-gifts') return banner(name, w, h, '#7b2234', '#2e7d4f', BANNER_WORDS.giftsPage[locale], 'beanie');
    return banner(name, w, h, '#d8c3a5', '#6d4c41', BANNER_WORDS.homeHighlights[locale], 'cap');
  }
  match = /^slide-([1-3])-([a-z]{2})$/.exec(base);
  if (match && isLocaleCode(match[2])) {
    const n = Number(match[1]);
    const titles = [BANNER_WORDS.slideNew, BANNER_WORDS.slideSneakers, BANNER_WORDS.slideGifts];
    const colours: [string, string][] = [['#1f2a44', '#8e8e93'], ['#6b6b3a', '#d8c3a5'], ['#7b2234', '#c0392b']];
    return banner(name, w, mobile ? 1000 : 700, ...colours[n - 1], titles[n - 1][match[2]], BANNER_GARMENTS[n - 1]);
  }
  return null;
}

const TILE_COLOURS: Record<GenderKey, [string, string]> = {
  men: ['#e9ecef', '#1f2a44'], women: ['#f6e9ec', '#7b2234'], kids: ['#fdf3d8', '#e67e22'],
};

/** Tile slugs: {men|women|kids}-{typeKey} (a level-3 category), optional -mobile suffix. */
export function renderTileImage(slug: string): string | null {
  const mobile = slug.endsWith('-mobile');
  const [gender, ...rest] = (mobile ? slug.slice(0, -'-mobile'.length) : slug).split('-');
  const typeKey = rest.join('-');
  if (!(gender in GENDER_TYPES) || !GENDER_TYPES[gender as GenderKey].includes(typeKey)) return null;
  const [background, tint] = TILE_COLOURS[gender as GenderKey];
  const [w, h] = mobile ? [600, 600] : [600, 750];
  const garment = drawGarment(typeWords(typeKey).kind, { hex: tint });
  return svg(w, h, `<rect width="${w}" height="${h}" fill="${background}"/><g transform="translate(0 ${(h - 600) / 2})">${garment}</g>`);
}

const BADGE_WORDS: Record<LocaleCode, { android: string; ios: string }> = {
  fr: { android: 'Disponible sur', ios: "Télécharger dans l'" },
  es: { android: 'Disponible en', ios: 'Descárgalo en' },
  it: { android: 'Disponibile su', ios: 'Scarica su' },
  nl: { android: 'Ontdek het op', ios: 'Download in de' },
  de: { android: 'Jetzt bei', ios: 'Laden im' },
  en: { android: 'Get it on', ios: 'Download on the' },
};

/** App store badge 157×47: name {storeId}-{android|ios}. */
export function renderBadge(name: string): string | null {
  const cut = name.lastIndexOf('-');
  const storeId = name.slice(0, cut);
  const platform = name.slice(cut + 1);
  if (!isStoreId(storeId) || (platform !== 'android' && platform !== 'ios')) return null;
  const words = BADGE_WORDS[STORES[storeId].locale];
  const store = platform === 'android' ? 'Google Play' : 'App Store';
  const icon = platform === 'android'
    ? '<path d="M14 10 L34 23.5 L14 37 Z" fill="#34a853"/>'
    : '<path d="M24 14 Q28 8 32 9 Q31 14 26 16 Z M17 22 Q24 16 30 21 Q36 17 39 23 Q33 27 36 34 Q32 40 29 37 Q24 35 20 38 Q12 34 17 22 Z" fill="#ffffff"/>';
  return svg(157, 47, `<rect x="0.5" y="0.5" width="156" height="46" rx="7" fill="#000" stroke="#a6a6a6"/>${icon}`
    + `<text x="48" y="19" ${FONT} font-size="9" fill="#fff">${escapeXml(words[platform])}</text>`
    + `<text x="48" y="36" ${FONT} font-size="16" font-weight="700" fill="#fff">${store}</text>`);
}

/** Carrier logo 160×60 for a carrier code. */
export function renderCarrierLogo(code: string): string | null {
  const carrier = CARRIERS.find((candidate) => candidate.code === code);
  if (!carrier) return null;
  const colour = carrier.type === 'express' ? '#c0392b' : carrier.type === 'point_relais' ? '#2e7d4f' : '#f2c94c';
  return svg(160, 60, `<rect width="160" height="60" rx="8" fill="${colour}"/>${text(80, 37, 17, carrier.type === 'home' ? '#1c1c1e' : '#fff', carrier.name)}`);
}
