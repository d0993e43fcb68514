import { describe, expect, it } from 'vitest';
import type { InitResponse, MenuItem } from '../../src/domain/catalogue/site';
import { STORE_IDS } from '../../src/domain/store/stores';
import { useApi } from '../testing/api-harness';
import { demoCatalogue } from '../testing/catalogue-fixtures';
import { setStoreTexts, storefrontWords, storeTexts } from './content-service';
import { amountWords, fillTerms } from './content-terms';

const api = useApi();

function expectedFreeShipping(country: string): number {
  const home = demoCatalogue().carriers.filter((carrier) => carrier.type === 'home').sort((a, b) => a.rank - b.rank)[0];
  const entry = home.countries.find((c) => c.isoCode2 === country);
  return (entry?.freeShippingAmount ?? 9900) / 100;
}

describe('GET /init', () => {
  it('answers the default store in French', async () => {
    const { status, body } = await api.get<InitResponse>('/init');
    expect(status).toBe(200);
    expect(body.stores.map((store) => store.id)).toEqual([...STORE_IDS]);
    const es = body.stores.find((store) => store.id === 'boutique_es')!;
    expect(es).toMatchObject({ defaultLocale: 'es-ES', langCode: 'es', countryCode: 'ES', searchProductIndexName: 'boutique_es_products' });
    expect(es.baseUrl).toMatch(/^http:\/\/localhost(:\d+)?\/es$/);
    expect(body.stores[0].baseUrl).toMatch(/^http:\/\/localhost(:\d+)?$/);
    expect(body.countries.find((country) => country.isoCode2 === 'DE')?.name).toBe('Allemagne');
    expect(body.menu.length).toBeGreaterThan(3);
    expect(body.menu[0]).toMatchObject({ type: 'NOVELTIES', url: { path: '/nouveautes' }, active: true });
    expect(body.footer.apps.every((app) => app.width === 157 && app.height === 47)).toBe(true);
    expect(body.freeShippingAmount).toBe(expectedFreeShipping('FR'));
    expect(body.headerBanner?.image).toMatch(/^\/media\/banners\//);
    expect(body.boSettings).toMatchObject({ maintenance: false, phone: expect.any(String) });
    expect(body.boSettings.saleBanner?.image).toBeTruthy();
  });

  it('follows the store header: language, menu and free shipping of its country', async () => {
    const { body } = await api.get<InitResponse>('/init', { store: 'boutique_es' });
    expect(body.countries.find((country) => country.isoCode2 === 'DE')?.name).toBe('Alemania');
    expect(body.menu[0].url.path).toBe('/novedades');
    const international = await api.get<InitResponse>('/init', { store: 'boutique_com' });
    expect(international.body.freeShippingAmount).toBe(expectedFreeShipping('IE'));
    expect(international.body.menu[0].url.path).toBe('/new');
  });

  it('names countries in the Accept-Language when it is a shop language', async () => {
    const german = await api.get<InitResponse>('/init', { lang: 'de-DE,de;q=0.9' });
    expect(german.body.countries.find((country) => country.isoCode2 === 'FR')?.name).toBe('Frankreich');
    const unknown = await api.get<InitResponse>('/init', { store: 'boutique_it', lang: 'ja-JP' });
    expect(unknown.body.countries.find((country) => country.isoCode2 === 'FR')?.name).toBe('Francia');
  });

  it('rejects an unknown store or device with a 400 { code, message }', async () => {
    const store = await api.get('/init', { store: 'boutique_xx' });
    expect(store.status).toBe(400);
    expect(store.body).toMatchObject({ code: 400, message: expect.stringMatching(/^Unknown store 'boutique_xx'/) });
    for (const device of ['2', 'pc', '']) {
      const answer = await api.get('/init', { device });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ code: 400, message: expect.stringContaining('device') });
    }
    expect((await api.get('/init', { device: '1' })).status).toBe(200);
  });
});

