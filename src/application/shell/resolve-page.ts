import { isApiError } from '../ports/api-error';
import type { AuthTokenStore } from '../ports/auth-token-store';
import type { CatalogueApi } from '../ports/catalogue-api';
import type { CookieJar } from '../ports/cookie-jar';
import type { ErrorReporter } from '../ports/error-reporter';
import type { RequestContext } from '../ports/request-context';
import { queryString, type Query } from '../../domain/routing/page-paths';
import type { RouteDef } from '../../domain/routing/route-table';
import { looksSignedIn } from '../../domain/shell/visitor';
import { STORES } from '../../domain/store/stores';
import type { CheckOutletAccess, OutletAccessFacts } from '../outlet/check-outlet-access';
import { decidePage, isOutletPage, wantsParse } from './guard-pipeline';
import type { PageDecision, ParseOutcome } from './page-decision';

export interface PageRequest {
  route: RouteDef;
  /** Store-relative path without query (percent-encoded as requested). */
  path: string;
  query: Query;
  /** Absolute URL of the page and of its store (the parse call's url and baseUrl). */
  url: string;
  baseUrl: string;
  /** Store-relative path of the previous page on client navigation. */
  previousPath: string | null;
  /** Is maintenance mode on? Resolved with the site settings the layout loads anyway. */
  maintenance: () => Promise<boolean>;
  /**
   * What the browser has checked about the session (the profile answered, or did not): it wins
   * over the hint cookie and the stored token. Absent on the server render and before the check.
   */
  session?: { loggedIn: boolean; addressCount: number | null };
}

export interface PageResolution {
  decision: PageDecision;
  /** What the header shows about the visitor. */
  loggedIn: boolean;
}

/**
 * Decides what a page request shows: gathers the facts (visitor, cookies, the parse service's
 * answer, maintenance) and runs the pure guard pipeline. The parse call starts at once, beside
 * the site settings, when the route is one the parse service answers.
 */
export class ResolvePage {
  constructor(
    private readonly api: CatalogueApi,
    private readonly cookies: CookieJar,
    private readonly tokens: AuthTokenStore,
    private readonly context: RequestContext,
    private readonly errors: ErrorReporter,
    /** The shop's check of the outlet cookie or the signed-in customer (SPEC §2 outlet guard); none: outlet pages stay shut. */
    private readonly outlet: CheckOutletAccess | null = null,
  ) {}

  async execute(request: PageRequest): Promise<PageResolution> {
    const parsing = wantsParse(request.route, request.path, request.query) ? this.parse(request) : Promise.resolve(undefined);
    const [maintenance, parse] = await Promise.all([request.maintenance(), parsing]);
    const loggedIn = request.session?.loggedIn ?? looksSignedIn((name) => this.cookies.get(name), this.tokens.get()?.accessToken ?? null);
    const info = parse?.kind === 'answer' ? parse.result.pageInfo : null;
    // Only outlet pages ask the shop (their answer is never shared: see entry-server).
    const outlet = isOutletPage(request.route, info) ? await this.checkOutlet() : { email: null, access: false };
    const decision = decidePage({
      route: request.route,
      path: request.path,
      query: request.query,
      store: STORES[this.context.storeId],
      maintenance,
      loggedIn,
      // Unknown (null) lets that guard pass: only the browser, once signed in, knows the address book.
      addressCount: loggedIn ? (request.session?.addressCount ?? null) : null,
      outletEmail: outlet.email,
      outletAccess: outlet.access,
      previousPath: request.previousPath,
      parse,
    });
    return { decision, loggedIn };
  }

  /** A failed check keeps the outlet shut (the popup opens), never the page broken. */
  private async checkOutlet(): Promise<OutletAccessFacts> {
    if (!this.outlet) return { email: null, access: false };
    try {
      return await this.outlet.execute();
    } catch (error) {
      this.errors.report(error, 'Outlet access check failed');
      return { email: null, access: false };
    }
  }

  private async parse(request: PageRequest): Promise<ParseOutcome> {
    try {
      const result = await this.api.parse(`${request.path}${queryString(request.query)}`, request.url, request.baseUrl);
      return { kind: 'answer', result };
    } catch (error) {
      const code = isApiError(error) ? error.code : 500;
      // A refusal of the address itself (400: too long, malformed; 404) is the visitor's, not a fault: a
      // hostile run would otherwise write a stack trace per request. The rest is reported.
      if (code >= 500 || code < 400) this.errors.report(error, 'Parse failure');
      return { kind: 'failed', code };
    }
  }
}
