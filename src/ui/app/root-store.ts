import { makeAutoObservable } from 'mobx';
import type { InitResponse, TranslationCatalogue } from '../../domain/catalogue/site';
import type { RequestContext } from '../../application/ports/request-context';
import { SiteStore } from '../site/site-store';
import { HomeStore, type HomeSnapshot } from '../home/home-store';
import { HeaderStore } from '../header/header-store';
import { PageStore, type PageSnapshotData } from '../page/page-store';
import { ModalStore } from '../feedback/modal-store';
import { ToastStore } from '../feedback/toast-store';
import { BasketStore } from '../basket/basket-store';
import { browserSession } from '../basket/session-flags';
import { AuthStore } from '../auth/auth-store';
import { WishlistStore, type WishlistEvent } from '../wishlist/wishlist-store';
import { ConsentStore } from '../consent/consent-store';
import { RecentlyViewedStore } from '../recently/recently-store';
import type { AppServices } from './app-services';
import { comesFromBasket } from '../../domain/routing/page-paths';

/** A failure that replaced the whole page: the layout itself could not be built (init failed). */
export interface PageFailure {
  status: number;
  message: string;
}

/**
 * Everything the browser needs to take over a server-rendered page, serialised once into the HTML
 * (the page loader's work is in the stores: the browser does not load the page again).
 */
export interface PageSnapshot {
  context: RequestContext;
  year: number;
  /** Server time of the render (epoch ms): time-dependent parts hydrate as they were rendered. */
  now: number;
  /** Origin of the page, for absolute URLs when the stores' base URLs are unknown. */
  origin: string;
  /** The texts the page shows (page-texts.ts); the browser loads the rest of the language later. */
  translations: TranslationCatalogue;
  /** The name of the whole catalogue the page was rendered with (texts-version.ts). */
  textsVersion?: string;
  /** The page carries every text of its language (a private page): the browser loads none later. */
  textsComplete?: boolean;
  site: InitResponse | null;
  home: HomeSnapshot | null;
  page: PageSnapshotData | null;
  failure: PageFailure | null;
  /** How many islands the server rendered: the page has hydrated once they all have (islands.tsx). */
  islands: number;
  /** The server rendered the cookie banner open (the visitor's cookie held no choice). */
  askConsent?: boolean;
}

export interface RootOptions {
  year: number;
  now: number;
  origin: string;
  site?: InitResponse | null;
  home?: HomeSnapshot | null;
  page?: PageSnapshotData | null;
  askConsent?: boolean;
}

/** SPEC §4 "events emitted after add or remove": a DOM event tracking can listen to. */
function dispatchWishlistEvent(event: WishlistEvent): void {
  window.dispatchEvent(new CustomEvent('boutique:wishlist', { detail: event }));
}

/**
 * The page's MobX stores: created per request on the server and once in the browser. Loaders call
 * the use cases through their feature's group of `services` and write the answers here; views
 * observe. Who is signed in (`auth`) and their favourites (`wishlist`) stay unknown and empty on
 * the server: the browser fills them in after hydration, so a page's HTML is the same for everyone.
 */
export class RootStore {
  readonly context: RequestContext;
  readonly services: AppServices;
  readonly year: number;
  readonly origin: string;
  /** Render time; moves on in the browser once hydrated. */
  now: number;
  readonly site: SiteStore;
  readonly home: HomeStore;
  readonly header = new HeaderStore();
  readonly page: PageStore;
  readonly modals = new ModalStore();
  readonly toasts = new ToastStore();
  readonly basket: BasketStore;
  readonly auth: AuthStore;
  readonly wishlist: WishlistStore;
  /** Recently viewed products (issue 38): empty on the server, filled in once the session is known. */
  readonly recently: RecentlyViewedStore;
  /** The cookie choice: the banner opens on arrival when the request's cookie held none; read from the cookie again once hydrated. */
  readonly consent: ConsentStore;
  hydrated = false;
  /** SPEC §3/§4 root state: the outlet popup's address passed the shop's check in this visit. */
  outletAccessAllowed = false;

