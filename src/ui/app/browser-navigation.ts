import { createPath, parsePath } from '../../domain/routing/path-parts';
import type { Location, Navigator, To } from './router';
import type { PageOutcome } from './page-loader';

/** What the shop keeps in `history.state` (react-router's shape, kept across the change of router: `usr` is the caller's state). */
interface HistoryState {
  usr: unknown;
  key: string;
  idx: number;
}

/** How the page shown was reached: back or forward (and the first page), a new entry, or in the place of the last one. */
export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

export interface NavigationSnapshot {
  /** The page shown. */
  location: Location;
  type: NavigationType;
  /** The page being loaded (it shows once loaded; a newer navigation replaces it). */
  pending: Location | null;
  /** The navigation asked to keep the scroll position (a modal opening). */
  preventScrollReset: boolean;
}

export interface BrowserNavigationOptions {
  /** Loads a page into the stores (`loadPage`): its code, the guards and its data. */
  load: (url: URL, signal: AbortSignal) => Promise<PageOutcome>;
  /** Whether an address is this document's (this store's language); others load as a new document. */
  ownsPath: (pathname: string) => boolean;
}

const SCROLL_STORAGE_KEY = 'boutique-scroll-positions';
/** A guard that keeps redirecting is a bug: past this many, the browser loads the address itself. */
const MAX_REDIRECTS = 10;

const newKey = () => Math.random().toString(36).slice(2, 10);

/**
 * The shop's client navigation, as its `<Router>`'s navigator (router.tsx): a page is
 * loaded (code, guards, data) before its address is committed and it renders, so the page shown
 * stays while the next one loads, as with a data router. Back and forward load the page they
 * reach; a newer navigation aborts an older one; the guards' redirects are followed; an address
 * on the same page (a modal opening, "back" closing it) loads nothing. Scroll positions are kept
 * per history entry (restored on back and forward, and across a reload of the tab).
 */
export class BrowserNavigation implements Navigator {
  private snapshot: NavigationSnapshot;
  private readonly listeners = new Set<() => void>();
  /** Scroll positions by history entry, read from the tab's session storage when first needed. */
  private savedPositions: Map<string, number> | null = null;
  /** This document was reached by reload, back or forward: its entry may have a position to restore. */
  private readonly revisited: boolean;
  private sequence = 0;
  private controller: AbortController | null = null;
  private index: number;

  constructor(private readonly options: BrowserNavigationOptions) {
    const state = window.history.state as Partial<HistoryState> | null;
    const key = state?.key ?? newKey();
    this.index = state?.idx ?? 0;
    if (!state?.key) window.history.replaceState({ usr: state?.usr ?? null, key, idx: this.index } satisfies HistoryState, '');
    this.snapshot = { location: currentLocation(state?.usr ?? null, key), type: 'POP', pending: null, preventScrollReset: false };
    this.revisited = Boolean(state?.key);
  }

  // A first visit reads no storage while the page hydrates (opening it is a synchronous call).
  private get positions(): Map<string, number> {
    return (this.savedPositions ??= readPositions());
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): NavigationSnapshot => this.snapshot;

  /** Listens to back and forward; returns the way to stop. */
  start(): () => void {
    window.history.scrollRestoration = 'manual';
    window.addEventListener('popstate', this.onPopState);
    window.addEventListener('pagehide', this.savePositions);
    const saved = this.revisited ? this.positions.get(this.snapshot.location.key) : undefined;
    if (saved !== undefined) window.scrollTo(0, saved);
    return () => {
      window.removeEventListener('popstate', this.onPopState);
      window.removeEventListener('pagehide', this.savePositions);
    };
  }

  // The navigator's methods are called detached (`(replace ? navigator.replace : navigator.push)(…)`).
  readonly go = (delta: number): void => window.history.go(delta);

  readonly push = (to: To, state?: unknown, options?: { preventScrollReset?: boolean }): void => {
    void this.navigate(to, state, 'PUSH', options?.preventScrollReset ?? false);
  };

  readonly replace = (to: To, state?: unknown, options?: { preventScrollReset?: boolean }): void => {
    void this.navigate(to, state, 'REPLACE', options?.preventScrollReset ?? false);
  };

  /** After the page of a committed navigation rendered: the scroll position it should have. */
  settleScroll(): void {
    const { location, type, preventScrollReset } = this.snapshot;
    if (type === 'POP') {
      window.scrollTo(0, this.positions.get(location.key) ?? 0);
      return;
    }
    if (preventScrollReset) return;
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }

