/** SPEC §9: the mobile app banner stays hidden 7 days after the visitor closes it. */
export const APP_BANNER_HIDDEN_MS = 7 * 24 * 3600 * 1000;
export const APP_BANNER_STORAGE_KEY = 'appBannerClosedAt';

export function appBannerVisible(closedAt: number | null, now: Date): boolean {
  if (closedAt === null || !Number.isFinite(closedAt)) return true;
  return now.getTime() - closedAt >= APP_BANNER_HIDDEN_MS;
}
