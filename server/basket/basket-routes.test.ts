import { Compile } from 'typebox/compile';
import { describe, expect, it } from 'vitest';
import type { CatProduct, CatSize } from '../catalogue/catalogue-types';
import { CARRIERS } from '../demo/carriers';
import { COUNTRIES } from '../demo/countries';
import type { BasketDetailAnswer } from './basket-answer';
import { useApi } from '../testing/api-harness';
import { demoCatalogue } from '../testing/catalogue-fixtures';

/** Monday 23 November 2026, 10:00 in Paris: before the shipping cut-off. */
const NOW = new Date('2026-11-23T09:00:00Z');
const api = useApi({ now: () => NOW });

const restricted = new Set(demoCatalogue().brands.filter((brand) => brand.restricted).map((brand) => brand.id));
const open = (product: CatProduct) => !restricted.has(product.brandId);

function find(description: string, test: (product: CatProduct, size: CatSize) => boolean): { product: CatProduct; size: CatSize } {
  for (const product of demoCatalogue().products) {
    const size = product.sizes.find((candidate) => test(product, candidate));
    if (size) return { product, size };
  }
  throw new Error(`The demo catalogue has no ${description}`);
}

const fullPrice = () => find('full-price size in stock', (p, s) => open(p) && p.prices.fr.originalPrice === null && s.stock >= 5 && p.prices.fr.price < 4000);
const discounted = () => find('discounted size in stock', (p, s) => open(p) && p.prices.fr.originalPrice !== null && s.stock >= 5);
const lowStock = () => find('size with 1 or 2 left', (p, s) => open(p) && s.stock > 0 && s.stock <= 2);
const soldOut = () => find('sold-out size', (p, s) => open(p) && s.stock === 0);
const restrictedOne = () => find('restricted brand size', (p, s) => !open(p) && s.stock > 0);

const item = ({ product, size }: { product: CatProduct; size: CatSize }, quantity = 1) => ({ productId: product.id, productSizeId: size.id, quantity });
const detail = (body: object, options: { store?: string; device?: string; lang?: string } = {}) => api.post<BasketDetailAnswer>('/basket/detail', body, options);
const euros = (cents: number) => Math.round(cents) / 100;
const carrierOf = (code: string, country: string) => CARRIERS.find((carrier) => carrier.code === code)!.countries.find((row) => row.isoCode2 === country)!;
const vatOf = (country: string) => COUNTRIES.find((row) => row.isoCode2 === country)!.vatRate;

