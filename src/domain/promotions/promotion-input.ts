/**
 * A promotion as a merchant writes it (the admin API's body, `boutique admin promo create`, a
 * `--file promo.json`): euros with at most 2 decimals, ISO dates, products, categories and brands
 * by their keys. Checked here, in plain words; the server then turns keys into ids.
 */
import { fromEuros } from '../money/money';
import { LOCALE_CODES, type Localized } from '../store/locales';
import { STORES } from '../store/stores';
import { SEGMENTS, type PromotionEffect, type Segment, type Stacking, type Tier } from './promotion';

export interface ScopeInput {
  products?: unknown;
  categories?: unknown;
  brands?: unknown;
}

export interface PromotionInput {
  code?: unknown;
  automatic?: unknown;
  name?: unknown;
  names?: unknown;
  stores?: unknown;
  devices?: unknown;
  segment?: unknown;
  minimum?: unknown;
  include?: ScopeInput | null;
  exclude?: ScopeInput | null;
  validFrom?: unknown;
  validUntil?: unknown;
  usageLimit?: unknown;
  perCustomerLimit?: unknown;
  stacking?: unknown;
  priority?: unknown;
  effect?: unknown;
}

/** Keys as the merchant knows them; the server resolves them. */
export interface ScopeKeys {
  products: string[];
  categories: string[];
  brands: string[];
}

export interface PromotionDraft {
  code: string;
  automatic: boolean;
  names: Localized;
  storeIds: string[] | null;
  devices: number[] | null;
  segment: Segment | null;
  minimumAmount: number | null;
  include: ScopeKeys | null;
  exclude: ScopeKeys | null;
  validFrom: Date | null;
  validUntil: Date | null;
  usageLimit: number | null;
  perCustomerLimit: number | null;
  stacking: Stacking;
  priority: number;
  /** A gift's size is given by its id; everything else is final. */
  effect: PromotionEffect;
}

export type DraftResult = { ok: true; draft: PromotionDraft } | { ok: false; message: string };

class Invalid extends Error {}

const CODE = /^[A-Z0-9][A-Z0-9_-]{1,39}$/;
const ISO = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?)?$/;

const given = (value: unknown) => value !== undefined && value !== null && value !== '';

function euros(value: unknown, what: string): number {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim().replace(',', '.') : '';
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(text)) throw new Invalid(`${what} must be an amount in euros with at most 2 decimals, such as 10 or 9.90 (got ${JSON.stringify(value)}).`);
  return fromEuros(Number(text));
}

function whole(value: unknown, what: string, min: number, max: number): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isInteger(number) || number < min || number > max) throw new Invalid(`${what} must be a whole number from ${min} to ${max} (got ${JSON.stringify(value)}).`);
  return number;
}

function percent(value: unknown, what: string): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number) || number <= 0 || number > 100 || Math.round(number * 100) !== number * 100) {
    throw new Invalid(`${what} must be a percent above 0 and at most 100 (got ${JSON.stringify(value)}).`);
  }
  return number;
}

function date(value: unknown, what: string): Date | null {
  if (!given(value)) return null;
  const parsed = typeof value === 'string' && ISO.test(value.trim()) ? new Date(value.trim()) : null;
  if (!parsed || Number.isNaN(parsed.getTime())) throw new Invalid(`${what} must be an ISO date such as 2026-12-24 or 2026-12-24T00:00:00Z (got ${JSON.stringify(value)}).`);
  return parsed;
}

function list(value: unknown, what: string): string[] {
  if (!given(value)) return [];
  const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [value];
  const texts = items.map((item) => String(item).trim()).filter((item) => item !== '');
  if (texts.some((item) => item.length > 100)) throw new Invalid(`${what}: a key is longer than 100 characters.`);
  return texts;
}

function scope(input: ScopeInput | null | undefined, what: string): ScopeKeys | null {
  if (!input) return null;
  const keys = { products: list(input.products, `${what} products`), categories: list(input.categories, `${what} categories`), brands: list(input.brands, `${what} brands`) };
  return keys.products.length + keys.categories.length + keys.brands.length === 0 ? null : keys;
}

function names(input: PromotionInput): Localized {
  const given_ = (typeof input.names === 'object' && input.names !== null ? input.names : {}) as Record<string, unknown>;
  const fallback = typeof input.name === 'string' ? input.name.trim() : '';
  const first = fallback || String(given_.fr ?? given_.en ?? '').trim();
  if (!first) throw new Invalid('A promotion needs a name (--name "3 for 2 on T-shirts"), shown to shoppers.');
  const result = {} as Localized;
  for (const locale of LOCALE_CODES) {
    const text = typeof given_[locale] === 'string' ? (given_[locale] as string).trim() : '';
    result[locale] = (text || first).slice(0, 120);
  }
  return result;
}