  private async navigate(to: To, state: unknown, type: NavigationType, preventScrollReset: boolean): Promise<void> {
    const current = this.snapshot.location;
    const path = typeof to === 'string' ? parsePath(to) : to;
    const location: Location = {
      pathname: path.pathname ?? current.pathname,
      search: path.search ?? '',
      hash: path.hash ?? '',
      state: state ?? null,
      key: newKey(),
    };
    this.positions.set(current.key, window.scrollY);
    if (!this.options.ownsPath(location.pathname)) {
      window.location.assign(createPath(location));
      return;
    }
    if (samePage(location, current)) this.commit(location, type, preventScrollReset);
    else await this.loadAndCommit(location, type, preventScrollReset, 0);
  }

  private readonly onPopState = (event: PopStateEvent): void => {
    const state = event.state as Partial<HistoryState> | null;
    this.positions.set(this.snapshot.location.key, window.scrollY);
    this.index = state?.idx ?? 0;
    const location = currentLocation(state?.usr ?? null, state?.key ?? 'default');
    if (samePage(location, this.snapshot.location)) this.commit(location, 'POP', false);
    else void this.loadAndCommit(location, 'POP', false, 0);
  };

  private async loadAndCommit(location: Location, type: NavigationType, preventScrollReset: boolean, redirects: number): Promise<void> {
    const sequence = ++this.sequence;
    this.controller?.abort();
    const controller = new AbortController();
    this.controller = controller;
    this.update({ ...this.snapshot, pending: location });
    let outcome: PageOutcome;
    try {
      outcome = await this.options.load(new URL(createPath(location), window.location.origin), controller.signal);
    } catch (error) {
      if (sequence !== this.sequence) return;
      // The page's code did not load (a new deployment, the network): the browser loads the address.
      console.error('[boutique] Navigation failed:', error);
      window.location.assign(createPath(location));
      return;
    }
    if (sequence !== this.sequence || outcome.kind === 'aborted') return;
    this.controller = null;
    if (outcome.kind === 'redirect') {
      const next = parsePath(outcome.location);
      if (redirects >= MAX_REDIRECTS || !this.options.ownsPath(next.pathname ?? '/')) {
        window.location.assign(outcome.location);
        return;
      }
      const target: Location = { pathname: next.pathname ?? '/', search: next.search ?? '', hash: next.hash ?? '', state: null, key: newKey() };
      // Back or forward already moved the address: the redirect takes that entry's place.
      await this.loadAndCommit(target, type === 'POP' ? 'REPLACE' : type, false, redirects + 1);
      return;
    }
    this.commit(location, type, preventScrollReset);
  }

  private commit(location: Location, type: NavigationType, preventScrollReset: boolean): void {
    const href = createPath(location);
    if (type === 'PUSH') {
      this.index += 1;
      window.history.pushState({ usr: location.state, key: location.key, idx: this.index } satisfies HistoryState, '', href);
    } else if (type === 'REPLACE') {
      window.history.replaceState({ usr: location.state, key: location.key, idx: this.index } satisfies HistoryState, '', href);
    }
    this.update({ location, type, pending: null, preventScrollReset });
  }

  private update(snapshot: NavigationSnapshot): void {
    this.snapshot = snapshot;
    this.listeners.forEach((listener) => listener());
  }

  private readonly savePositions = (): void => {
    this.positions.set(this.snapshot.location.key, window.scrollY);
    try {
      window.sessionStorage.setItem(SCROLL_STORAGE_KEY, JSON.stringify([...this.positions].slice(-50)));
    } catch {
      // storage refused (private mode, quota): positions are kept for this document only
    }
  };
}

/** Same path and query: another history entry of the page shown (a modal, a hash), nothing to load. */
function samePage(next: Location, current: Location): boolean {
  return next.pathname === current.pathname && next.search === current.search;
}

function currentLocation(state: unknown, key: string): Location {
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, state, key };
}

function readPositions(): Map<string, number> {
  try {
    const saved = JSON.parse(window.sessionStorage.getItem(SCROLL_STORAGE_KEY) ?? '[]') as unknown;
    return new Map(Array.isArray(saved) ? saved.filter((entry): entry is [string, number] => Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'number') : []);
  } catch {
    return new Map();
  }
}
