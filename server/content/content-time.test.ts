import { describe, expect, it } from 'vitest';
import { readInstant } from './content-time';

describe('readInstant', () => {
  it.each([
    ['laboutiqueofficielle', '2026-12-02T00:00', '2026-12-01T23:00:00.000Z'],
    ['boutique_es', '2026-12-02T00:00', '2026-12-01T23:00:00.000Z'],
    ['boutique_it', '2026-12-02T00:00', '2026-12-01T23:00:00.000Z'],
    ['boutique_be', '2026-12-02T00:00', '2026-12-01T23:00:00.000Z'],
    ['boutique_de', '2026-12-02T00:00', '2026-12-01T23:00:00.000Z'],
    ['boutique_com', '2026-12-02T00:00', '2026-12-02T00:00:00.000Z'],
    ['boutique_com', '2026-07-01T00:00', '2026-06-30T23:00:00.000Z'],
    ['laboutiqueofficielle', '2026-07-01', '2026-06-30T22:00:00.000Z'],
    ['boutique_es', '2026-11-27 09:30:15', '2026-11-27T08:30:15.000Z'],
  ])('reads a naive time in the store’s zone (%s %s)', (store, typed, instant) => {
    expect(readInstant(typed, store)?.toISOString()).toBe(instant);
  });

  it('takes an offset as given', () => {
    expect(readInstant('2026-12-02T00:00:00Z', 'boutique_es')?.toISOString()).toBe('2026-12-02T00:00:00.000Z');
    expect(readInstant('2026-12-02T00:00+05:00', 'boutique_es')?.toISOString()).toBe('2026-12-01T19:00:00.000Z');
  });

  it('reads the change to summer time (Paris skips 02:00–03:00 on 29 March 2026)', () => {
    expect(readInstant('2026-03-29T01:59', 'laboutiqueofficielle')?.toISOString()).toBe('2026-03-29T00:59:00.000Z');
    expect(readInstant('2026-03-29T03:00', 'laboutiqueofficielle')?.toISOString()).toBe('2026-03-29T01:00:00.000Z');
  });

  it.each(['tomorrow', '2026-13-01', '2026-02-30T00:00', '2026-12-02T24:00', '02/12/2026', ''])('refuses %s', (typed) => {
    expect(readInstant(typed, 'boutique_es')).toBeNull();
  });
});
