import { makeAutoObservable, runInAction } from 'mobx';
import type { ConsentChoice } from '../../application/tracking/choose-cookie-consent';
import { allowsTracking, parseConsent, type Consent } from '../../domain/tracking/consent';
import type { TrackingServices } from './tracking-services';

/**
 * The cookie banner's state (tracker issue 13). The server opens it for a visitor whose cookie
 * holds no choice (`askOnArrival`: the banner is in the page's HTML, painted with it); the browser
 * reads the cookie again after hydration (a choice made meanwhile in another tab closes it) and
 * the footer's "cookie settings" link opens it again.
 */
export class ConsentStore {
  consent: Consent | null = null;
  /** The browser has read the cookie. */
  known = false;
  bannerOpen = false;
  /** The banner was opened from the footer link (focus goes to it; it may be closed without choosing). */
  reopened = false;
  saving = false;
  failed = false;
  /**
   * The page was served after a refusal: its Content-Security-Policy leaves the tag manager out
   * (server/http/security-headers.ts), so a change of mind takes effect on a fresh load of the page.
   */
  refusedOnLoad = false;
  /** The server rendered the banner open: the browser hydrates it open (page snapshot). */
  askedOnArrival = false;

  constructor(private readonly services: () => Pick<TrackingServices, 'chooseConsent'>) {
    makeAutoObservable<ConsentStore, 'services'>(this, { services: false }, { autoBind: true });
  }

  /** Server (from the request's cookie) and browser before hydration (from the snapshot): no choice yet. */
  askOnArrival(): void {
    this.askedOnArrival = true;
    this.bannerOpen = true;
  }

  /** After hydration, from the cookie's value. */
  restore(cookieValue: string | undefined, now: Date): void {
    this.consent = parseConsent(cookieValue, now);
    this.known = true;
    this.refusedOnLoad = this.consent !== null && !allowsTracking(this.consent);
    if (this.consent === null) this.bannerOpen = true;
    else if (this.askedOnArrival && !this.reopened) this.bannerOpen = false;
  }

  get tracks(): boolean {
    return allowsTracking(this.consent);
  }

  /** Tracking is now allowed on a page that cannot load the tag manager: the page is loaded again. */
  get reloadsToTrack(): boolean {
    return this.refusedOnLoad && this.tracks;
  }

  open(): void {
    this.reopened = true;
    this.failed = false;
    this.bannerOpen = true;
  }

  /** Only a banner opened again may be closed without an answer: the first one needs a choice. */
  close(): void {
    if (this.consent !== null) this.bannerOpen = false;
  }

  async decide(choice: ConsentChoice): Promise<void> {
    if (this.saving) return;
    this.saving = true;
    this.failed = false;
    try {
      const consent = await this.services().chooseConsent({ ...choice, startNow: !this.refusedOnLoad });
      runInAction(() => {
        this.consent = consent;
        this.bannerOpen = false;
      });
    } catch (error) {
      // The composition root could not load (a failed chunk, offline): the banner stays, with a message.
      console.error('Unable to save the cookie choice', error);
      runInAction(() => (this.failed = true));
    } finally {
      runInAction(() => (this.saving = false));
    }
  }
}
