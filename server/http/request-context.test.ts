import { describe, expect, it } from 'vitest';
import { parseQueryString } from './query-string';
import { resolveShopContext } from './request-context';

describe('resolveShopContext', () => {
  it('defaults to the first brand store, desktop, in its language', () => {
    const result = resolveShopContext({}, {});
    expect(result).toEqual({ ok: true, context: expect.objectContaining({ locale: 'fr', device: 0, noCache: false }) });
    if (result.ok) expect(result.context.store.id).toBe('laboutiqueofficielle');
  });

  it('reads store, device, Accept-Language and no_cache', () => {
    const result = resolveShopContext({ store: 'boutique_be', device: '1', 'accept-language': 'en-GB,en;q=0.8' }, { no_cache: '1' });
    expect(result.ok && result.context).toMatchObject({ store: { id: 'boutique_be' }, device: 1, locale: 'en', noCache: true });
    const fallback = resolveShopContext({ store: 'boutique_be', 'accept-language': 'pt-PT' }, {});
    expect(fallback.ok && fallback.context.locale).toBe('nl');
  });

  it('refuses unknown stores and devices with a clear message', () => {
    expect(resolveShopContext({ store: 'boutique_us' }, {})).toEqual({ ok: false, message: expect.stringMatching(/^Unknown store 'boutique_us'/) });
    expect(resolveShopContext({ device: 'mobile' }, {})).toEqual({ ok: false, message: expect.stringContaining("Unknown device 'mobile'") });
  });
});

describe('parseQueryString', () => {
  it('makes name[] keys arrays and repeated keys arrays', () => {
    expect(parseQueryString('templateSlugs[]=a')).toEqual({ 'templateSlugs[]': ['a'] });
    expect(parseQueryString('templateSlugs%5B%5D=a&templateSlugs%5B%5D=b&x=1')).toEqual({ 'templateSlugs[]': ['a', 'b'], x: '1' });
    expect(parseQueryString('a=1&a=2&q=red+shoes')).toEqual({ a: ['1', '2'], q: 'red shoes' });
    expect(parseQueryString('')).toEqual({});
  });
});
