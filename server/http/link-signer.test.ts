import { describe, expect, it } from 'vitest';
import { LinkSigner } from './link-signer';

describe('LinkSigner', () => {
  const secret = new TextEncoder().encode('a-secret-of-at-least-thirty-two-characters');
  let now = new Date('2026-11-24T12:00:00Z');
  const signer = (purpose: string) => LinkSigner.fromSecret(secret, purpose, () => now);

  it('accepts its own signature until the expiry, and nothing else', () => {
    const links = signer('boutique/test/v1');
    const expires = links.expiresIn(30);
    const signature = links.sign(`scope\n${expires}`);
    expect(links.check(`scope\n${expires}`, expires, signature)).toBe('valid');
    expect(links.check(`other\n${expires}`, expires, signature)).toBe('invalid');
    expect(links.check(`scope\n${expires}`, expires, `${signature.slice(0, -1)}A`)).not.toBe('valid');
    expect(links.check(`scope\n${expires}`, expires, 'short')).toBe('invalid');
    expect(links.check(`scope\n${expires}`, Number.NaN, signature)).toBe('invalid');
    expect(signer('boutique/other-purpose/v1').check(`scope\n${expires}`, expires, signature)).toBe('invalid');
    now = new Date(expires * 1000 + 1000);
    expect(links.check(`scope\n${expires}`, expires, signature)).toBe('expired');
  });
});
