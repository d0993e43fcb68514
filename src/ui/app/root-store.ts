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
import type { PageServices } from './page-services';

/** A failure that replaced the whole page: the layout itself could not be built (init failed). */
export interface PageFailure {
  status: number;
  message: string;
}

export interface VisitorSnapshot {
  /** An access token is present (SPEC §2 auth modes; the login issue fills in the customer). */
  loggedIn: boolean;
}

/**
 * Everything the browser needs to take over a server-rendered page, serialised once into the HTML.
 * `router` is react-router's hydration data: loaders write to the stores and return null, so it
 * only tells the client router that the loaders already ran.
 */
export interface PageSnapshot {
  context: RequestContext;
  year: number;
  /** Server time of the render (epoch ms): time-dependent parts hydrate as they were rendered. */
  now: number;
  /** Origin of the page, for absolute URLs when the stores' base URLs are unknown. */
  origin: string;
  translations: TranslationCatalogue;
  site: InitResponse | null;
  home: HomeSnapshot | null;
  page: PageSnapshotData | null;
  visitor: VisitorSnapshot;
  failure: PageFailure | null;
  router: { loaderData: Record<string, unknown> };
}

export interface RootOptions {
  year: number;
  now: number;
  origin: string;
  site?: InitResponse | null;
  home?: HomeSnapshot | null;
  page?: PageSnapshotData | null;
  visitor?: VisitorSnapshot;
}

/**
 * The page's MobX stores: created per request on the server and once in the browser. Loaders call
 * the use cases through `services` and write the answers here; views observe.
 */
export class RootStore {
  readonly context: RequestContext;
  readonly services: PageServices;
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
  loggedIn: boolean;
  hydrated = false;

  constructor(context: RequestContext, services: PageServices, options: RootOptions) {
    this.context = context;
    this.services = services;
    this.year = options.year;
    this.now = options.now;
    this.origin = options.origin;
    this.site = new SiteStore(context, options.site ?? null);
    this.home = new HomeStore(options.home ?? null);
    this.page = new PageStore(options.page ?? null);
    this.loggedIn = options.visitor?.loggedIn ?? false;
    this.basket = new BasketStore({
      useCases: () => services.basket(),
      header: this.header,
      toasts: this.toasts,
      ...(typeof window === 'undefined' ? {} : { session: browserSession() }),
    });
    makeAutoObservable(
      this,
      { context: false, services: false, year: false, origin: false, site: false, home: false, header: false, page: false, modals: false, toasts: false, basket: false },
      { autoBind: true },
    );
  }

  static fromSnapshot(snapshot: PageSnapshot, services: PageServices): RootStore {
    return new RootStore(snapshot.context, services, {
      year: snapshot.year,
      now: snapshot.now,
      origin: snapshot.origin,
      site: snapshot.site,
      home: snapshot.home,
      page: snapshot.page,
      visitor: snapshot.visitor,
    });
  }

  /** The layout needs the init answer once per page load. */
  async loadSite(): Promise<void> {
    if (!this.site.loaded) this.site.apply(await this.services.getInit());
  }

  async loadHome(): Promise<void> {
    if (this.home.loaded && this.site.loaded) return;
    const page = await this.services.getHomePage();
    this.site.apply(page.init);
    this.home.apply(page);
  }

  setLoggedIn(loggedIn: boolean): void {
    this.loggedIn = loggedIn;
  }

  markHydrated(): void {
    this.hydrated = true;
    this.now = Date.now();
  }

  snapshot(extra: Pick<PageSnapshot, 'translations' | 'failure' | 'router'>): PageSnapshot {
    return {
      context: this.context,
      year: this.year,
      now: this.now,
      origin: this.origin,
      site: this.site.init,
      home: this.home.snapshot(),
      page: this.page.snapshot(),
      visitor: { loggedIn: this.loggedIn },
      ...extra,
    };
  }
}
