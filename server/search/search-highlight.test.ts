import { describe, expect, it } from 'vitest';
import { highlightRecord, highlightText, QueryMatcher } from './search-highlight';
import { queryTerms } from './search-text-normalise';

const tags = { pre: '<em>', post: '</em>' };
const highlight = (text: string, query: string) => highlightText(text, queryTerms(query), tags);

describe('highlightText', () => {
  it('wraps the typed prefix, a whole word on an exact or typo match', () => {
    expect(highlight('Nordvik - Sweat à capuche Noir', 'swe')).toEqual({
      value: 'Nordvik - <em>Swe</em>at à capuche Noir',
      matchLevel: 'full',
      matchedWords: ['swe'],
      fullyHighlighted: false,
    });
    expect(highlight('Zénith - Chemise Écru', 'zenith chemsie').value).toBe('<em>Zénith</em> - <em>Chemise</em> Écru');
    expect(highlight('Urban Tide - T-shirt Blanc', 't-shrit').value).toBe('Urban Tide - <em>T-shirt</em> Blanc');
    expect(highlight('Urban Tide - Tee-shirt Blanc', 'tee shirt').value).toBe('Urban Tide - <em>Tee</em>-<em>shirt</em> Blanc');
    expect(highlight('Straße', 'strasse').value).toBe('<em>Straße</em>');
  });

  it('reports partial, full and no matches', () => {
    expect(highlight('Sweat Noir', 'sweat blanc')).toMatchObject({ matchLevel: 'partial', matchedWords: ['sweat'] });
    expect(highlight('Sweat Noir', 'noir sweat')).toMatchObject({ matchLevel: 'full', fullyHighlighted: true });
    expect(highlight('Sweat Noir', '')).toEqual({ value: 'Sweat Noir', matchLevel: 'none', matchedWords: [] });
  });

  it('returns the stored text as it is, only the tags added (Algolia leaves escaping to the client)', () => {
    expect(highlight('Tee <b>"Rock" & Roll</b>', 'rock')).toMatchObject({
      value: 'Tee <b>"<em>Rock</em>" & Roll</b>',
      matchLevel: 'full',
    });
    expect(highlightText('A <tag> & Co\'s', queryTerms('tag'), { pre: '<mark class="x">', post: '</mark>' }).value).toBe(
      'A <<mark class="x">tag</mark>> & Co\'s',
    );
    expect(highlight('<img src=x onerror=alert(1)>', '')).toEqual({ value: '<img src=x onerror=alert(1)>', matchLevel: 'none', matchedWords: [] });
  });

  it('highlights typos only when typo tolerance is on', () => {
    const terms = queryTerms('swaet');
    expect(highlightText('Sweat Noir', terms, tags).value).toBe('<em>Sweat</em> Noir');
    expect(highlightRecord({ name: 'Sweat Noir' }, ['name'], new QueryMatcher(terms, false), tags)).toEqual({ name: { value: 'Sweat Noir', matchLevel: 'none', matchedWords: [] } });
  });
});

describe('highlightRecord', () => {
  const record = {
    names: { fr: 'Sweat Noir', en: 'Black Sweat' },
    brand: { name: 'Nordvik', id: 3 },
    artists: [{ name: 'Léa Moreau' }, { name: 'Studio Kaiju' }],
    price: 10,
  };

  it('mirrors the record shape for the requested paths', () => {
    const result = highlightRecord(record, ['names.fr', 'brand.name', 'artists.name'], new QueryMatcher(queryTerms('lea')), tags);
    expect(result).toEqual({
      names: { fr: { value: 'Sweat Noir', matchLevel: 'none', matchedWords: [] } },
      brand: { name: { value: 'Nordvik', matchLevel: 'none', matchedWords: [] } },
      artists: [
        { name: { value: '<em>Léa</em> Moreau', matchLevel: 'full', matchedWords: ['lea'], fullyHighlighted: false } },
        { name: { value: 'Studio Kaiju', matchLevel: 'none', matchedWords: [] } },
      ],
    });
  });

  it('highlights every string below an object path or with *', () => {
    const names = highlightRecord(record, ['names'], new QueryMatcher(queryTerms('black')), tags) as { names: Record<string, { value: string }> };
    expect(names.names.en.value).toBe('<em>Black</em> Sweat');
    expect(Object.keys(highlightRecord(record, ['*'], new QueryMatcher(queryTerms('x')), tags))).toEqual(['names', 'brand', 'artists']);
  });
});
