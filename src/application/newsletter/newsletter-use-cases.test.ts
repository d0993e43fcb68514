import { describe, expect, it } from 'vitest';
import { InMemoryNewsletter } from '../../adapters/in-memory/in-memory-newsletter';
import { MemoryCookieJar } from '../../adapters/cookies/memory-cookie-jar';
import { RequestOutletAccess } from '../outlet/request-outlet-access';
import { GetNewsletterStatus } from './get-newsletter-status';
import { SubscribeNewsletter } from './subscribe-newsletter';
import { UnsubscribeNewsletter } from './unsubscribe-newsletter';

describe('newsletter use cases', () => {
  it("subscribes a trimmed address, stops an empty one, and gives the shop's 422 message for the rest", async () => {
    const shop = new InMemoryNewsletter();
    const subscribe = new SubscribeNewsletter(shop);
    expect(await subscribe.execute('  Ada@Example.com ')).toMatchObject({ kind: 'subscribed', email: 'ada@example.com' });
    expect(await subscribe.execute('   ')).toEqual({ kind: 'invalid', problem: 'email-required' });
    expect(await subscribe.execute('ada@')).toEqual({ kind: 'refused', code: 422, message: "L'adresse e-mail n'est pas valide." });
    expect([...shop.subscribers]).toEqual(['ada@example.com']);
  });

  it('unsubscribes with a signed link, asks for confirmation without one, refuses a forged one', async () => {
    const shop = new InMemoryNewsletter();
    const unsubscribe = new UnsubscribeNewsletter(shop);
    shop.subscribers.add('ada@example.com');
    expect(await unsubscribe.execute('ada@example.com')).toMatchObject({ kind: 'confirmation-sent' });
    expect(shop.confirmations).toEqual(['ada@example.com']);
    expect(await unsubscribe.execute('ada@example.com', { email: 'ada@example.com', expires: '9', signature: 'forged' })).toMatchObject({ kind: 'refused', code: 403 });
    expect(shop.subscribers.has('ada@example.com')).toBe(true);
    expect(await unsubscribe.execute('ada@example.com', { email: 'ada@example.com', expires: '9', signature: InMemoryNewsletter.SIGNATURE })).toMatchObject({ kind: 'unsubscribed' });
    expect(shop.subscribers.has('ada@example.com')).toBe(false);
  });

  it("tells an address's status only to its owner", async () => {
    const shop = new InMemoryNewsletter();
    const status = new GetNewsletterStatus(shop);
    expect(await status.execute('ada@example.com')).toMatchObject({ kind: 'refused', code: 401 });
    shop.signedInAs = 'bob@example.com';
    expect(await status.execute('ada@example.com')).toMatchObject({ kind: 'refused', code: 403 });
    shop.signedInAs = 'ada@example.com';
    expect(await status.execute('ada@example.com')).toEqual({ kind: 'known', email: 'ada@example.com', subscribed: false });
  });
});

describe('outlet access', () => {
  it('keeps the signed pass in the 30-day outlet cookie, and sets nothing when refused', async () => {
    const shop = new InMemoryNewsletter();
    const cookies = new MemoryCookieJar();
    const access = new RequestOutletAccess(shop, cookies);
    expect(await access.execute('eve@example.com')).toMatchObject({ kind: 'refused', code: 403 });
    expect(cookies.get('outlet')).toBeUndefined();
    shop.customers.add('eve@example.com');
    expect(await access.execute(' Eve@example.com')).toEqual({ kind: 'granted', email: 'eve@example.com' });
    expect(cookies.get('outlet')).toBe('pass:eve@example.com');
    expect(cookies.snapshot().outlet.expiresAt! - Date.now()).toBeGreaterThan(2_591_000_000);
  });
});
