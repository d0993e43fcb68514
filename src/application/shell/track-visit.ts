import type { CatalogueApi } from '../ports/catalogue-api';
import type { CookieJar } from '../ports/cookie-jar';
import type { Query } from '../../domain/routing/page-paths';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from '../../domain/routing/locale-choice';
import type { LocaleCode } from '../../domain/store/locales';
import {
  CAMPAIGN_COOKIE,
  CAMPAIGN_COOKIE_MAX_AGE,
  REFERER_COOKIE,
  REFERER_COOKIE_MAX_AGE,
  SESSION_COOKIE,
  SESSION_COOKIE_MAX_AGE,
  campaignData,
  isSessionId,
  refererName,
} from '../../domain/shell/visit-cookies';

export interface VisitRequest {
  query: Query;
  /** Remember this language in the locale cookie. */
  rememberLocale?: LocaleCode;
}

/**
 * Cookies of a page load (SPEC §2 "Guards", §4 "Other"), all but the language HttpOnly: no page
 * script reads them, so only the server's render writes them (a browser's jar leaves them alone).
 * The session id is created or refreshed (20 days), campaign parameters are kept for an hour, an
 * affiliate referer is looked up and kept 30 days (an unknown one changes nothing), and the chosen
 * language is remembered (the page's scripts change it too).
 */
export class TrackVisit {
  constructor(
    private readonly api: Pick<CatalogueApi, 'referer'>,
    private readonly cookies: CookieJar,
    private readonly newId: () => string,
  ) {}

  async execute(request: VisitRequest): Promise<void> {
    const session = this.cookies.get(SESSION_COOKIE);
    this.cookies.set(SESSION_COOKIE, isSessionId(session) ? session : this.newId(), { maxAgeSeconds: SESSION_COOKIE_MAX_AGE, httpOnly: true });

    const campaign = campaignData(request.query);
    if (campaign) this.cookies.set(CAMPAIGN_COOKIE, JSON.stringify(campaign), { maxAgeSeconds: CAMPAIGN_COOKIE_MAX_AGE, httpOnly: true });

    if (request.rememberLocale) this.cookies.set(LOCALE_COOKIE, request.rememberLocale, { maxAgeSeconds: LOCALE_COOKIE_MAX_AGE });

    const name = refererName(request.query);
    if (name) {
      const referer = await this.api.referer(name);
      if (referer) this.cookies.set(REFERER_COOKIE, referer.name, { maxAgeSeconds: REFERER_COOKIE_MAX_AGE, httpOnly: true });
    }
  }
}
