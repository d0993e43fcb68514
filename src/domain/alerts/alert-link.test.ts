import { describe, expect, it } from 'vitest';
import { alertLinkOf, alertLinkParams, readAlertLink } from './alert-link';

const signature = 'a'.repeat(42) + '_';

describe('alert links', () => {
  it('reads the parts of a link from its URL or its query, and gives them back as a query', () => {
    const mail = `http://localhost:3000/es/account/subscriptions?email=eve%40example.com&expires=1790000000&signature=${signature}`;
    expect(readAlertLink(mail)).toEqual({ email: 'eve@example.com', expires: 1_790_000_000, signature });
    expect(readAlertLink(` ?email=eve%40example.com&expires=1790000000&signature=${signature}&alert=12 `)).toEqual({ email: 'eve@example.com', expires: 1_790_000_000, signature, alert: 12 });
    expect(alertLinkParams({ email: 'eve@example.com', expires: 1, signature, alert: 12 })).toEqual({ email: 'eve@example.com', expires: '1', signature, alert: '12' });
  });

  it.each([
    ['no signature', 'https://shop.example/account/subscriptions?email=eve%40example.com&expires=1790000000'],
    ['no expiry', `email=eve%40example.com&signature=${signature}`],
    ['no address', `expires=1790000000&signature=${signature}`],
    ['a malformed expiry', `email=eve%40example.com&expires=soon&signature=${signature}`],
    ['a malformed signature', 'email=eve%40example.com&expires=1790000000&signature=a+b'],
    ['a malformed alert', `email=eve%40example.com&expires=1790000000&signature=${signature}&alert=0`],
    ['a broken URL', 'http://[::1'],
  ])('is no link with %s', (_what, text) => {
    expect(readAlertLink(text)).toBeNull();
  });

  it('checks parts typed one by one', () => {
    expect(alertLinkOf({ email: ' eve@example.com ', expires: '17', signature })).toEqual({ email: 'eve@example.com', expires: 17, signature });
    expect(alertLinkOf({ email: 'eve@example.com', signature })).toBeNull();
  });
});