describe('GET /website-main/menu/v3', () => {
  it("answers the store's menu", async () => {
    const fr = await api.get<MenuItem[]>('/website-main/menu/v3');
    const de = await api.get<MenuItem[]>('/website-main/menu/v3', { store: 'boutique_de' });
    expect(fr.status).toBe(200);
    expect(fr.body.map((item) => item.type)).toEqual(de.body.map((item) => item.type));
    expect(de.body[0].name).toBe('Neu');
  });

  it('is cached, and no_cache=1 reads the database again', async () => {
    await api.get('/website-main/menu/v3', { store: 'boutique_it' });
    const row = await api.db.selectFrom('store_sites').select('menu').where('store_id', '=', 'boutique_it').executeTakeFirstOrThrow();
    const changed = row.menu.map((item, i) => (i === 0 ? { ...item, name: 'Cambiato' } : item));
    await api.db.updateTable('store_sites').set({ menu: JSON.stringify(changed) }).where('store_id', '=', 'boutique_it').execute();
    try {
      const cached = await api.get<MenuItem[]>('/website-main/menu/v3', { store: 'boutique_it' });
      expect(cached.body[0].name).not.toBe('Cambiato');
      const fresh = await api.get<MenuItem[]>('/website-main/menu/v3?no_cache=1', { store: 'boutique_it' });
      expect(fresh.body[0].name).toBe('Cambiato');
    } finally {
      await api.db.updateTable('store_sites').set({ menu: JSON.stringify(row.menu) }).where('store_id', '=', 'boutique_it').execute();
    }
  });
});

/** The shipped words as a store answers them: `{freeShipping}` filled with its threshold (99 € in France and Germany), written as the language writes prices. */
const answered = (locale: 'fr' | 'de' | 'en') => fillTerms(storefrontWords()[locale], amountWords(9_900, locale));

describe('GET /translations', () => {
  it("answers the store's language, or the Accept-Language one", async () => {
    const fr = await api.get<Record<string, string>>('/translations');
    const de = await api.get<Record<string, string>>('/translations', { store: 'boutique_de' });
    const en = await api.get<Record<string, string>>('/translations', { lang: 'en-IE' });
    expect(fr.status).toBe(200);
    expect(Object.keys(fr.body).length).toBeGreaterThan(20);
    expect(fr.body).toEqual(answered('fr'));
    expect(de.body).toEqual(answered('de'));
    expect(en.body).toEqual(answered('en'));
  });

  it("answers a store's own texts over its language's, for that store only", async () => {
    const ownWords = { 'listing.filters': 'Eure Filter', 'header.skipToContent': 'Direkt zum Inhalt' };
    const set = await setStoreTexts(api.db, { boutique_de: ownWords });
    expect(set).toEqual({ ok: true, value: { changed: 1 } });
    try {
      const de = await api.get<Record<string, string>>('/translations?no_cache=1', { store: 'boutique_de' });
      expect(de.body).toEqual({ ...answered('de'), ...ownWords });
      // Another store, or another language asked of the same store, has the shipped words.
      const otherStore = await api.get<Record<string, string>>('/translations?no_cache=1', { store: 'boutique_com' });
      expect(otherStore.body['listing.filters']).toBe(storefrontWords().en['listing.filters']);
      const otherLanguage = await api.get<Record<string, string>>('/translations?no_cache=1', { store: 'boutique_de', lang: 'en-IE' });
      expect(otherLanguage.body).toEqual(answered('en'));
      expect(await setStoreTexts(api.db, { boutique_de: ownWords })).toEqual({ ok: true, value: { changed: 0 } });
      expect(await storeTexts(api.db)).toEqual({ boutique_de: ownWords });
    } finally {
      await setStoreTexts(api.db, { boutique_de: {} });
    }
    expect(await storeTexts(api.db)).toEqual({});
    const shipped = await api.get<Record<string, string>>('/translations?no_cache=1', { store: 'boutique_de' });
    expect(shipped.body).toEqual(answered('de'));
  });
});

describe('maintenance', () => {
  it('shows the stored maintenance flag in boSettings', async () => {
    await api.db.insertInto('settings').values({ key: 'maintenance', value: 'true' }).execute();
    try {
      const { body } = await api.get<InitResponse>('/init?no_cache=1');
      expect(body.boSettings.maintenance).toBe(true);
    } finally {
      await api.db.deleteFrom('settings').where('key', '=', 'maintenance').execute();
    }
    const { body } = await api.get<InitResponse>('/init?no_cache=1');
    expect(body.boSettings.maintenance).toBe(false);
  });
});
