/**
 * A new idempotency key (docs/checkout-api.md: 16–100 of `[A-Za-z0-9_-]`): 144 random bits in
 * hex. `getRandomValues` works in Node and in every browser, secure context or not.
 */
export function newAttemptKey(): string {
  const bytes = new Uint8Array(18);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