describe('POST /basket/detail: pricing', () => {
  it("prices a line for the French store: unit, line, duty-free, stock, carrier and delivery date", async () => {
    const line = fullPrice();
    const { status, body } = await detail({ basketItems: [item(line, 2)] });
    expect(status).toBe(200);
    const cents = line.product.prices.fr.price * 2;
    expect(body.basketItems).toEqual([
      {
        productId: line.product.id,
        productSizeId: line.size.id,
        quantity: 2,
        quantityAvailable: line.size.stock,
        unitPrice: euros(line.product.prices.fr.price),
        originPrice: euros(cents),
        price: euros(cents),
        dutyFreePrice: euros(Math.round(cents / 1.2)),
        discountAmountWithDuty: 0,
        name: line.product.names.fr,
        size: line.size.label === 'TU' ? 'Taille unique' : line.size.label,
      },
    ]);
    const shipping = carrierOf('colipost_home', 'FR');
    expect(body).toMatchObject({
      price: euros(cents),
      dutyFreePrice: euros(Math.round(cents / 1.2)),
      priceWithDefaultCarrier: euros(cents + shipping.price),
      weight: line.product.weightGrams * 2,
      countryIsoCode: 'FR',
      device: 0,
      basketPromotion: null,
      removedItems: [],
      removedItemsMessage: null,
    });
    expect(body.defaultCarrier).toMatchObject({
      code: 'colipost_home',
      type: 'home',
      description: 'Livraison à domicile contre signature',
      price: { freeShipping: false, freeShippingAmount: 9900, priceWithDuty: 490, priceWithoutDuty: 408 },
      deliveryDate: { shippingDate: '2026-11-23', deliveryDate: '2026-11-26' },
    });
  });

  it('keeps the original price of a discounted product', async () => {
    const line = discounted();
    const { body } = await detail({ basketItems: [item(line, 3)] });
    expect(body.basketItems[0]).toMatchObject({ price: euros(line.product.prices.fr.price * 3), originPrice: euros(line.product.prices.fr.originalPrice! * 3) });
  });

  it('caps quantities at the stock and says what is left', async () => {
    const line = lowStock();
    const { body } = await detail({ basketItems: [item(line, 5)] });
    expect(body.basketItems[0]).toMatchObject({ quantity: line.size.stock, quantityAvailable: line.size.stock, price: euros(line.product.prices.fr.price * line.size.stock) });
    expect(body.removedItemsMessage).toBeNull();
  });

  it('prices a sold-out size at 0 and tells that items were removed', async () => {
    const line = soldOut();
    const { body } = await detail({ basketItems: [item(line, 1), item(fullPrice())] });
    expect(body.basketItems[0]).toMatchObject({ quantity: 0, quantityAvailable: 0, price: 0 });
    expect(body.removedItemsMessage).toBe('Des articles indisponibles ont été retirés de votre panier');
  });

  it('drops products and sizes that no longer exist, or that the store does not sell, with the reason', async () => {
    const kept = fullPrice();
    const other = discounted();
    const gone = restrictedOne();
    const { body } = await detail(
      { basketItems: [item(kept), { productId: 999_999, productSizeId: kept.size.id, quantity: 1 }, { productId: kept.product.id, productSizeId: 999_999, quantity: 2 }, { productId: kept.product.id, productSizeId: other.size.id, quantity: 1 }, item(gone)] },
      { store: 'boutique_de' },
    );
    expect(body.basketItems.map((line) => line.productSizeId)).toEqual([kept.size.id]);
    expect(body.removedItems).toEqual([
      { productId: 999_999, productSizeId: kept.size.id, quantity: 1, reason: 'discontinued' },
      { productId: kept.product.id, productSizeId: 999_999, quantity: 2, reason: 'discontinued' },
      { productId: kept.product.id, productSizeId: other.size.id, quantity: 1, reason: 'discontinued' },
      { productId: gone.product.id, productSizeId: gone.size.id, quantity: 1, reason: 'not-sold-here' },
    ]);
    expect(body.removedItemsMessage).toBe('Nicht mehr verfügbare Artikel wurden aus Ihrem Warenkorb entfernt');
    expect((await detail({ basketItems: [item(gone)] })).body.removedItems).toEqual([]);
  });

  it("names each line in the store's language: the basket of another store reads in this one's words", async () => {
    const line = find('size M in stock', (p, s) => open(p) && s.label === 'M' && s.stock > 0);
    const oneSize = find('one-size product in stock', (p, s) => open(p) && s.label === 'TU' && s.stock > 0 && p.names.de !== p.names.fr);
    const { body } = await detail({ basketItems: [item(line), item(oneSize)] }, { store: 'boutique_de' });
    expect(body.basketItems.map(({ name, size }) => ({ name, size }))).toEqual([
      { name: line.product.names.de, size: line.size.label },
      { name: oneSize.product.names.de, size: 'Einheitsgröße' },
    ]);
    const french = await detail({ basketItems: [item(oneSize)] });
    expect(french.body.basketItems[0]).toMatchObject({ name: oneSize.product.names.fr, size: 'Taille unique' });
  });

  it('adds up the same product and size sent twice, and converts numeric strings', async () => {
    const line = fullPrice();
    const { body } = await detail({ basketItems: [item(line, 1), { productId: String(line.product.id), productSizeId: ` ${line.size.id}`, quantity: '2' }] });
    expect(body.basketItems).toHaveLength(1);
    expect(body.basketItems[0].quantity).toBe(3);
  });

  it('counts a line without quantity as one article', async () => {
    const line = fullPrice();
    const { body } = await detail({ basketItems: [{ productId: line.product.id, productSizeId: line.size.id }] });
    expect(body.basketItems[0].quantity).toBe(1);
  });

  it.each([
    ['laboutiqueofficielle', 'fr', 'FR'],
    ['boutique_es', 'es', 'ES'],
    ['boutique_it', 'it', 'IT'],
    ['boutique_be', 'be', 'BE'],
    ['boutique_de', 'de', 'DE'],
    ['boutique_com', 'ie', 'IE'],
  ])('prices %s with its country prices, VAT and default carrier', async (store, priceKey, country) => {
    const line = fullPrice();
    const { body } = await detail({ basketItems: [item(line)] }, { store });
    const cents = line.product.prices[priceKey].price;
    const carrier = carrierOf('colipost_home', country);
    expect(body.countryIsoCode).toBe(country);
    expect(body.basketItems[0].price).toBe(euros(cents));
    expect(body.dutyFreePrice).toBe(euros(Math.round(cents / (1 + vatOf(country) / 100))));
    expect(body.defaultCarrier.price).toMatchObject({ priceWithDuty: carrier.price, freeShippingAmount: carrier.freeShippingAmount ?? 9900 });
    const free = await api.get<{ freeShipping: number }>('/checkout/carriers/free-shipping', { store });
    expect(free.body.freeShipping * 100, 'GET /checkout/carriers/free-shipping agrees').toBe(body.defaultCarrier.price.freeShippingAmount);
  });

  it("delivers to another country of the store at that country's VAT and carrier, store prices unchanged", async () => {
    const line = fullPrice();
    const { body } = await detail({ basketItems: [item(line)], countryIsoCode: 'pt' }, { store: 'boutique_com' });
    const cents = line.product.prices.ie.price;
    expect(body).toMatchObject({ countryIsoCode: 'PT', price: euros(cents), dutyFreePrice: euros(Math.round(cents / 1.23)) });
    expect(body.defaultCarrier.price).toMatchObject({ priceWithDuty: 890, freeShippingAmount: 12900 });
    expect(body.defaultCarrier.deliveryDate.deliveryDate).toBe('2026-11-30');
    expect(body.defaultCarrier.description).toBe('Home delivery against signature');
  });

  it('ships free at or above the threshold', async () => {
    const line = find('pricey size in stock', (p, s) => open(p) && s.stock >= 5 && p.prices.fr.price >= 3400 && p.prices.fr.price < 9900);
    const quantity = Math.ceil(9900 / line.product.prices.fr.price);
    const { body } = await detail({ basketItems: [item(line, quantity)] });
    expect(body.defaultCarrier.price).toMatchObject({ freeShipping: true, priceWithDuty: 0, priceWithoutDuty: 0 });
    expect(body.priceWithDefaultCarrier).toBe(body.price);
    const below = await detail({ basketItems: [item(line, quantity - 1)] });
    expect(below.body.defaultCarrier.price.freeShipping).toBe(false);
  });

  it('echoes the device of the body, else of the header', async () => {
    const line = fullPrice();
    expect((await detail({ basketItems: [item(line)], device: 1 })).body.device).toBe(1);
    expect((await detail({ basketItems: [item(line)] }, { device: '1' })).body.device).toBe(1);
    expect((await detail({ basketItems: [item(line)], device: '0' }, { device: '1' })).body.device).toBe(0);
  });
});

