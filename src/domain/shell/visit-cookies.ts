/**
 * Cookies a page load writes (SPEC §2 "Guards", §9 "Time and caching"): the session id, the
 * Marketing Cloud campaign parameters and the affiliate referer.
 */
/** The visit's id: written by the server alone, HttpOnly (no page script reads it; tracker issue 16). */
export const SESSION_COOKIE = 'session_id';
/** 1 728 000 s: 20 days, refreshed on every page load. */
export const SESSION_COOKIE_MAX_AGE = 1_728_000;

/**
 * The visit as the tag manager sees it (tracking data `sessionID`): drawn by the browser once the
 * visitor allows tracking, kept for the browser session. It is not `session_id`, which no script
 * may read, and it exists only with consent.
 */
export const TRACKING_SESSION_COOKIE = 'tracking_session';

export const REFERER_COOKIE = 'referer';
export const REFERER_QUERY = 'referer';
/** 2 592 000 s: 30 days. */
export const REFERER_COOKIE_MAX_AGE = 2_592_000;

export const CAMPAIGN_COOKIE = 'sfmc_data';
export const CAMPAIGN_PARAMETERS = ['j', 'sfmc_sub', 'l', 'u', 'mid', 'jb'] as const;
/** 3600 s. */
export const CAMPAIGN_COOKIE_MAX_AGE = 3600;

export const OUTLET_COOKIE = 'outlet';

/** Campaign parameters present in the query, or null when the link carried none. */
export function campaignData(query: Record<string, string>): Record<string, string> | null {
  const present = CAMPAIGN_PARAMETERS.filter((name) => query[name] !== undefined && query[name] !== '');
  if (present.length === 0) return null;
  return Object.fromEntries(present.map((name) => [name, query[name].slice(0, 200)]));
}

/** Affiliate names are short slugs; anything else is not looked up. */
export function refererName(query: Record<string, string>): string | null {
  const name = query[REFERER_QUERY]?.trim();
  return name && /^[\w.-]{1,64}$/.test(name) ? name : null;
}

/** A session id is ours when it has the shape we give (a UUID); anything else is replaced. */
export function isSessionId(value: string | undefined): value is string {
  return typeof value === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}
