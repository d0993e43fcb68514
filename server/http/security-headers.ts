/**
 * The browser-side defences every answer carries (tracker issue 16, "Security"): the fixed headers,
 * HSTS when the shop is reached over https, a Content-Security-Policy that forbids everything on the
 * API's JSON, and the storefront pages' policy, chosen per answer (the visitor's consent, the page)
 * by the pages plugin.
 *
 * The pages' policy, and why:
 * - scripts: the shop's own files only ('self'). A page has no inline script: its state is a JSON
 *   data block (`<script type="application/json">`), which the browser never runs and CSP does not
 *   govern. So no nonce, and a kept page is the same bytes for every visitor (compressed once).
 *   No 'strict-dynamic' either: it would trust any script the app adds, the tag manager included,
 *   whatever the visitor chose; the lazy chunks are same-origin files, which 'self' allows.
 * - Google Tag Manager's origins only while the visitor's choice allows measurement or marketing,
 *   or before any choice (the banner on this very page may start GTM); a refusal takes them out.
 * - reCAPTCHA's origins on the contact page only, when the shop checks messages with it.
 * - styles: the shop's stylesheets and inline styles ('unsafe-inline'): React writes `style=""`
 *   attributes with values of the moment (hashing each is impossible), the map and React's hoisted
 *   styles add `<style>` at run time. Styles run no code; what the policy locks is scripts, and an
 *   injected style would need an HTML injection that React's escaping already refuses.
 * - development keeps Vite's inline scripts and HMR socket working.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { parseCookieHeader } from '../../src/domain/cookies/cookie-format';
import { allowsTracking, CONSENT_COOKIE, parseConsent } from '../../src/domain/tracking/consent';
import { routeForPath } from '../../src/domain/routing/route-table';
import { stripLocalePrefix } from '../../src/domain/store/locale-path';
import type { AppMode } from '../core/config';

/**
 * Powerful browser features, off for the shop and anything it frames (reCAPTCHA): no page uses the
 * camera, the microphone, the position (relay points are found by postcode), sensors, USB, serial,
 * HID, Bluetooth, MIDI, screen capture, picture-in-picture or fullscreen; the sandbox payment pages
 * are plain forms, not the Payment Request API (`payment`), and a real provider's hosted page is its
 * own document. Passkeys (WebAuthn: `publickey-credentials-get`/`-create`) stay open to the shop's
 * own pages only. Interest-based ads (`browsing-topics`) are off: the shop measures only with consent.
 * Only features Chromium knows are named (an unknown one is a console warning on every page).
 */
export const PERMISSIONS_POLICY = [
  ...['accelerometer', 'autoplay', 'bluetooth', 'browsing-topics', 'camera', 'display-capture', 'encrypted-media', 'fullscreen', 'geolocation',
    'gyroscope', 'hid', 'idle-detection', 'local-fonts', 'magnetometer', 'microphone', 'midi', 'otp-credentials', 'payment', 'picture-in-picture',
    'screen-wake-lock', 'serial', 'usb', 'window-management', 'xr-spatial-tracking'].map((feature) => `${feature}=()`),
  'publickey-credentials-create=(self)',
  'publickey-credentials-get=(self)',
].join(', ');

/**
 * Who may load an answer into their page without CORS (Cross-Origin-Resource-Policy; a CORS read is
 * governed by CORS alone):
 * - pictures under /media/ are embedded elsewhere on purpose: in mails (a webmail shows them from
 *   its own origin), on marketplaces and social previews, by the feeds' readers: `cross-origin`;
 * - the Algolia-compatible endpoint (/1/) answers any origin already (`Access-Control-Allow-Origin:
 *   *`: a store on its own host, the real Algolia client): `cross-origin` says the same; what keeps
 *   records from the wrong caller there is its API key, not the origin;
 * - everything else (pages, the API, scripts, styles, errors): `same-origin`.
 */
export function resourcePolicyFor(url: string): 'same-origin' | 'cross-origin' {
  return url.startsWith('/media/') || url.startsWith('/1/') ? 'cross-origin' : 'same-origin';
}

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': PERMISSIONS_POLICY,
};

/** A year, subdomains included: only ever sent on an answer the browser got over https. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** JSON, files and errors are never a document: nothing may load from them, nobody may frame them. */
export const NON_PAGE_CSP = "default-src 'none'; frame-ancestors 'none'";

/** Other HTML (the sandbox payment pages, the render failure page): the shop's own files only, no inline script. */
export const PLAIN_HTML_CSP = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'self'";

export const GTM_ORIGIN = 'https://www.googletagmanager.com';
/** Where GTM's tags (Google Analytics) send their hits. */
const ANALYTICS_ORIGINS = ['https://www.google-analytics.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'];
const RECAPTCHA_SCRIPTS = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
const RECAPTCHA_FRAMES = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'];

/** The browser reached the shop over https: TLS here, or a trusted origin (PUBLIC_URL, STORE_BASE_URLS) in https. */
export function isSecureRequest(request: Pick<FastifyRequest, 'protocol' | 'trustedOrigin'>): boolean {
  return request.protocol === 'https' || request.trustedOrigin.startsWith('https://');
}

/**
 * The fixed headers on every answer, HSTS over https, and the non-page policy on anything that
 * did not set its own (JSON, files, redirects) — HTML without one gets the plain HTML policy.
 */
