import { describe, expect, it } from 'vitest';
import { isValidEmail, normaliseEmail } from './email';

describe('e-mail addresses', () => {
  it.each(['alice@example.com', ' Alice.Martin+shop@mail.example.fr ', 'élodie@exemple.fr', 'a@b.co', 'o\'neil@x-y.example'])('accepts %j', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each(['', 'alice', 'alice@', '@example.com', 'alice@example', 'al ice@example.com', 'alice@@example.com', 'alice@exa_mple.com', '.alice@example.com', 'a..b@example.com', 'alice@example..com', 'alice@-example.com', '<a>@example.com', `${'a'.repeat(250)}@example.com`])('refuses %j', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it('stores addresses trimmed and lower-cased', () => {
    expect(normaliseEmail('  Alice@Example.COM ')).toBe('alice@example.com');
  });
});