describe('POST /basket/detail: promotions', () => {
  const code = async (promo: string | null, lines: object[], options: { store?: string; device?: string; lang?: string } = {}) =>
    (await detail({ basketItems: lines, basketPromotion: { code: promo } }, options)).body;

  it('applies BIENVENUE10: 10 % of every line, with its name, the VAT rate and a confirmation', async () => {
    const a = fullPrice();
    const b = discounted();
    const body = await code('bienvenue10', [item(a, 2), item(b)]);
    const lines = [a.product.prices.fr.price * 2, b.product.prices.fr.price];
    const parts = lines.map((line) => Math.round(line / 10));
    expect(body.basketPromotion).toEqual({
      code: 'BIENVENUE10',
      valid: true,
      name: 'Bienvenue : -10 % sur tout le site',
      discount: euros(parts[0] + parts[1]),
      taxRate: 20,
      promotionValidity: { valid: true, message: 'Code promo appliqué', allowedDevices: [0, 1] },
    });
    expect(body.basketItems.map((line) => line.discountAmountWithDuty)).toEqual(parts.map(euros));
    expect(body.price).toBe(euros(lines[0] + lines[1] - parts[0] - parts[1]));
  });

  it.each([
    { promo: 'NOPE', message: "Ce code promo n'existe pas" },
    { promo: 'ETE2024', message: 'Ce code promo a expiré' },
    { promo: 'NOEL2026', message: 'Ce code promo sera valable à partir du 1 décembre 2026' },
    { promo: '  ', message: 'Veuillez renseigner un code promo' },
    { promo: null, message: 'Veuillez renseigner un code promo' },
    { promo: 'APPLI5', message: "Ce code promo est réservé à l'application mobile" },
    { promo: 'NORDVIK20', message: 'Ce code promo ne concerne aucun article de votre panier' },
  ])('refuses $promo: "$message"', async ({ promo, message }) => {
    const line = find('non-Nordvik size', (p, s) => open(p) && p.brandId !== 1 && s.stock >= 5 && p.prices.fr.price >= 3000);
    const body = await code(promo, [item(line, 2)]);
    expect(body.basketPromotion).toMatchObject({ valid: false, discount: 0, promotionValidity: { valid: false, message } });
    expect(body.price).toBe(euros(line.product.prices.fr.price * 2));
    expect(body.basketItems[0].discountAmountWithDuty).toBe(0);
  });

  it('MOINS15 needs 50 € of goods, then takes 15 € spread over the lines', async () => {
    const cheap = find('size under 50 €', (p, s) => open(p) && s.stock >= 5 && p.prices.fr.price < 4000);
    const under = await code('MOINS15', [item(cheap)]);
    expect(under.basketPromotion?.promotionValidity.message).toBe('Montant minimum de 50,00 € non atteint');
    const quantity = Math.ceil(5000 / cheap.product.prices.fr.price);
    const over = await code('MOINS15', [item(cheap, quantity), item(fullPrice())]);
    expect(over.basketPromotion).toMatchObject({ valid: true, discount: 15 });
    expect(over.basketItems.reduce((sum, line) => sum + Math.round(line.discountAmountWithDuty * 100), 0)).toBe(1500);
  });

  it('NORDVIK20 takes 20 % off Nordvik lines only; CHAUSSURES25 25 % off shoes only', async () => {
    const nordvik = find('Nordvik size', (p, s) => p.brandId === 1 && s.stock >= 2);
    const other = find('non-Nordvik non-shoe size', (p, s) => open(p) && p.brandId !== 1 && p.sizeKind !== 'shoes' && s.stock >= 2);
    const brand = await code('NORDVIK20', [item(nordvik), item(other)]);
    expect(brand.basketItems.map((line) => line.discountAmountWithDuty)).toEqual([euros(Math.round(nordvik.product.prices.fr.price / 5)), 0]);
    const shoes = find('shoe size', (p, s) => open(p) && p.sizeKind === 'shoes' && s.stock >= 2);
    const family = await code('CHAUSSURES25', [item(other), item(shoes)]);
    expect(family.basketItems.map((line) => line.discountAmountWithDuty)).toEqual([0, euros(Math.round(shoes.product.prices.fr.price / 4))]);
  });

  it('APPLI5 applies on the mobile app; FRANCE5 only in the French store', async () => {
    const line = fullPrice();
    const lines = [item(line, Math.ceil(4000 / line.product.prices.fr.price))];
    expect((await code('APPLI5', lines, { device: '1' })).basketPromotion).toMatchObject({ valid: true, discount: 5, promotionValidity: { allowedDevices: [1] } });
    expect((await code('FRANCE5', lines)).basketPromotion?.valid).toBe(true);
    expect((await code('FRANCE5', lines, { store: 'boutique_es' })).basketPromotion?.promotionValidity.message).toBe('Este código promocional no es válido en este país');
  });

  it('speaks the request language', async () => {
    const line = fullPrice();
    expect((await code('ETE2024', [item(line)], { store: 'boutique_it' })).basketPromotion?.promotionValidity.message).toBe('Questo codice promozionale è scaduto');
    expect((await code('ETE2024', [item(line)], { lang: 'en' })).basketPromotion?.promotionValidity.message).toBe('This promo code has expired');
    expect((await code('BIENVENUE10', [item(line)], { store: 'boutique_de' })).basketPromotion).toMatchObject({ name: 'Willkommen: -10 % auf alles', taxRate: 19 });
  });

  it('counts the discount before deciding whether shipping is free', async () => {
    const line = find('size around 100 €', (p, s) => open(p) && s.stock >= 2 && p.prices.fr.price >= 9900 && p.prices.fr.price < 10900);
    const without = await detail({ basketItems: [item(line)] });
    expect(without.body.defaultCarrier.price.freeShipping).toBe(true);
    const withCode = await code('BIENVENUE10', [item(line)]);
    expect(withCode.defaultCarrier.price).toMatchObject({ freeShipping: false, priceWithDuty: 490 });
  });
});