function effect(value: unknown): PromotionEffect {
  if (typeof value !== 'object' || value === null) throw new Invalid('A promotion needs an effect: a percent, an amount, buy X pay Y, tiers, free shipping or a gift.');
  const raw = value as Record<string, unknown>;
  const target = raw.target === 'lines' ? 'lines' : raw.target === undefined || raw.target === 'basket' ? 'basket' : null;
  if (target === null) throw new Invalid('The effect\'s target must be "basket" or "lines".');
  switch (raw.kind) {
    case 'percent':
      return { kind: 'percent', percent: percent(raw.percent, 'The percent'), target };
    case 'amount': {
      const amount = euros(raw.amount, 'The amount');
      if (amount <= 0) throw new Invalid('The amount must be above 0.');
      return { kind: 'amount', amount, target };
    }
    case 'buy-x-get-y': {
      const buy = whole(raw.buy, 'Buy', 2, 100);
      const pay = whole(raw.pay, 'Pay', 1, 99);
      if (pay >= buy) throw new Invalid(`Pay (${pay}) must be less than buy (${buy}): "3 for 2" is buy 3, pay 2.`);
      return { kind: 'buy-x-get-y', buy, pay };
    }
    case 'tiered': {
      if (!Array.isArray(raw.tiers) || raw.tiers.length === 0 || raw.tiers.length > 10) throw new Invalid('Tiers must be a list of 1 to 10 tiers, such as 100:10%,200:15%.');
      const tiers: Tier[] = raw.tiers.map((tier: Record<string, unknown>, index: number) => {
        const from = euros(tier?.from, `Tier ${index + 1}'s threshold`);
        if (given(tier?.percent) === given(tier?.amount)) throw new Invalid(`Tier ${index + 1} must give either a percent or an amount.`);
        return given(tier.percent) ? { from, percent: percent(tier.percent, `Tier ${index + 1}'s percent`) } : { from, amount: euros(tier.amount, `Tier ${index + 1}'s amount`) };
      });
      tiers.forEach((tier, index) => {
        if (index > 0 && tier.from <= tiers[index - 1].from) throw new Invalid('Tiers must be in ascending order of their thresholds, each above the one before.');
      });
      return { kind: 'tiered', tiers };
    }
    case 'free-shipping':
      return { kind: 'free-shipping' };
    case 'gift':
      return { kind: 'gift', productId: 0, productSizeId: whole(raw.productSizeId, 'The gift\'s size id', 1, 2_147_483_647) };
    default:
      throw new Invalid(`Unknown effect ${JSON.stringify(raw.kind)}: use percent, amount, buy-x-get-y, tiered, free-shipping or gift.`);
  }
}

export function readPromotionInput(input: PromotionInput): DraftResult {
  try {
    const automatic = input.automatic === true || input.automatic === 'true';
    const typed = typeof input.code === 'string' ? input.code.trim().toUpperCase() : '';
    if (!automatic && !typed) throw new Invalid('A promotion needs a code (--code NEWS10), or --automatic for one without a code.');
    const promotionNames = names(input);
    const code = typed || `AUTO-${promotionNames.en.toUpperCase().normalize('NFD').replace(/[^A-Z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 30) || 'PROMOTION'}`;
    if (!CODE.test(code)) throw new Invalid(`The code ${JSON.stringify(code)} must be 2 to 40 letters, digits, - or _.`);
    const stores = list(input.stores, 'Stores');
    const unknownStore = stores.find((store) => !Object.hasOwn(STORES, store));
    if (unknownStore) throw new Invalid(`Unknown store ${unknownStore}: use ${Object.keys(STORES).join(', ')}.`);
    const devices = list(input.devices, 'Devices').map((device) => whole(device, 'A device', 0, 1));
    const segment = given(input.segment) ? (input.segment === 'subscriber' ? 'newsletter' : input.segment) : null;
    if (segment !== null && !SEGMENTS.includes(segment as Segment)) throw new Invalid(`Unknown segment ${JSON.stringify(input.segment)}: use newsletter or first-order.`);
    const validFrom = date(input.validFrom, 'validFrom');
    const validUntil = date(input.validUntil, 'validUntil');
    if (validFrom && validUntil && validFrom >= validUntil) throw new Invalid('validUntil must come after validFrom.');
    const stacking = input.stacking === undefined || input.stacking === null ? 'stackable' : input.stacking;
    if (stacking !== 'stackable' && stacking !== 'exclusive') throw new Invalid('Stacking must be "stackable" or "exclusive".');
    return {
      ok: true,
      draft: {
        code,
        automatic,
        names: promotionNames,
        storeIds: stores.length > 0 ? stores : null,
        devices: devices.length > 0 ? devices : null,
        segment: segment as Segment | null,
        minimumAmount: given(input.minimum) ? euros(input.minimum, 'The minimum') : null,
        include: scope(input.include, 'Included'),
        exclude: scope(input.exclude, 'Excluded'),
        validFrom,
        validUntil,
        usageLimit: given(input.usageLimit) ? whole(input.usageLimit, 'The usage limit', 1, 10_000_000) : null,
        perCustomerLimit: given(input.perCustomerLimit) ? whole(input.perCustomerLimit, 'The per-customer limit', 1, 1000) : null,
        stacking,
        priority: given(input.priority) ? whole(input.priority, 'The priority', 0, 1000) : 100,
        effect: effect(input.effect),
      },
    };
  } catch (error) {
    if (error instanceof Invalid) return { ok: false, message: error.message };
    throw error;
  }
}
