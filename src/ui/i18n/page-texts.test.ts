import { describe, expect, it } from 'vitest';
import { createI18n } from './create-i18n';
import { pickTexts, readingTranslator, SHELL_TEXT_PREFIXES } from './page-texts';
import { allTexts, expectLaterTexts, LaterTexts, withAllTexts } from './later-texts';
import { memoizedT } from './use-t';
import fr from '../../../server/content/content-translations/fr.json';

const catalogue = {
  'listing.sortBy': 'Trier par',
  'listing.count_one': '{{count}} article',
  'listing.count_other': '{{count}} articles',
  'listing.counted_other': 'not a plural form of listing.count',
  'product.rank_ordinal_one': '{{count}}er',
  'product.rank_ordinal_other': '{{count}}e',
  'header.search.label': 'Rechercher',
  'payment.card.number': 'Numéro de carte',
};

describe('pickTexts', () => {
  it('keeps the keys read, each with its plural and ordinal forms, and the shell’s texts', () => {
    const read = new Set(['listing.sortBy', 'listing.count', 'product.rank']);
    expect(pickTexts(catalogue, read)).toEqual({
      'listing.sortBy': 'Trier par',
      'listing.count_one': '{{count}} article',
      'listing.count_other': '{{count}} articles',
      'product.rank_ordinal_one': '{{count}}er',
      'product.rank_ordinal_other': '{{count}}e',
      'header.search.label': 'Rechercher',
    });
  });

  it('leaves out what no render read, and keys read that the catalogue lacks', () => {
    expect(pickTexts(catalogue, new Set(['no.such.key']), [])).toEqual({});
    expect(pickTexts(catalogue, new Set(['payment.card.number']), [])).toEqual({ 'payment.card.number': 'Numéro de carte' });
  });

  it('names shell texts the catalogue has, and keeps them a small part of it', () => {
    const keys = Object.keys(fr);
    for (const prefix of SHELL_TEXT_PREFIXES) expect(keys.some((key) => key.startsWith(prefix)), prefix).toBe(true);
    const shell = JSON.stringify(pickTexts(fr, new Set())).length;
    expect(shell).toBeLessThan(JSON.stringify(fr).length / 4);
  });
});

describe('readingTranslator', () => {
  it('notes every key asked (alone, in a list of fallbacks, with options) and translates as the translator does', () => {
    const { translator, read } = readingTranslator(createI18n('fr', catalogue));
    const t = translator.t as unknown as (key: string | string[], options?: unknown) => string;
    expect(t('listing.sortBy')).toBe('Trier par');
    expect(t('listing.count', { count: 2 })).toBe('2 articles');
    expect(t(['no.such.key', 'header.search.label'])).toBe('Rechercher');
    expect([...read]).toEqual(['listing.sortBy', 'listing.count', 'no.such.key', 'header.search.label']);
    // What was read is enough to translate the same again.
    const again = createI18n('fr', pickTexts(catalogue, read, [])).t as unknown as (key: string, options?: unknown) => string;
    expect(again('listing.count', { count: 1 })).toBe('1 article');
    expect(again('listing.count', { count: 5 })).toBe('5 articles');
  });
});

describe('LaterTexts', () => {
  it('adds the rest of the language once, and a view asking before it came gets the text after', async () => {
    const translator = createI18n('fr', { 'listing.sortBy': 'Trier par' });
    const t = memoizedT(translator) as unknown as (key: string) => string;
    expect(t('payment.card.number')).toBe('payment.card.number');
    let loads = 0;
    const texts = new LaterTexts(translator, async () => {
      loads += 1;
      return catalogue;
    });
    await Promise.all([texts.complete(), texts.complete()]);
    expect(loads).toBe(1);
    expect(t('payment.card.number')).toBe('Numéro de carte');
    expect(t('listing.sortBy')).toBe('Trier par');
  });

  it('tries again after a failed load, and never fails its callers', async () => {
    const translator = createI18n('fr', {});
    let loads = 0;
    const texts = new LaterTexts(translator, async () => {
      loads += 1;
      if (loads === 1) throw new Error('offline');
      return catalogue;
    });
    const errors = console.error;
    console.error = () => undefined;
    try {
      await expect(texts.complete()).resolves.toBeUndefined();
    } finally {
      console.error = errors;
    }
    await texts.complete();
    expect(loads).toBe(2);
    expect(translator.t('listing.sortBy')).toBe('Trier par');
  });

  it('lets a lazy part wait for every text: its code and the catalogue together', async () => {
    await expect(allTexts()).resolves.toBeUndefined();
    const translator = createI18n('fr', {});
    let release: (value: typeof catalogue) => void = () => undefined;
    expectLaterTexts(new LaterTexts(translator, () => new Promise((resolve) => (release = resolve))));
    let shown = false;
    const part = withAllTexts(async () => 'the modal')().then((module) => {
      shown = true;
      return module;
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(shown).toBe(false);
    release(catalogue);
    await expect(part).resolves.toBe('the modal');
    expect(translator.t('payment.card.number')).toBe('Numéro de carte');
    expectLaterTexts(null);
  });
});