  constructor(context: RequestContext, services: AppServices, options: RootOptions) {
    this.context = context;
    this.services = services;
    this.year = options.year;
    this.now = options.now;
    this.origin = options.origin;
    this.site = new SiteStore(context, options.site ?? null);
    this.home = new HomeStore(options.home ?? null);
    this.page = new PageStore(options.page ?? null);
    this.consent = new ConsentStore(() => services.tracking);
    if (options.askConsent) this.consent.askOnArrival();
    this.wishlist = new WishlistStore({
      services: services.wishlist,
      header: this.header,
      openConnect: () => this.modals.open('connect'),
      onSignedOut: () => this.auth.sessionExpired(),
      ...(typeof window === 'undefined' ? {} : { emit: dispatchWishlistEvent }),
    });
    this.recently = new RecentlyViewedStore({ services: services.recently, sessionKnown: () => this.auth.restore() });
    this.auth = new AuthStore({
      services: services.auth,
      onSignedIn: async () => {
        await Promise.all([this.wishlist.afterSignIn(), this.recently.afterSignIn()]);
      },
      onSignedOut: () => this.afterSignOut(),
    });
    this.basket = new BasketStore({
      useCases: () => services.basket.useCases(),
      hasStoredBasket: () => services.basket.hasStoredBasket(),
      header: this.header,
      toasts: this.toasts,
      ...(typeof window === 'undefined' ? {} : { session: browserSession() }),
    });
    makeAutoObservable(
      this,
      {
        context: false,
        services: false,
        year: false,
        origin: false,
        site: false,
        home: false,
        header: false,
        page: false,
        modals: false,
        toasts: false,
        basket: false,
        auth: false,
        wishlist: false,
        recently: false,
        consent: false,
      },
      { autoBind: true },
    );
  }

  static fromSnapshot(snapshot: PageSnapshot, services: AppServices): RootStore {
    return new RootStore(snapshot.context, services, {
      year: snapshot.year,
      now: snapshot.now,
      origin: snapshot.origin,
      site: snapshot.site,
      home: snapshot.home,
      page: snapshot.page,
      askConsent: snapshot.askConsent,
    });
  }

  /** The layout needs the init answer once per page load. */
  async loadSite(): Promise<void> {
    if (!this.site.loaded) this.site.apply(await this.services.site.getInit());
  }

  async loadHome(): Promise<void> {
    if (this.home.loaded && this.site.loaded) return;
    const page = await this.services.home.getHomePage();
    this.site.apply(page.init);
    this.home.apply(page);
  }

  /**
   * SPEC §3 root state: the login page was reached from the basket's "order" button (step 1), so
   * the login layout shows the checkout's tunnel header and timeline.
   */
  get comeFromStepOneOfBasket(): boolean {
    return this.page.route.layout === 'login' && comesFromBasket(this.page.query);
  }

  /** The favourites go with the session; the basket keeps its lines, priced again (SPEC §4). */
  private afterSignOut(): void {
    this.wishlist.clear();
    this.recently.reset();
    if (this.basket.restored && !this.basket.isEmpty) void this.basket.recalculate().catch(() => undefined);
  }

  allowOutlet(): void {
    this.outletAccessAllowed = true;
  }

  markHydrated(): void {
    this.hydrated = true;
    this.now = Date.now();
  }

  snapshot(extra: Pick<PageSnapshot, 'translations' | 'textsVersion' | 'textsComplete' | 'failure' | 'islands'>): PageSnapshot {
    return {
      context: this.context,
      year: this.year,
      now: this.now,
      origin: this.origin,
      site: this.site.init,
      home: this.home.snapshot(),
      page: this.page.snapshot(),
      ...(this.consent.askedOnArrival ? { askConsent: true } : {}),
      ...extra,
    };
  }
}
