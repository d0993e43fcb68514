import { readNewsletterEmail } from '../../domain/newsletter/newsletter';
import { OUTLET_COOKIE_MAX_AGE } from '../../domain/outlet/outlet-access';
import { OUTLET_COOKIE } from '../../domain/shell/visit-cookies';
import { isApiError } from '../ports/api-error';
import type { CookieJar } from '../ports/cookie-jar';
import type { OutletApi } from '../ports/outlet-api';

export type OutletAccessResult =
  | { kind: 'granted'; email: string }
  /** SPEC §5: any failure shows the translated outlet error (`message`: the shop's own words, for the CLI). */
  | { kind: 'refused'; code: number; message: string };

/**
 * The outlet popup and `boutique outlet access` (SPEC §2, §4): the address is checked by the shop;
 * on success its signed pass goes in the outlet cookie (SPEC §9: 30 days, path /).
 */
export class RequestOutletAccess {
  constructor(
    private readonly api: OutletApi,
    private readonly cookies: CookieJar,
  ) {}

  async execute(text: string): Promise<OutletAccessResult> {
    const read = readNewsletterEmail(text);
    if (!read.ok) return { kind: 'refused', code: 422, message: read.problem };
    try {
      const grant = await this.api.requestAccess(read.email);
      this.cookies.set(OUTLET_COOKIE, grant.pass, { maxAgeSeconds: grant.maxAgeSeconds || OUTLET_COOKIE_MAX_AGE, path: '/', sameSite: 'lax' });
      return { kind: 'granted', email: grant.email };
    } catch (error) {
      if (isApiError(error) && [403, 422, 429].includes(error.code)) return { kind: 'refused', code: error.code, message: error.message };
      throw error;
    }
  }
}
