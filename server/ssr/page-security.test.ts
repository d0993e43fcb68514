/**
 * The pages' Content-Security-Policy, HSTS and cookie flags in the running shop (tracker issue 16):
 * no inline script at all (the state is a JSON data block) and no nonce, so a kept page is the same
 * bytes for everyone; a validator that follows the policy, GTM's origins by the visitor's consent,
 * and Secure/HttpOnly/SameSite on the cookies.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../demo/seed-customers';
import { NON_PAGE_CSP } from '../http/security-headers';
import { startTestServer, type TestServer } from '../testing/test-server';

const REFUSED = `cookie_consent=v1.m0.k0.${Math.floor(Date.now() / 1000)}`;
const MEASURED = `cookie_consent=v1.m1.k0.${Math.floor(Date.now() / 1000)}`;

const cookiesOf = (headers: Record<string, unknown>): string[] => [headers['set-cookie'] ?? []].flat().map(String);
const cookieNamed = (headers: Record<string, unknown>, name: string) => cookiesOf(headers).find((cookie) => cookie.startsWith(`${name}=`));
const policyOf = (headers: Record<string, unknown>) => String(headers['content-security-policy'] ?? '');
const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `)) ?? '';
/** The opening tags of the scripts the browser would run inline: no `src`, and a JavaScript type or none. */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>/gi)].map((match) => match[1]).filter((attributes) => !/\bsrc=/i.test(attributes) && !/\btype="application\/(ld\+)?json"/i.test(attributes));

