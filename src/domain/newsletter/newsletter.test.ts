import { describe, expect, it } from 'vitest';
import { canSubmitNewsletter, readNewsletterEmail } from './newsletter';
import { outletVerdict } from '../outlet/outlet-access';

describe('newsletter addresses', () => {
  it('trims, lower-cases and refuses empty or malformed addresses', () => {
    expect(readNewsletterEmail('  Ada@Example.COM ')).toEqual({ ok: true, email: 'ada@example.com' });
    expect(readNewsletterEmail('   ')).toEqual({ ok: false, problem: 'email-required' });
    expect(readNewsletterEmail(undefined)).toEqual({ ok: false, problem: 'email-required' });
    expect(readNewsletterEmail(42)).toEqual({ ok: false, problem: 'email-required' });
    for (const bad of ['ada', 'ada@', '@example.com', 'a b@example.com', 'ada@example', '<script>@x.fr', `${'a'.repeat(250)}@x.fr`]) {
      expect(readNewsletterEmail(bad)).toEqual({ ok: false, problem: 'email-invalid' });
    }
  });

  it('lets the form submit only a non-blank address', () => {
    expect(canSubmitNewsletter('')).toBe(false);
    expect(canSubmitNewsletter('  ')).toBe(false);
    expect(canSubmitNewsletter(' a')).toBe(true);
  });
});

describe('outlet access', () => {
  it('opens to customers and subscribers, and to nobody else', () => {
    expect(outletVerdict({ customer: true, subscriber: false })).toEqual({ granted: true, as: 'customer' });
    expect(outletVerdict({ customer: false, subscriber: true })).toEqual({ granted: true, as: 'subscriber' });
    expect(outletVerdict({ customer: false, subscriber: false })).toEqual({ granted: false });
  });
});
