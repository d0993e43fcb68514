import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { ERROR_REPORTER } from '../../application/ports/error-reporter';
import { REQUEST_CONTEXT } from '../../application/ports/request-context';
import { SEARCH_INDEX } from '../../application/ports/search-index';
import { token } from '../../application/ports/token';
import { SuggestSearch } from '../../application/search/suggest-search';
import { bindFactory, bindValue, resolve, resolveOnRead } from './bind';
import { SEARCH_PRODUCTS } from './search-tokens';

const PRICE = token<number>('test.Price');
const CURRENCY = token<string>('test.Currency');
const LABEL = token<string>('test.Label');

describe('typed bindings', () => {
  it('build a service from the values bound to its dependencies', () => {
    const container = new Container({ defaultScope: 'Singleton' });
    bindValue(container, PRICE, 24.5);
    bindValue(container, CURRENCY, 'EUR');
    bindFactory(container, LABEL, (price, currency) => `${price.toFixed(2)} ${currency}`, [PRICE, CURRENCY]);
    expect(resolve(container, LABEL)).toBe('24.50 EUR');
  });

  it('do not compile when a factory and its token disagree', () => {
    const container = new Container();
    // Each call below is checked by `tsc --noEmit` only: an unused @ts-expect-error fails the type check.
    const mismatches = [
      // @ts-expect-error the factory builds a number, the token binds a string
      () => bindFactory(container, LABEL, (price) => price * 2, [PRICE]),
      // @ts-expect-error the dependency is bound to a number, the factory wants a string
      () => bindFactory(container, LABEL, (price: string) => price, [PRICE]),
      // @ts-expect-error a factory asks for more dependencies than it is given
      () => bindFactory(container, LABEL, (price: number, currency: string) => `${price} ${currency}`, [PRICE]),
      // @ts-expect-error the value is not of the token's type
      () => bindValue(container, PRICE, '24.50'),
      // @ts-expect-error a use case bound under another use case's token
      () => bindFactory(container, SEARCH_PRODUCTS, (index, context, errors) => new SuggestSearch(index, context, errors), [SEARCH_INDEX, REQUEST_CONTEXT, ERROR_REPORTER]),
    ];
    expect(mismatches).toHaveLength(5);
  });
});

describe('resolveOnRead', () => {
  it('resolves each service when it is first read, once, and leaves the others unplanned', () => {
    const container = new Container({ defaultScope: 'Singleton' });
    const built: string[] = [];
    bindValue(container, PRICE, 10);
    bindFactory(container, LABEL, (price) => (built.push('label'), `${price} EUR`), [PRICE]);
    bindFactory(container, CURRENCY, () => (built.push('currency'), 'EUR'), []);
    const services = resolveOnRead(container, { label: LABEL, currency: CURRENCY });
    expect(built).toEqual([]);
    expect(services.label).toBe('10 EUR');
    expect(services.label).toBe('10 EUR');
    expect(built).toEqual(['label']);
    const { currency } = services;
    expect(currency).toBe('EUR');
    expect(built).toEqual(['label', 'currency']);
    expect(Object.keys(services)).toEqual(['label', 'currency']);
  });

  it('fails on read when a service is not bound', () => {
    const services = resolveOnRead(new Container(), { label: LABEL });
    expect(() => services.label).toThrow();
  });
});
