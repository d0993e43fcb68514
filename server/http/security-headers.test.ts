import { describe, expect, it } from 'vitest';
import { isSecureRequest, pagePolicy, type PagePolicySettings } from './security-headers';

const settings = (overrides: Partial<PagePolicySettings> = {}): PagePolicySettings => ({ mode: 'production', gtm: false, recaptcha: false, mapTileUrl: null, algoliaAppId: null, ...overrides });
const visitor = { path: '/', cookieHeader: undefined, now: new Date('2026-11-25T00:00:00Z') };
const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `));

describe('page policy', () => {
  it("allows the map's tiles and Algolia's hosts when they are configured, and nothing else", () => {
    const bare = pagePolicy(settings())(visitor).header;
    expect(directive(bare, 'img-src')).toBe("img-src 'self' data: blob:");
    expect(directive(bare, 'connect-src')).toBe("connect-src 'self'");
    const configured = pagePolicy(settings({ mapTileUrl: 'https://{s}.tile.example.org/{z}/{x}/{y}.png', algoliaAppId: 'APP1' }))(visitor).header;
    expect(directive(configured, 'img-src')).toBe("img-src 'self' data: blob: https://*.tile.example.org");
    expect(directive(configured, 'connect-src')).toContain('https://APP1-dsn.algolia.net https://APP1.algolia.net https://APP1-1.algolianet.com');
    expect(directive(pagePolicy(settings({ mapTileUrl: 'https://tiles.example/{z}/{x}/{y}.png' }))(visitor).header, 'img-src')).toContain(' https://tiles.example');
  });

  it('keeps anything that could end a directive out of the header', () => {
    const header = pagePolicy(settings({ mapTileUrl: 'https://evil;script-src*/{z}/{x}/{y}.png' }))(visitor).header;
    expect(header).not.toContain('evil');
  });

  it("opens GTM to undecided and consenting visitors, never to one who refused, and says so in the validator's variant", () => {
    const policy = pagePolicy(settings({ gtm: true }));
    const seconds = Math.floor(visitor.now.getTime() / 1000);
    const of = (cookie: string | undefined) => policy({ ...visitor, cookieHeader: cookie });
    expect(of(undefined)).toMatchObject({ variant: 't', header: expect.stringContaining('https://www.googletagmanager.com') });
    expect(of(`cookie_consent=v1.m0.k1.${seconds}`).variant).toBe('t');
    expect(of(`cookie_consent=v1.m0.k0.${seconds}`)).toEqual({ variant: '', header: expect.not.stringContaining('google') });
    // A damaged or expired choice is no choice: the banner shows again.
    expect(of('cookie_consent=v1.m0.k0.x').variant).toBe('t');
    expect(pagePolicy(settings())(visitor).header).not.toContain('google');
  });

  it('loosens scripts for Vite in development only', () => {
    const development = pagePolicy(settings({ mode: 'development' }))(visitor).header;
    expect(directive(development, 'script-src')).toBe("script-src 'self' 'unsafe-inline'");
    expect(directive(development, 'connect-src')).toBe("connect-src 'self' ws: wss:");
    // Production: the shop's files only, no inline script at all (the page state is a JSON data block).
    expect(directive(pagePolicy(settings())(visitor).header, 'script-src')).toBe("script-src 'self'");
  });
});

describe('contact page', () => {
  it("allows reCAPTCHA's origins there alone, in any language", () => {
    const policy = pagePolicy(settings({ recaptcha: true }));
    expect(directive(policy({ ...visitor, path: '/contact' }).header, 'script-src')).toBe("script-src 'self' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/");
    expect(directive(policy({ ...visitor, path: '/es/contact' }).header, 'frame-src')).toContain('https://recaptcha.google.com/recaptcha/');
    expect(policy(visitor).header).not.toContain('recaptcha');
    expect(pagePolicy(settings())({ ...visitor, path: '/contact' }).header).not.toContain('recaptcha');
  });
});

describe('https', () => {
  it('is TLS on the socket or an https trusted origin', () => {
    expect(isSecureRequest({ protocol: 'https', trustedOrigin: 'http://localhost:3000' })).toBe(true);
    expect(isSecureRequest({ protocol: 'http', trustedOrigin: 'https://shop.example' })).toBe(true);
    expect(isSecureRequest({ protocol: 'http', trustedOrigin: 'http://127.0.0.1:3000' })).toBe(false);
  });
});
