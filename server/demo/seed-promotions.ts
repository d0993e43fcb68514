/**
 * Demo promotion codes, inserted on every start when missing: an existing database
 * gets them after migration 0002, and codes an operator changed are left alone. Fixed dates, so
 * the demo behaves the same on every machine: BIENVENUE10 never ends, ETE2024 is over, NOEL2026
 * runs in December 2026.
 */
import { BRANDS } from './brands';
import { CATEGORY_NODES } from './categories';
import type { Insertable } from 'kysely';
import type { Promotion } from '../../src/domain/basket/promotion-rules';
import type { PromotionsTable } from '../promotions/promotions-tables';
import type { Db } from '../db/database';
import { ruleOfCode } from '../../src/domain/promotions/code-promotion';
import { storedConditions } from '../promotions/promotions-rules';

/** A promotion as the demo writes it: the shop's `Promotion`, with fixed ISO dates. */
export type DemoPromotion = Omit<Promotion, 'validFrom' | 'validUntil'> & { validFrom: string | null; validUntil: string | null };

const brandId = (name: string): number => {
  const brand = BRANDS.find((candidate) => candidate.name === name);
  if (!brand) throw new Error(`No demo brand ${name}`);
  return brand.id;
};

/** The shoes family of every gender. */
const shoesCategoryIds = (): number[] => CATEGORY_NODES.filter((node) => node.category.level === 2 && node.family === 'shoes').map((node) => node.category.id);

const base = { validFrom: '2024-01-01T00:00:00.000Z', validUntil: null, minimumAmount: null, brandIds: null, categoryIds: null, storeIds: null, allowedDevices: [0, 1], active: true };

export const DEMO_PROMOTIONS: readonly DemoPromotion[] = [
  {
    ...base,
    code: 'BIENVENUE10',
    kind: 'percent',
    value: 10,
    names: {
      fr: 'Bienvenue : -10 % sur tout le site',
      es: 'Bienvenida: -10 % en toda la web',
      it: 'Benvenuto: -10 % su tutto il sito',
      nl: 'Welkom: -10 % op de hele site',
      de: 'Willkommen: -10 % auf alles',
      en: 'Welcome: 10% off everything',
    },
  },
  {
    ...base,
    code: 'MOINS15',
    kind: 'amount',
    value: 1500,
    minimumAmount: 5000,
    names: {
      fr: '15 € offerts dès 50 € d’achat',
      es: '15 € de descuento a partir de 50 €',
      it: '15 € di sconto da 50 € di spesa',
      nl: '15 € korting vanaf 50 €',
      de: '15 € Rabatt ab 50 € Einkaufswert',
      en: '€15 off when you spend €50',
    },
  },
  {
    ...base,
    code: 'NORDVIK20',
    kind: 'percent',
    value: 20,
    brandIds: [brandId('Nordvik')],
    names: {
      fr: '-20 % sur la marque Nordvik',
      es: '-20 % en la marca Nordvik',
      it: '-20 % sul marchio Nordvik',
      nl: '-20 % op het merk Nordvik',
      de: '-20 % auf die Marke Nordvik',
      en: '20% off Nordvik',
    },
  },
  {
    ...base,
    code: 'CHAUSSURES25',
    kind: 'percent',
    value: 25,
    categoryIds: shoesCategoryIds(),
    names: {
      fr: '-25 % sur les chaussures',
      es: '-25 % en calzado',
      it: '-25 % sulle scarpe',
      nl: '-25 % op schoenen',
      de: '-25 % auf Schuhe',
      en: '25% off shoes',
    },
  },
  {
    ...base,
    code: 'APPLI5',
    kind: 'amount',
    value: 500,
    minimumAmount: 3000,
    allowedDevices: [1],
    names: {
      fr: '5 € offerts sur l’application dès 30 €',
      es: '5 € de descuento en la app a partir de 30 €',
      it: '5 € di sconto nell’app da 30 €',
      nl: '5 € korting in de app vanaf 30 €',
      de: '5 € Rabatt in der App ab 30 €',
      en: '€5 off in the app when you spend €30',
    },
  },
  {
    ...base,
    code: 'FRANCE5',
    kind: 'amount',
    value: 500,
    minimumAmount: 4000,
    storeIds: ['laboutiqueofficielle'],
    names: {
      fr: '5 € offerts dès 40 € (boutique France)',
      es: '5 € de descuento a partir de 40 € (tienda de Francia)',
      it: '5 € di sconto da 40 € (negozio Francia)',
      nl: '5 € korting vanaf 40 € (winkel Frankrijk)',
      de: '5 € Rabatt ab 40 € (Shop Frankreich)',
      en: '€5 off from €40 (France store)',
    },
  },
  {
    ...base,
    code: 'ETE2024',
    kind: 'percent',
    value: 20,
    validFrom: '2024-06-01T00:00:00.000Z',
    validUntil: '2024-09-01T00:00:00.000Z',
    names: {
      fr: 'Soldes d’été 2024 : -20 %',
      es: 'Rebajas de verano 2024: -20 %',
      it: 'Saldi estivi 2024: -20 %',
      nl: 'Zomersolden 2024: -20 %',
      de: 'Sommerschlussverkauf 2024: -20 %',
      en: 'Summer sale 2024: 20% off',
    },
  },
  {
    ...base,
    code: 'NOEL2026',
    kind: 'percent',
    value: 15,
    validFrom: '2026-12-01T00:00:00.000Z',
    validUntil: '2026-12-25T00:00:00.000Z',
    names: {
      fr: 'Noël 2026 : -15 %',
      es: 'Navidad 2026: -15 %',
      it: 'Natale 2026: -15 %',
      nl: 'Kerstmis 2026: -15 %',
      de: 'Weihnachten 2026: -15 %',
      en: 'Christmas 2026: 15% off',
    },
  },
];

export function promotionRow(promotion: DemoPromotion): Insertable<PromotionsTable> {
  const json = <T>(value: T) => JSON.stringify(value);
  const nullableJson = <T>(value: T | null) => (value === null ? null : JSON.stringify(value));
  const rule = ruleOfCode({ ...promotion, validFrom: promotion.validFrom === null ? null : new Date(promotion.validFrom), validUntil: promotion.validUntil === null ? null : new Date(promotion.validUntil) });
  return {
    code: promotion.code,
    names: json(promotion.names),
    kind: promotion.kind,
    value: promotion.value,
    valid_from: promotion.validFrom,
    valid_until: promotion.validUntil,
    minimum_amount: promotion.minimumAmount,
    brand_ids: nullableJson(promotion.brandIds),
    category_ids: nullableJson(promotion.categoryIds),
    store_ids: nullableJson(promotion.storeIds),
    allowed_devices: json(promotion.allowedDevices),
    active: promotion.active,
    // Migration 0015's shape, which the engine reads.
    conditions: json(storedConditions(rule.conditions)),
    effect: json(rule.effect),
    created_by: 'demo',
  };
}

/** Inserts the demo codes that are missing; returns how many were added. */
export async function ensureDemoPromotions(db: Db): Promise<number> {
  const result = await db
    .insertInto('promotions')
    .values(DEMO_PROMOTIONS.map(promotionRow))
    .onConflict((oc) => oc.column('code').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}