describe('POST /basket/detail: validation', () => {
  it.each([
    ['no lines', {}],
    ['a line without product', { basketItems: [{ productSizeId: 1, quantity: 1 }] }],
    ['a product id that is not a number', { basketItems: [{ productId: 'abc', productSizeId: 1 }] }],
    ['a negative quantity', { basketItems: [{ productId: 1, productSizeId: 1, quantity: -1 }] }],
    ['a fractional quantity', { basketItems: [{ productId: 1, productSizeId: 1, quantity: 1.5 }] }],
    ['a malformed country', { basketItems: [], countryIsoCode: 'FRA' }],
    ['an unknown device', { basketItems: [], device: 3 }],
  ])('answers 400 {code, message} for %s', async (_case, body) => {
    const answer = await detail(body);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ code: 400, message: expect.any(String) });
  });

  it('refuses unknown and non-deliverable countries with a clear message', async () => {
    expect(await detail({ basketItems: [], countryIsoCode: 'ZZ' })).toMatchObject({ status: 400, body: { code: 400, message: "Unknown country 'ZZ'" } });
    expect(await detail({ basketItems: [], countryIsoCode: 'CH' })).toMatchObject({ status: 400, body: { message: "Ce pays n'est pas disponible à la livraison." } });
  });

  it('prices an empty basket without failing', async () => {
    const { status, body } = await detail({ basketItems: [] });
    expect(status).toBe(200);
    expect(body).toMatchObject({ price: 0, basketItems: [], weight: 0 });
    expect(body.defaultCarrier.price.freeShipping).toBe(false);
  });
});

describe('POST /basket/detail in the OpenAPI document', () => {
  it('is documented and its answers match the documented schemas', async () => {
    const doc = (await api.get<{ paths: Record<string, Record<string, { responses: Record<string, { content: Record<string, { schema: object }> }> }>> }>('/api/v5/openapi.json')).body;
    const operation = doc.paths['/api/v5/basket/detail']?.post;
    expect(operation).toBeDefined();
    const answers = [
      await detail({ basketItems: [item(fullPrice(), 2), item(soldOut()), { productId: 999_999, productSizeId: 1 }], basketPromotion: { code: 'BIENVENUE10' } }),
      await detail({ basketItems: [item(fullPrice())], basketPromotion: { code: 'NOPE' } }, { store: 'boutique_es' }),
      await detail({ basketItems: 'oops' }),
    ];
    for (const answer of answers) {
      const validator = Compile(operation.responses[String(answer.status)].content['application/json'].schema as never);
      expect([...validator.Errors(answer.body)].slice(0, 3), String(answer.status)).toEqual([]);
    }
  });
});
