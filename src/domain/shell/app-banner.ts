/** SPEC §9: the mobile app banner stays hidden 7 days after the visitor closes it. */
export const APP_BANNER_HIDDEN_MS = 7 * 24 * 3600 * 1000;
export const APP_BANNER_STORAGE_KEY = 'appBannerClosedAt';

export function appBannerVisible(closedAt: number | null, now: Date): boolean {
  if (closedAt === null || !Number.isFinite(closedAt)) return true;
  return now.getTime() - closedAt >= APP_BANNER_HIDDEN_MS;
}

/**
 * Pages of forms show no app banner (issue 35): on a phone the floating banner would lie over
 * their fields until closed. The account's pages (profile, addresses, password…), the contact
 * form and the newsletter's unsubscription; the sign-in and checkout layouts have none at all.
 */
const FORM_LAYOUTS: ReadonlySet<string> = new Set(['account', 'account-confirm', 'login', 'checkout', 'confirm']);
const FORM_PAGES: ReadonlySet<string> = new Set(['contact', 'unsubscribe']);

export function appBannerShownOn(route: { id: string; layout: string }): boolean {
  return !FORM_LAYOUTS.has(route.layout) && !FORM_PAGES.has(route.id);
}