export function securityHeadersHook() {
  const fixed = Object.entries(SECURITY_HEADERS);
  // A callback hook, not an async one: no promise per answer.
  return (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: null, payload: unknown) => void) => {
    for (const [name, value] of fixed) if (!reply.hasHeader(name)) reply.header(name, value);
    if (!reply.hasHeader('cross-origin-resource-policy')) reply.header('cross-origin-resource-policy', resourcePolicyFor(request.url));
    if (isSecureRequest(request)) reply.header('strict-transport-security', HSTS);
    // A 304 keeps the policy the browser stored with its copy.
    if (reply.statusCode !== 304 && !reply.hasHeader('content-security-policy')) {
      const html = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
      reply.header('content-security-policy', html ? PLAIN_HTML_CSP : NON_PAGE_CSP);
    }
    done(null, payload);
  };
}

export interface PagePolicySettings {
  mode: AppMode;
  /** GTM_ID is set: the browser may load the tag manager after consent. */
  gtm: boolean;
  /** RECAPTCHA_SITE_KEY is given to pages: the contact page loads Google's script. */
  recaptcha: boolean;
  /** MAP_TILE_URL: the relay map's tiles come from its origin. */
  mapTileUrl: string | null;
  /** ALGOLIA_APP_ID with a search key: browsers query Algolia's hosts for this application. */
  algoliaAppId: string | null;
}

/** What a page's policy depends on besides the settings: its path and the visitor's consent cookie. */
export interface PageVisitor {
  path: string;
  cookieHeader: string | undefined;
  now: Date;
}

export interface PagePolicy {
  /** The header value. */
  header: string;
  /** Part of the page's validator: a browser whose copy was sent under another policy gets the page again. */
  variant: string;
}

/**
 * The storefront pages' policy maker, from the settings read once at start. The header depends on
 * two facts of the answer (GTM allowed, the contact page with reCAPTCHA): its four texts are made
 * here once, and an answer only picks one.
 */
export function pagePolicy(settings: PagePolicySettings): (visitor: PageVisitor) => PagePolicy {
  const mapOrigin = originOf(settings.mapTileUrl);
  const algolia = settings.algoliaAppId
    ? [`https://${settings.algoliaAppId}-dsn.algolia.net`, `https://${settings.algoliaAppId}.algolia.net`, ...[1, 2, 3].map((n) => `https://${settings.algoliaAppId}-${n}.algolianet.com`)]
    : [];
  const development = settings.mode === 'development';

  const policyOf = (gtm: boolean, recaptcha: boolean): PagePolicy => {
    const directives: Record<string, string[]> = {
      'default-src': ["'self'"],
      // Development: Vite's inline preamble and HMR client run inline.
      'script-src': development ? ["'self'", "'unsafe-inline'"] : ["'self'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:'],
      'font-src': ["'self'", 'data:'],
      'connect-src': ["'self'", ...algolia, ...(development ? ['ws:', 'wss:'] : [])],
      'frame-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      // The sandbox's payment pages are the shop's own; a real provider's hosted page is reached by a redirect, not a form.
      'form-action': ["'self'"],
      'frame-ancestors': ["'self'"],
    };
    if (mapOrigin) directives['img-src'].push(mapOrigin);
    if (gtm) {
      directives['script-src'].push(GTM_ORIGIN);
      directives['img-src'].push(GTM_ORIGIN, ...ANALYTICS_ORIGINS);
      directives['connect-src'].push(GTM_ORIGIN, ...ANALYTICS_ORIGINS);
    }
    if (recaptcha) {
      directives['script-src'].push(...RECAPTCHA_SCRIPTS);
      directives['frame-src'].push(...RECAPTCHA_FRAMES);
    }
    const header = Object.entries(directives).map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
    return { header, variant: gtm ? 't' : '' };
  };
  const policies = [policyOf(false, false), policyOf(false, true), policyOf(true, false), policyOf(true, true)];

  return (visitor) => {
    const gtm = settings.gtm && gtmAllowed(visitor);
    const recaptcha = settings.recaptcha && routeForPath(stripLocalePrefix(visitor.path).path).id === 'contact';
    return policies[(gtm ? 2 : 0) + (recaptcha ? 1 : 0)];
  };
}

/** GTM may load on this page: the visitor allowed tracking, or has not chosen yet (the banner may start it here). */
function gtmAllowed(visitor: PageVisitor): boolean {
  // Most visitors' cookies hold no choice yet: no need to parse them.
  const value = visitor.cookieHeader?.includes(CONSENT_COOKIE) ? parseCookieHeader(visitor.cookieHeader)[CONSENT_COOKIE] : undefined;
  const consent = parseConsent(value, visitor.now);
  return consent === null || allowsTracking(consent);
}

function originOf(url: string | null): string | null {
  const match = /^(https?):\/\/([^/?#]+)/i.exec(url ?? '');
  if (!match) return null;
  const [, scheme, host] = match;
  // A subdomain placeholder (`{s}.tile.example`) stands for any subdomain of the rest.
  const source = host.startsWith('{') ? `*.${host.slice(host.indexOf('.') + 1)}` : host;
  // Only a plain host name goes into the header: nothing that could end the directive.
  return /^(\*\.)?[a-z0-9.-]+(:\d{1,5})?$/i.test(source) ? `${scheme.toLowerCase()}://${source.toLowerCase()}` : null;
}
