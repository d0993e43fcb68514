import type { CookieJar } from '../ports/cookie-jar';
import { abGroup, AB_TEST_COOKIE, AB_TEST_MAX_AGE_SECONDS, type AbGroup } from '../../domain/tracking/ab-test';

/**
 * The visitor's A/B group (SPEC §9: 30 days), drawn once and kept in `ab_test`. Called in the
 * browser after hydration, never by the server: a shared cached page carries no visitor's cookie.
 */
export class AssignAbGroup {
  constructor(
    private readonly cookies: CookieJar,
    private readonly random: () => number,
  ) {}

  execute(): AbGroup {
    const stored = this.cookies.get(AB_TEST_COOKIE);
    const group = abGroup(stored, this.random());
    if (stored !== group) this.cookies.set(AB_TEST_COOKIE, group, { maxAgeSeconds: AB_TEST_MAX_AGE_SECONDS, sameSite: 'lax' });
    return group;
  }
}
