import { describe, expect, it } from 'vitest';
import { CATALOGUE_API } from '../../application/ports/catalogue-api';
import type { DeviceCode } from '../../application/ports/request-context';
import type { LocaleCode } from '../../domain/store/locales';
import type { StoreId } from '../../domain/store/stores';
import { resolve } from './bind';
import { createSsrContainer } from './ssr';
import type { SharedAnswerStore } from './ssr-shared-catalogue';

/** The API as a render reaches it: every call recorded, a fresh JSON answer each time. */
function recordingApi() {
  const calls: string[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    calls.push(`${request.method} ${url.pathname}`);
    const answers: Record<string, unknown> = {
      '/api/v5/init': { stores: [{ id: 'laboutiqueofficielle' }] },
      '/api/v5/translations': { 'home.title': 'Accueil' },
      '/api/v5/templates': [{ slug: 'home' }],
      '/api/v5/parse': { code: 200, url: { path: '/homme', queryParams: {} }, pageInfo: null },
      '/api/v5/products/7': { id: 7 },
    };
    return new Response(JSON.stringify(answers[url.pathname] ?? {}), { headers: { 'content-type': 'application/json' } });
  };
  return { fetch, calls };
}

/** The server's answer cache as renders see it: kept until cleared. */
function keptAnswers(): SharedAnswerStore & { clear(): void } {
  const kept = new Map<string, Promise<unknown>>();
  return {
    get<T>(key: string, load: () => Promise<T>) {
      if (!kept.has(key)) kept.set(key, load());
      return kept.get(key) as Promise<T>;
    },
    clear: () => kept.clear(),
  };
}

interface Render {
  storeId?: StoreId;
  locale?: LocaleCode;
  apiBase?: string;
  device?: DeviceCode;
  noCache?: boolean;
}

describe('server renders share the answers that are the same for every visitor', () => {
  const api = recordingApi();
  const answers = keptAnswers();
  const render = async ({ storeId = 'laboutiqueofficielle', locale = 'fr', apiBase = 'http://shop', device = 0, noCache }: Render = {}) => {
    const catalogue = resolve(createSsrContainer({ storeId, locale, device, apiBase, fetch: api.fetch, noCache, sharedAnswers: answers }), CATALOGUE_API);
    return Promise.all([catalogue.init(), catalogue.translations(), catalogue.templates(['home']), catalogue.parse('/homme', 'http://shop/homme', ''), catalogue.product(7)]);
  };

  it('ask the API once for init, translations, templates and a path, whatever the device, and every time for a product', async () => {
    answers.clear();
    api.calls.length = 0;
    await render();
    const [init, translations] = await render({ device: 1 });
    expect(api.calls.filter((call) => call === 'GET /api/v5/init')).toHaveLength(1);
    expect(api.calls.filter((call) => call === 'GET /api/v5/translations')).toHaveLength(1);
    expect(api.calls.filter((call) => call === 'GET /api/v5/templates')).toHaveLength(1);
    expect(api.calls.filter((call) => call === 'POST /api/v5/parse')).toHaveLength(1);
    expect(api.calls.filter((call) => call === 'GET /api/v5/products/7')).toHaveLength(2);
    expect(init).toEqual({ stores: [{ id: 'laboutiqueofficielle' }] });
    expect(translations).toEqual({ 'home.title': 'Accueil' });
  });

  it('keep them apart by store, language and origin', async () => {
    answers.clear();
    api.calls.length = 0;
    await render();
    await render({ locale: 'en' });
    await render({ storeId: 'boutique_es', locale: 'es' });
    await render({ apiBase: 'https://shop.example' });
    expect(api.calls.filter((call) => call === 'GET /api/v5/init')).toHaveLength(4);
  });

  it('ask again after a change empties the answers, and on every no_cache=1 render', async () => {
    answers.clear();
    api.calls.length = 0;
    await render();
    answers.clear();
    await render();
    await render({ noCache: true });
    await render({ noCache: true });
    expect(api.calls.filter((call) => call === 'GET /api/v5/init')).toHaveLength(4);
  });

  it('never let a render change what the next one reads', async () => {
    answers.clear();
    const [init] = await render();
    expect(() => {
      (init as unknown as { stores: unknown[] }).stores.push({ id: 'boutique_es' });
    }).toThrow(TypeError);
    const [again] = await render();
    expect(again).toEqual({ stores: [{ id: 'laboutiqueofficielle' }] });
  });
});
