import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BrowserNavigation } from './browser-navigation';
import type { PageOutcome } from './page-loader';

/** A browser's history, address and scroll, enough for the navigation (no DOM in the unit tests). */
class FakeWindow {
  entries: { url: URL; state: unknown }[] = [{ url: new URL('https://shop.test/es/'), state: null }];
  at = 0;
  scrollY = 0;
  assigned: string[] = [];
  private listeners = new Map<string, ((event: unknown) => void)[]>();
  readonly history = {
    state: null as unknown,
    scrollRestoration: 'auto',
    pushState: (state: unknown, _title: string, href: string) => {
      this.entries = [...this.entries.slice(0, this.at + 1), { url: new URL(href, this.location.href), state }];
      this.at += 1;
      this.history.state = state;
    },
    replaceState: (state: unknown, _title: string, href?: string) => {
      this.entries[this.at] = { url: href ? new URL(href, this.location.href) : this.entries[this.at].url, state };
      this.history.state = state;
    },
    go: (delta: number) => {
      this.at += delta;
      this.history.state = this.entries[this.at].state;
      this.dispatch('popstate', { state: this.entries[this.at].state });
    },
  };
  readonly sessionStorage = new Map<string, string>();
  storageReads = 0;

  get location() {
    const url = this.entries[this.at].url;
    return { href: url.href, origin: url.origin, pathname: url.pathname, search: url.search, hash: url.hash, assign: (href: string) => this.assigned.push(href) };
  }

  scrollTo(_x: number, y: number) {
    this.scrollY = y;
  }

  addEventListener(name: string, listener: (event: unknown) => void) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener]);
  }

  removeEventListener(name: string, listener: (event: unknown) => void) {
    this.listeners.set(name, (this.listeners.get(name) ?? []).filter((other) => other !== listener));
  }

  dispatch(name: string, event: unknown) {
    (this.listeners.get(name) ?? []).forEach((listener) => listener(event));
  }
}

let browser: FakeWindow;

