import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ContentPreviews } from './content-preview';

describe('preview tokens', () => {
  const secret = randomBytes(32);
  const clock = { now: new Date('2026-11-26T10:00:00Z') };
  const previews = new ContentPreviews(secret, () => clock.now);

  it('open one store’s previews until they expire', () => {
    const { token, expiresAt } = previews.issue('boutique_es', 2);
    expect(expiresAt.toISOString()).toBe('2026-11-26T12:00:00.000Z');
    expect(previews.valid(token, 'boutique_es')).toBe(true);
    expect(previews.valid(token, 'boutique_it')).toBe(false);
    clock.now = new Date('2026-11-26T11:59:59Z');
    expect(previews.valid(token, 'boutique_es')).toBe(true);
    clock.now = new Date('2026-11-26T12:00:00Z');
    expect(previews.valid(token, 'boutique_es')).toBe(false);
  });

  it('refuses a token altered, made with another secret, or not a token at all', () => {
    clock.now = new Date('2026-11-26T10:00:00Z');
    const { token } = previews.issue('boutique_es');
    const [store, expires, signature] = token.split('.');
    expect(previews.valid(`${store}.${Number(expires) + 3600}.${signature}`, 'boutique_es')).toBe(false);
    expect(previews.valid(`boutique_it.${expires}.${signature}`, 'boutique_it')).toBe(false);
    expect(new ContentPreviews(randomBytes(32), () => clock.now).valid(token, 'boutique_es')).toBe(false);
    for (const junk of ['', 'x', 'boutique_es..', `boutique_es.${expires}.${'A'.repeat(43)}`, `${token}x`]) expect(previews.valid(junk, 'boutique_es')).toBe(false);
  });
});
