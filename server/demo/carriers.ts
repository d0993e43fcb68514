/**
 * Carriers: home delivery, relay points (type 'point_relais') and express, with per-country
 * prices in cents. freeShippingAmount null means the shop default (99 €, SPEC §9).
 */
import type { CatCarrier, CatCarrierCountry } from '../catalogue/catalogue-service';
import { l6 } from './text';

type Row = [isoCode2: string, price: number, freeShippingAmount: number | null, deliveryDays: number];

const rows = (list: Row[]): CatCarrierCountry[] =>
  list.map(([isoCode2, price, freeShippingAmount, deliveryDays]) => ({ isoCode2, price, freeShippingAmount, deliveryDays }));

export const carrierLogoPath = (code: string): string => `/media/carriers/${code}.svg`;

export const CARRIERS: readonly CatCarrier[] = [
  {
    id: 1, code: 'colipost_home', type: 'home', rank: 1, name: 'Colipost', serviceName: 'Colipost Domicile',
    logo: carrierLogoPath('colipost_home'),
    descriptions: l6(
      'Livraison à domicile contre signature', 'Entrega a domicilio con firma', 'Consegna a domicilio con firma',
      'Levering aan huis tegen handtekening', 'Lieferung nach Hause gegen Unterschrift', 'Home delivery against signature',
    ),
    countries: rows([
      ['FR', 490, null, 3], ['BE', 690, null, 4], ['ES', 690, null, 4], ['IT', 790, null, 5], ['DE', 690, null, 4],
      ['IE', 990, 12900, 5], ['LU', 690, null, 4], ['NL', 790, null, 4], ['PT', 890, 12900, 5], ['AT', 890, 12900, 5],
      ['FI', 1290, 14900, 6], ['GR', 1290, 14900, 7],
    ]),
  },
  {
    id: 2, code: 'relais_pickup', type: 'point_relais', rank: 2, name: 'Relais Pickup', serviceName: 'Point relais',
    logo: carrierLogoPath('relais_pickup'),
    descriptions: l6(
      'Retrait dans un point relais près de chez vous', 'Recogida en un punto de conveniencia cerca de ti',
      'Ritiro in un punto di ritiro vicino a te', 'Afhalen in een afhaalpunt bij jou in de buurt',
      'Abholung in einer Packstation in Ihrer Nähe', 'Collect from a pick-up point near you',
    ),
    countries: rows([
      ['FR', 390, 6900, 4], ['BE', 490, 6900, 5], ['ES', 490, null, 5], ['IT', 590, null, 6], ['DE', 490, null, 5],
      ['LU', 490, null, 5], ['NL', 590, null, 5], ['PT', 690, null, 6],
    ]),
  },
  {
    id: 3, code: 'chrono_express', type: 'express', rank: 3, name: 'Chrono Express', serviceName: 'Express 24h',
    logo: carrierLogoPath('chrono_express'),
    descriptions: l6(
      'Livraison express en 24 à 48 h', 'Entrega exprés en 24-48 h', 'Consegna express in 24-48 h',
      'Expreslevering binnen 24 tot 48 uur', 'Expresslieferung in 24 bis 48 Stunden', 'Express delivery within 24 to 48 hours',
    ),
    countries: rows([
      ['FR', 1290, 25000, 1], ['BE', 1490, 25000, 2], ['ES', 1690, 25000, 2], ['IT', 1690, 25000, 2],
      ['DE', 1490, 25000, 2], ['IE', 1990, 30000, 2], ['LU', 1490, 25000, 2], ['NL', 1590, 25000, 2],
    ]),
  },
];

export const buildCarriers = (): CatCarrier[] =>
  CARRIERS.map((carrier) => ({
    ...carrier,
    descriptions: { ...carrier.descriptions },
    countries: carrier.countries.map((country) => ({ ...country })),
  }));
