/**
 * A shopper's browser as the tracking rules see it: its cookies, its clock, the tag manager's
 * dataLayer (in memory), and the shop's hashing endpoint reached over HTTP. Opening a page does what
 * the page does once hydrated: with consent, it draws the A/B group and sends a page view.
 */
import { MemoryCookieJar } from '../../../src/adapters/cookies/memory-cookie-jar';
import { HttpApiClient } from '../../../src/adapters/http/api-client';
import { FixedClock } from '../../../src/adapters/in-memory/fixed-clock';
import { RecordingErrorReporter } from '../../../src/adapters/in-memory/recording-error-reporter';
import { HttpTrackingHashApi } from '../../../src/adapters/tracking/http-tracking-hash-api';
import { MemoryTracking } from '../../../src/adapters/tracking/memory-tracking';
import { AssignAbGroup } from '../../../src/application/tracking/assign-ab-group';
import { ChooseCookieConsent, type ConsentChoice } from '../../../src/application/tracking/choose-cookie-consent';
import { RecordTrackingEvent } from '../../../src/application/tracking/record-tracking-event';
import { TrackCustomer } from '../../../src/application/tracking/track-customer';
import type { Profile } from '../../../src/domain/accounts/profile';
import { LOCALES } from '../../../src/domain/store/locales';
import { STORES, type StoreId } from '../../../src/domain/store/stores';
import { AB_TEST_COOKIE } from '../../../src/domain/tracking/ab-test';
import { pageTrackingData, pageViewEntry } from '../../../src/domain/tracking/page-view';

export class BrowserVisit {
  readonly clock = new FixedClock(new Date());
  readonly cookies = new MemoryCookieJar({}, this.clock);
  readonly tagManager = new MemoryTracking();
  readonly errors = new RecordingErrorReporter();
  private readonly consent = new ChooseCookieConsent(this.cookies, this.clock, this.tagManager);
  private readonly record = new RecordTrackingEvent(this.cookies, this.clock, this.tagManager, this.errors);
  readonly hashes: HttpTrackingHashApi;
  private readonly customer: TrackCustomer;

  constructor(
    readonly storeId: StoreId,
    shopUrl: string,
  ) {
    const store = STORES[storeId];
    this.hashes = new HttpTrackingHashApi(new HttpApiClient({ apiBase: shopUrl, context: { storeId, locale: store.locale, device: 0 } }));
    this.customer = new TrackCustomer(this.hashes, this.record, this.cookies, this.errors, () => crypto.randomUUID());
  }

  choose(choice: ConsentChoice): void {
    this.consent.execute(choice);
  }

  openHomePage(): void {
    const store = STORES[this.storeId];
    const allowed = this.consent.current();
    const ab = allowed && (allowed.measurement || allowed.marketing) ? new AssignAbGroup(this.cookies, Math.random).execute() : null;
    const page = pageTrackingData({ type: 'home', title: store.displayName, url: `https://shop.example${LOCALES[store.locale].prefix}/`, store: { id: store.id, countryCode: store.countryCode, langCode: store.langCode, iso: LOCALES[store.locale].iso } });
    this.record.execute(pageViewEntry(page, ab));
  }

  abGroup(): string | undefined {
    return this.cookies.get(AB_TEST_COOKIE);
  }

  async signIn(profile: Profile): Promise<void> {
    await this.customer.execute({ profile, address: null });
  }

  async signOut(): Promise<void> {
    await this.customer.execute(null);
  }
}
