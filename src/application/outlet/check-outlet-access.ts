import { OUTLET_COOKIE_MAX_AGE } from '../../domain/outlet/outlet-access';
import { OUTLET_COOKIE } from '../../domain/shell/visit-cookies';
import type { CookieJar } from '../ports/cookie-jar';
import type { OutletApi } from '../ports/outlet-api';
import type { SearchKeyStore } from '../ports/search-key';

export interface OutletAccessFacts {
  /** The address that passed; null without one. */
  email: string | null;
  access: boolean;
}

/**
 * What the outlet guard needs (SPEC §2): the shop checks the outlet cookie's signed pass (or the
 * signed-in customer) on every outlet page, so a hand-made cookie opens nothing. A pass the shop
 * hands back (access through the account) is kept in the cookie for the next server render. The
 * secured search key a granted check carries becomes the key of the visitor's searches (outlet
 * products then show); a refusal takes it back (issue 36).
 */
export class CheckOutletAccess {
  constructor(
    private readonly api: OutletApi,
    private readonly cookies: CookieJar,
    private readonly searchKeys: SearchKeyStore | null = null,
  ) {}

  async execute(): Promise<OutletAccessFacts> {
    const pass = this.cookies.get(OUTLET_COOKIE)?.trim() || null;
    const check = await this.api.check(pass);
    if (check.pass) this.cookies.set(OUTLET_COOKIE, check.pass, { maxAgeSeconds: OUTLET_COOKIE_MAX_AGE, path: '/', sameSite: 'lax' });
    this.searchKeys?.set(check.access ? (check.searchKey ?? null) : null);
    return { email: check.access ? check.email : null, access: check.access };
  }
}