beforeEach(() => {
  browser = new FakeWindow();
  vi.stubGlobal('window', {
    history: browser.history,
    get location() {
      return browser.location;
    },
    get scrollY() {
      return browser.scrollY;
    },
    scrollTo: (x: number, y: number) => browser.scrollTo(x, y),
    addEventListener: (name: string, listener: (event: unknown) => void) => browser.addEventListener(name, listener),
    removeEventListener: (name: string, listener: (event: unknown) => void) => browser.removeEventListener(name, listener),
    sessionStorage: {
      getItem: (key: string) => {
        browser.storageReads += 1;
        return browser.sessionStorage.get(key) ?? null;
      },
      setItem: (key: string, value: string) => browser.sessionStorage.set(key, value),
    },
  });
  vi.stubGlobal('document', { getElementById: () => null });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Loads answered by hand, in any order. */
function scriptedLoads() {
  const calls: { url: URL; signal: AbortSignal; answer: (outcome: PageOutcome) => void }[] = [];
  const load = (url: URL, signal: AbortSignal) => new Promise<PageOutcome>((resolve) => calls.push({ url, signal, answer: resolve }));
  return { calls, load };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const ownsSpanish = (pathname: string) => pathname === '/es' || pathname.startsWith('/es/');

describe('BrowserNavigation', () => {
  it('loads a page before it changes the address and shows it, and says what it is loading meanwhile', async () => {
    const { calls, load } = scriptedLoads();
    const navigation = new BrowserNavigation({ load, ownsPath: ownsSpanish });
    navigation.start();
    navigation.push('/es/hombre?page=2');
    expect(calls.map((call) => call.url.pathname + call.url.search)).toEqual(['/es/hombre?page=2']);
    expect(browser.location.pathname).toBe('/es/');
    expect(navigation.getSnapshot().pending?.pathname).toBe('/es/hombre');
    calls[0].answer({ kind: 'page', status: 200 });
    await settle();
    expect(browser.location.pathname + browser.location.search).toBe('/es/hombre?page=2');
    expect(navigation.getSnapshot()).toMatchObject({ location: { pathname: '/es/hombre', search: '?page=2' }, type: 'PUSH', pending: null });
  });

  it('shows only the newest of two navigations, and aborts the older one', async () => {
    const { calls, load } = scriptedLoads();
    const navigation = new BrowserNavigation({ load, ownsPath: ownsSpanish });
    navigation.push('/es/hombre');
    navigation.push('/es/mujer');
    expect(calls[0].signal.aborted).toBe(true);
    calls[1].answer({ kind: 'page', status: 200 });
    calls[0].answer({ kind: 'page', status: 200 });
    await settle();
    expect(navigation.getSnapshot().location.pathname).toBe('/es/mujer');
    expect(browser.entries.map((entry) => entry.url.pathname)).toEqual(['/es/', '/es/mujer']);
  });

  it("follows a guard's redirect and keeps one history entry", async () => {
    const { calls, load } = scriptedLoads();
    const navigation = new BrowserNavigation({ load, ownsPath: ownsSpanish });
    navigation.push('/es/account');
    calls[0].answer({ kind: 'redirect', location: '/es/login', status: 302 });
    await settle();
    expect(calls[1].url.pathname).toBe('/es/login');
    calls[1].answer({ kind: 'page', status: 200 });
    await settle();
    expect(browser.entries.map((entry) => entry.url.pathname)).toEqual(['/es/', '/es/login']);
  });

  it("loads another language's page, or a redirect there, as a new document", async () => {
    const { calls, load } = scriptedLoads();
    const navigation = new BrowserNavigation({ load, ownsPath: ownsSpanish });
    navigation.push('/it/uomo');
    expect(calls).toHaveLength(0);
    navigation.push('/es/x');
    calls[0].answer({ kind: 'redirect', location: '/de/', status: 301 });
    await settle();
    expect(browser.assigned).toEqual(['/it/uomo', '/de/']);
  });

  it('adds an entry without loading for the same page (a modal), and back loads nothing either', async () => {
    const { calls, load } = scriptedLoads();
    const navigation = new BrowserNavigation({ load, ownsPath: ownsSpanish });
    navigation.start();
    navigation.push('/es/', { modal: 'outlet' }, { preventScrollReset: true });
    expect(calls).toHaveLength(0);
    expect(navigation.getSnapshot()).toMatchObject({ location: { state: { modal: 'outlet' } }, preventScrollReset: true });
    navigation.go(-1);
    expect(calls).toHaveLength(0);
    expect(navigation.getSnapshot()).toMatchObject({ location: { pathname: '/es/', state: null }, type: 'POP' });
  });

  it('loads the page back reaches, restores its scroll position, and a redirect there replaces the entry', async () => {
    const { calls, load } = scriptedLoads();
    const navigation = new BrowserNavigation({ load, ownsPath: ownsSpanish });
    navigation.start();
    browser.scrollY = 640;
    navigation.push('/es/hombre');
    calls[0].answer({ kind: 'page', status: 200 });
    await settle();
    navigation.settleScroll();
    expect(browser.scrollY).toBe(0);
    navigation.go(-1);
    expect(calls[1].url.pathname).toBe('/es/');
    expect(navigation.getSnapshot().location.pathname).toBe('/es/hombre');
    calls[1].answer({ kind: 'page', status: 200 });
    await settle();
    navigation.settleScroll();
    expect(browser.scrollY).toBe(640);

    navigation.go(1);
    calls[2].answer({ kind: 'redirect', location: '/es/login', status: 302 });
    await settle();
    calls[3].answer({ kind: 'page', status: 200 });
    await settle();
    expect(browser.entries.map((entry) => entry.url.pathname)).toEqual(['/es/', '/es/login']);
    expect(navigation.getSnapshot().type).toBe('REPLACE');
  });

  it('reads no storage on a first visit, and restores the position a reload of the tab finds', async () => {
    const first = new BrowserNavigation({ load: scriptedLoads().load, ownsPath: ownsSpanish });
    first.start();
    expect(browser.storageReads).toBe(0);
    browser.scrollY = 480;
    browser.dispatch('pagehide', {});

    // The reload: the same history entry (its state kept), a new document.
    browser.scrollY = 0;
    browser.storageReads = 0;
    const reloaded = new BrowserNavigation({ load: scriptedLoads().load, ownsPath: ownsSpanish });
    reloaded.start();
    expect(browser.storageReads).toBeGreaterThan(0);
    expect(browser.scrollY).toBe(480);
  });

  it('loads the address in the browser when the page cannot load (its code is gone after a deployment)', async () => {
    const navigation = new BrowserNavigation({ load: () => Promise.reject(new Error('chunk')), ownsPath: ownsSpanish });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    navigation.push('/es/hombre');
    await settle();
    expect(browser.assigned).toEqual(['/es/hombre']);
  });
});