describe('page security headers', () => {
  let shop: TestServer;
  const saved = { ...process.env };

  beforeAll(async () => {
    // Read when the pages plugin starts: a GTM container and reCAPTCHA on the contact page.
    Object.assign(process.env, { GTM_ID: 'GTM-SEC16', RECAPTCHA_SECRET_KEY: 'secret', RECAPTCHA_SITE_KEY: 'site-key' });
    shop = await startTestServer({ config: { publicUrl: 'https://shop.example' } });
  });

  afterAll(async () => {
    process.env = saved;
    await shop?.close();
  });

  it('gives the pages no inline script and no nonce: every answer of a kept page is the same bytes', async () => {
    const first = await shop.app.inject({ url: '/homme' });
    const second = await shop.app.inject({ url: '/homme', headers: { cookie: 'session_id=3509560b-7f26-45c1-8639-46846da42a05' } });
    expect(second.headers['x-page-cache']).toBe('fresh');
    for (const answer of [first, second]) {
      expect(inlineScripts(answer.body)).toEqual([]);
      expect(answer.body).not.toMatch(/nonce=/);
      expect(answer.body).toContain('<script type="application/json" id="boutique-state">');
      expect(directive(policyOf(answer.headers), 'script-src')).toBe("script-src 'self' https://www.googletagmanager.com");
    }
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    const policy = policyOf(first.headers);
    for (const part of ["default-src 'self'", "object-src 'none'", "base-uri 'self'", "form-action 'self'", "frame-ancestors 'self'", "img-src 'self' data: blob:", "style-src 'self' 'unsafe-inline'"]) {
      expect(policy).toContain(part);
    }
    expect(policy).not.toContain('strict-dynamic');
    expect(policy).not.toContain('recaptcha');
  });

  it('answers 304 without a policy: the browser keeps the one of its copy, which the validator names', async () => {
    const page = await shop.app.inject({ url: '/femme' });
    const again = await shop.app.inject({ url: '/femme', headers: { 'if-none-match': String(page.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.headers['content-security-policy']).toBeUndefined();
  });

  it("leaves GTM's origins out after a refusal, and the validator then differs", async () => {
    const undecided = await shop.app.inject({ url: '/enfant' });
    const measured = await shop.app.inject({ url: '/enfant', headers: { cookie: MEASURED } });
    const refused = await shop.app.inject({ url: '/enfant', headers: { cookie: REFUSED } });
    expect(policyOf(undecided.headers)).toContain('https://www.googletagmanager.com');
    expect(policyOf(measured.headers)).toContain('https://www.googletagmanager.com');
    expect(policyOf(measured.headers)).toContain('https://*.google-analytics.com');
    expect(policyOf(refused.headers)).not.toContain('googletagmanager');
    expect(policyOf(refused.headers)).not.toContain('google-analytics');
    expect(refused.headers.etag).not.toBe(measured.headers.etag);
    // A browser whose copy came with GTM allowed gets the page again once it refused.
    const revalidated = await shop.app.inject({ url: '/enfant', headers: { cookie: REFUSED, 'if-none-match': String(measured.headers.etag) } });
    expect(revalidated.statusCode).toBe(200);
  });

  it("allows reCAPTCHA's origins on the contact page alone", async () => {
    const contact = await shop.app.inject({ url: '/contact' });
    expect(contact.statusCode).toBe(200);
    expect(directive(policyOf(contact.headers), 'script-src')).toContain('https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/');
    expect(directive(policyOf(contact.headers), 'frame-src')).toContain('https://recaptcha.google.com/recaptcha/');
  });

  it('keeps private pages per visitor, under the same policy without inline script', async () => {
    const login = await shop.app.inject({ url: '/account/login' });
    expect(login.headers['x-page-cache']).toBe('bypass');
    expect(inlineScripts(login.body)).toEqual([]);
    expect(directive(policyOf(login.headers), 'script-src')).toBe("script-src 'self' https://www.googletagmanager.com");
  });

  it('forbids everything on the API answers', async () => {
    const answer = await shop.app.inject({ url: '/api/v5/init' });
    expect(answer.headers['content-security-policy']).toBe(NON_PAGE_CSP);
    const missing = await shop.app.inject({ url: '/api/v5/no-such-call' });
    expect(missing.headers['content-security-policy']).toBe(NON_PAGE_CSP);
  });

  it('sends HSTS and Secure cookies over https (the trusted origin), neither over http', async () => {
    const https = await shop.app.inject({ url: '/homme', headers: { host: 'shop.example' } });
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const session = cookieNamed(https.headers, 'session_id');
    expect(session).toMatch(/; HttpOnly/);
    expect(session).toMatch(/; Secure/);
    expect(session).toMatch(/; SameSite=Lax/);

    const http = await shop.app.inject({ url: '/homme?j=1&mid=2', headers: { host: `127.0.0.1:${new URL(shop.url).port}` } });
    expect(http.headers['strict-transport-security']).toBeUndefined();
    for (const cookie of cookiesOf(http.headers)) {
      expect(cookie).toMatch(/; SameSite=Lax/);
      expect(cookie).not.toMatch(/; Secure/);
    }
    expect(cookieNamed(http.headers, 'session_id')).toMatch(/; HttpOnly/);
    expect(cookieNamed(http.headers, 'sfmc_data')).toMatch(/; HttpOnly/);
  });

  it('keeps the language cookie readable by the page scripts that change it', async () => {
    const page = await shop.app.inject({ url: '/es/', headers: { host: 'shop.example' } });
    const locale = cookieNamed(page.headers, 'locale');
    expect(locale).toMatch(/; SameSite=Lax/);
    expect(locale).toMatch(/; Secure/);
    expect(locale).not.toMatch(/HttpOnly/);
  });

  it('sets the refresh cookie Secure, HttpOnly and SameSite=Strict at sign-in over https', async () => {
    const answer = await shop.app.inject({
      method: 'POST',
      url: '/api/v5/security/login',
      headers: { host: 'shop.example', 'content-type': 'application/json' },
      payload: { _username: 'lucia@example.com', _password: DEMO_PASSWORD },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const refresh = cookieNamed(answer.headers, 'refresh_token');
    for (const flag of ['; HttpOnly', '; Secure', '; SameSite=Strict']) expect(refresh).toContain(flag);
  });
});
